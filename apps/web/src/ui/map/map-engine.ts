import type { FeatureCollection } from 'geojson';
import { addProtocol, type GeoJSONSource, type Map as MapLibreMap, Map, Marker, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { type Camera } from './map-camera';
import type { MapArea, MapPoint } from './map-types';

/** MapLibre finds its worker next to its own bundle; once bundled by Vite it lives at the emitted asset's URL. */
setWorkerUrl(workerUrl);

const AREAS = 'farebox-areas';

/** Country shapes from world-atlas, served as our own asset: the base when no tiles are configured. */
async function countries(): Promise<FeatureCollection> {
  const response = await fetch(countriesUrl);
  const topology = (await response.json()) as Topology<{ countries: GeometryCollection }>;
  return feature(topology, topology.objects.countries);
}

async function tileFreeStyle(): Promise<StyleSpecification> {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: await countries() } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#dbeafe' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f8fafc' } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#94a3b8', 'line-width': 1 } },
    ],
  };
}

function areaFeatures(areas: readonly MapArea[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: areas.map((a) => ({ type: 'Feature', id: a.id, properties: { label: a.label }, geometry: a.polygon })),
  };
}

function markerElement(point: MapPoint): HTMLElement {
  const el = document.createElement('div');
  // The map's list of what it draws names each point for assistive technology; the pin is decoration.
  el.setAttribute('aria-hidden', 'true');
  el.title = point.label;
  el.dataset.mapPoint = point.id;
  el.className = 'h-8 w-6 text-sky-700';
  el.innerHTML =
    '<svg viewBox="0 0 24 32" width="24" height="32" fill="currentColor"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 20 12 20s12-11 12-20C24 5.4 18.6 0 12 0zm0 17a5 5 0 1 1 0-10 5 5 0 0 1 0 10z"/></svg>';
  return el;
}

export interface MapScene {
  points: readonly MapPoint[];
  areas: readonly MapArea[];
  camera: Camera;
}

export interface MapEngine {
  show(scene: MapScene): void;
  destroy(): void;
}

let pmtilesRegistered = false;

/** The configured style (its sources may be `pmtiles://` archives served by the app), else the tile-free base. */
async function baseStyle(styleUrl: string | null): Promise<StyleSpecification | string> {
  if (!styleUrl) return tileFreeStyle();
  if (!pmtilesRegistered) {
    const { Protocol } = await import('pmtiles');
    addProtocol('pmtiles', new Protocol().tile);
    pmtilesRegistered = true;
  }
  return styleUrl;
}

/**
 * A MapLibre map in `container` on the configured style or the tile-free base; `onPick` receives clicks as longitude
 * and latitude. A configured style brings tiles and so their attribution; the tile-free base has none to show.
 */
export async function createMapEngine(container: HTMLElement, styleUrl: string | null, onPick: (lng: number, lat: number) => void): Promise<MapEngine> {
  const map: MapLibreMap = new Map({
    container,
    style: await baseStyle(styleUrl),
    attributionControl: styleUrl ? { compact: true } : false,
    center: [0, 20],
    zoom: 0.5,
  });
  let markers: Marker[] = [];
  let pending: MapScene | null = null;
  let ready = false;

  map.on('click', (e) => onPick(e.lngLat.lng, e.lngLat.lat));
  map.once('load', () => {
    map.addSource(AREAS, { type: 'geojson', data: areaFeatures([]) });
    map.addLayer({ id: `${AREAS}-fill`, type: 'fill', source: AREAS, paint: { 'fill-color': '#0369a1', 'fill-opacity': 0.2 } });
    map.addLayer({ id: `${AREAS}-line`, type: 'line', source: AREAS, paint: { 'line-color': '#0369a1', 'line-width': 2 } });
    ready = true;
    if (pending) draw(pending);
  });

  function draw(scene: MapScene) {
    void (map.getSource(AREAS) as GeoJSONSource).setData(areaFeatures(scene.areas));
    for (const m of markers) m.remove();
    markers = scene.points.map((p) => new Marker({ element: markerElement(p), anchor: 'bottom' }).setLngLat([p.lng, p.lat]).addTo(map));
    const { camera } = scene;
    if (camera.kind === 'center') map.jumpTo({ center: camera.center, zoom: camera.zoom });
    else map.fitBounds(camera.bounds, { padding: 32, maxZoom: camera.maxZoom, animate: false });
  }

  return {
    show(scene) {
      pending = scene;
      if (ready) draw(scene);
    },
    destroy: () => map.remove(),
  };
}
