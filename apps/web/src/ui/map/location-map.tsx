import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Spinner } from '../spinner';
import { cameraFor, supportsWebGl } from './map-camera';
import type { MapEngine } from './map-engine';
import { useMapStyleUrl } from './map-settings';
import { DEFAULT_MAP_ZOOM, type MapArea, type MapPoint, PLACE_MAP_WIDTH } from './map-types';

export interface LocationMapProps {
  points?: readonly MapPoint[];
  areas?: readonly MapArea[];
  /** Zoom of a lone point, and the closest a fitted view may come; 15 in the city and station views. */
  zoom?: number;
  /** Where to look while nothing is drawn yet ([longitude, latitude]), e.g. the station's city. */
  center?: [number, number];
  /** Called with the clicked position; without it the map only shows. */
  onPick?: (lng: number, lat: number) => void;
  /** Width in pixels: 300 for a place, 600 for a company (spec part 1, section 9). */
  width?: number;
  height?: number;
  className?: string;
  ariaLabel: string;
}

type EngineState = 'loading' | 'ready' | 'unsupported' | 'failed';

const coordinate = (n: number) => n.toFixed(5);
const NONE: readonly never[] = [];

/**
 * A MapLibre map of points and areas. MapLibre is loaded on first use, not with the app. Everything it draws is
 * also listed (visually hidden) for assistive technology and tests; without WebGL the list is shown instead.
 */
export function LocationMap({
  points = NONE,
  areas = NONE,
  zoom = DEFAULT_MAP_ZOOM,
  center,
  onPick,
  width = PLACE_MAP_WIDTH,
  height = Math.round((width * 2) / 3),
  className = '',
  ariaLabel,
}: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const engine = useRef<MapEngine | null>(null);
  const pick = useEffectEvent((lng: number, lat: number) => onPick?.(lng, lat));
  const [state, setState] = useState<EngineState>(() => (supportsWebGl() ? 'loading' : 'unsupported'));

  const styleUrl = useMapStyleUrl();

  useEffect(() => {
    // No container when WebGL is missing: the list below stands in for the map.
    const target = container.current;
    if (!target || styleUrl === undefined) return;
    let cancelled = false;
    void import('./map-engine')
      .then(({ createMapEngine }) => createMapEngine(target, styleUrl, (lng, lat) => pick(lng, lat)))
      .then(
        (created) => {
          if (cancelled) return created.destroy();
          engine.current = created;
          setState('ready');
        },
        () => !cancelled && setState('failed'),
      );
    return () => {
      cancelled = true;
      engine.current?.destroy();
      engine.current = null;
    };
  }, [styleUrl]);

  // Callers build their arrays on each render: redraw (and move the camera) only when what is drawn changes.
  const sceneKey = JSON.stringify([points, areas, zoom, center]);
  const scene = useMemo(() => ({ points, areas, camera: cameraFor(points, areas, zoom, center) }), [sceneKey]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (state === 'ready') engine.current?.show(scene);
  }, [state, scene]);

  const listed = points.length + areas.length > 0;
  const fallback = state === 'unsupported' || state === 'failed';
  return (
    <div role="group" aria-label={ariaLabel} className={`relative max-w-full ${className}`} style={{ width }}>
      {!fallback && (
        <div ref={container} className={`overflow-hidden rounded border border-slate-300 ${onPick ? 'cursor-crosshair' : ''}`} style={{ width, height }} />
      )}
      {state === 'loading' && (
        <div className="absolute inset-0 flex items-center justify-center bg-white/60">
          <Spinner label="Loading map" />
        </div>
      )}
      {fallback && (
        <p className="rounded border border-slate-300 bg-slate-50 p-3 text-sm text-slate-700">
          {state === 'unsupported' ? 'The map needs WebGL, which this browser does not offer.' : 'The map could not be loaded.'}
        </p>
      )}
      <ul aria-label="Drawn on the map" className={fallback ? 'mt-2 text-sm text-slate-800' : 'sr-only'}>
        {points.map((p) => (
          <li key={`point-${p.id}`}>
            {p.label} (latitude {coordinate(p.lat)}, longitude {coordinate(p.lng)})
          </li>
        ))}
        {areas.map((a) => (
          <li key={`area-${a.id}`}>Area: {a.label}</li>
        ))}
        {!listed && <li>Nothing placed yet</li>}
      </ul>
    </div>
  );
}
