import { api } from '../../api/http';

export interface CacheEntry {
  url: string;
  cachedAt: string;
  expiresAt: string;
}

export interface ServiceState {
  name: string;
  /** Null while the service has not reported a version (e.g. a worker that is down). */
  version: string | null;
  status: 'up' | 'down' | string;
  docsUrl: string;
}

export const opsKeys = {
  caches: ['caches'] as const,
  operations: ['operations'] as const,
};

export const opsApi = {
  caches: () => api<CacheEntry[]>('/caches'),
  uncache: (url: string) => api<CacheEntry[]>('/caches', { method: 'DELETE', query: { url } }),
  uncacheAll: () => api<CacheEntry[]>('/caches', { method: 'DELETE' }),
  operations: () => api<ServiceState[]>('/operations'),
};
