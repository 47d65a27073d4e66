#!/usr/bin/env node
// Geocoder simulator: the Nominatim search protocol over HTTP on loopback, on a small deterministic gazetteer of the
// demo cities (geocoder-gazetteer.mjs).
//
//   GET /search?q=...&format=jsonv2[&limit=5][&polygon_geojson=1] -> 200 [{ place_id, lat, lon, display_name, category,
//                                        type, importance, boundingbox, geojson? }], places whose name holds every word of q
//   GET /_simulator/requests             -> 200 { requests: [{ q, at }] } (what was searched, when, in milliseconds)
//   POST /_simulator/reset               -> 200 (forgets the requests)
//   GET /_simulator/health               -> 200
//
// Usage: node apps/simulators/geocoder.mjs --port 4030 [--host 127.0.0.1]
import { pathToFileURL } from 'node:url';
import { cliOptions, createJsonServer, listen } from './http-kit.mjs';
import { GAZETTEER } from './geocoder-gazetteer.mjs';

const words = (text) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);

function boundingBox(place) {
  const ring = place.area?.coordinates[0] ?? [[place.lon, place.lat]];
  const lats = ring.map((p) => p[1]);
  const lons = ring.map((p) => p[0]);
  return [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)].map(String);
}

function answer(place, index, withPolygon) {
  return {
    place_id: 1000 + index,
    licence: 'Simulated data, no licence needed',
    osm_type: place.area ? 'relation' : 'node',
    lat: String(place.lat),
    lon: String(place.lon),
    display_name: place.name,
    category: place.area ? 'boundary' : 'amenity',
    type: place.type,
    importance: 0.5,
    boundingbox: boundingBox(place),
    ...(withPolygon ? { geojson: place.area ?? { type: 'Point', coordinates: [place.lon, place.lat] } } : {}),
  };
}

export function createGeocoder() {
  const requests = [];
  const indexed = GAZETTEER.map((place, index) => ({ place, index, words: new Set(words(place.name)) }));
  return createJsonServer([
    [
      'GET',
      '/search',
      ({ query }) => {
        const q = query.get('q') ?? '';
        requests.push({ q, at: Date.now() });
        const wanted = words(q);
        const limit = Math.min(Number(query.get('limit') ?? 10) || 10, 40);
        const withPolygon = query.get('polygon_geojson') === '1';
        const found = wanted.length === 0 ? [] : indexed.filter((e) => wanted.every((w) => [...e.words].some((word) => word.startsWith(w))));
        return { status: 200, body: found.slice(0, limit).map((e) => answer(e.place, e.index, withPolygon)) };
      },
    ],
    ['GET', '/_simulator/requests', () => ({ status: 200, body: { requests } })],
    [
      'POST',
      '/_simulator/reset',
      () => {
        requests.length = 0;
        return { status: 200, body: { ok: true } };
      },
    ],
    ['GET', '/_simulator/health', () => ({ status: 200, body: { ok: true } })],
  ]);
}

export const startGeocoder = (options = {}) => listen(createGeocoder(), options);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = cliOptions(process.argv.slice(2));
  const { url } = await startGeocoder({ host: options.host, port: options.port || 4030 });
  console.log(`Geocoder simulator listening on ${url}`);
}
