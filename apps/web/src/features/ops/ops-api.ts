import { api } from '@/api/http';

export interface CacheEntry {
  url: string;
  cachedAt: string;
  expiresAt: string;
}

export interface ServiceState {
  name: string;
  /** Null while the service has not reported a version (e.g. a worker that is down). */
  version: string | null;
  status: string;
  docsUrl: string;
}

/** GET /api/config: what the web needs to know of the server's configuration. */
export interface PublicConfig {
  /** The public customer site; null when not configured. */
  publicSiteUrl: string | null;
}

export const opsKeys = {
  caches: ['caches'] as const,
  operations: ['operations'] as const,
  config: ['config'] as const,
};

export const opsApi = {
  caches: () => api<CacheEntry[]>('/caches'),
  uncache: (url: string) => api<CacheEntry[]>('/caches', { method: 'DELETE', query: { url } }),
  uncacheAll: () => api<CacheEntry[]>('/caches', { method: 'DELETE' }),
  operations: () => api<ServiceState[]>('/operations'),
  config: () => api<PublicConfig>('/config'),
};
