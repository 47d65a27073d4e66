import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { isAreaPolygon } from '@farebox/domain';
import { APP_CONFIG, REDIS, type AppConfig } from '@farebox/platform';
import type { GeocodeKind, GeocodeResultDto } from './dto/geocode.dto.js';
import { geocoderNotConfigured, geocoderUnavailable } from './geocoder.errors.js';
import { Geocoder } from './geocoder.port.js';

/** One place of Nominatim's `format=jsonv2` answer (the fields read here). */
interface NominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
  geojson?: unknown;
}

const RESULTS = 5;
const TIMEOUT_MS = 10_000;
/** Outlines simplified by the server to about 50 m, so an area stays within the corners a station may store. */
const POLYGON_THRESHOLD = 0.0005;

function toResult(place: NominatimPlace, kind: GeocodeKind): GeocodeResultDto | null {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (typeof place.display_name !== 'string' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const polygon = kind === 'area' && isAreaPolygon(place.geojson) ? place.geojson : null;
  if (kind === 'area' && !polygon) return null;
  return { label: place.display_name, lat, lng, polygon };
}

/**
 * The geocoder's HTTP API (`GET /search?q=&format=jsonv2`). Answers are cached in Redis for GEOCODER_CACHE_TTL_SECONDS;
 * requests are spaced by GEOCODER_MIN_INTERVAL_MS (one a second for the public Nominatim, as its usage policy asks)
 * across every API process, through a Redis slot.
 */
@Injectable()
export class NominatimGeocoder extends Geocoder {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    super();
  }

  async search(query: string, kind: GeocodeKind): Promise<GeocodeResultDto[]> {
    const baseUrl = this.config.geocoderUrl;
    if (!baseUrl) throw geocoderNotConfigured();
    const key = `geocode:${kind}:${createHash('sha256').update(`${baseUrl}|${query.toLowerCase()}`).digest('hex')}`;
    const cached = await this.redis.get(key);
    if (cached) return JSON.parse(cached) as GeocodeResultDto[];
    await this.waitForSlot();
    let results: GeocodeResultDto[];
    try {
      results = await this.request(baseUrl, query, kind);
    } finally {
      await this.holdSlotFromNow();
    }
    await this.redis.set(key, JSON.stringify(results), 'EX', this.config.geocoderCacheTtlSeconds);
    return results;
  }

  /** Takes the one request slot of the interval, waiting while another request holds it. */
  private async waitForSlot(): Promise<void> {
    const interval = this.config.geocoderMinIntervalMs;
    if (interval <= 0) return;
    while ((await this.redis.set('geocode:slot', '1', 'PX', interval, 'NX')) !== 'OK') {
      const left = await this.redis.pttl('geocode:slot');
      await new Promise((resolve) => setTimeout(resolve, Math.max(left, 10)));
    }
  }

  /**
   * Starts the slot's interval again once the answer is in: counted from the request's start alone, a request slow to
   * leave (a new connection) reached the geocoder less than an interval before the next one.
   */
  private async holdSlotFromNow(): Promise<void> {
    const interval = this.config.geocoderMinIntervalMs;
    if (interval > 0) await this.redis.set('geocode:slot', '1', 'PX', interval);
  }

  private async request(baseUrl: string, query: string, kind: GeocodeKind): Promise<GeocodeResultDto[]> {
    const url = new URL('search', `${baseUrl}/`);
    url.search = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      limit: String(RESULTS),
      ...(kind === 'area' ? { polygon_geojson: '1', polygon_threshold: String(POLYGON_THRESHOLD) } : {}),
    }).toString();
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'accept-language': 'en', 'user-agent': `farebox-backoffice/${this.config.appVersion} (${this.config.appUrl})` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      body = await response.json();
    } catch (err) {
      throw geocoderUnavailable((err as Error).message);
    }
    if (!response.ok || !Array.isArray(body)) throw geocoderUnavailable(`HTTP ${response.status}`);
    return (body as NominatimPlace[]).map((place) => toResult(place, kind)).filter((r): r is GeocodeResultDto => r !== null);
  }
}
