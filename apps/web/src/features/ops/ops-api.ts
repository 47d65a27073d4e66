import { client, data, type Schemas } from '@/api/http';

export type CacheEntry = Schemas['CacheEntryDto'];
export type ServiceState = Schemas['ServiceStateDto'];

export const opsKeys = {
  caches: ['caches'] as const,
  operations: ['operations'] as const,
  config: ['config'] as const,
};

export const opsApi = {
  caches: () => data(client.GET('/api/caches')),
  uncache: (url: string) => data(client.DELETE('/api/caches', { params: { query: { url } } })),
  uncacheAll: () => data(client.DELETE('/api/caches')),
  operations: () => data(client.GET('/api/operations')),
  config: () => data(client.GET('/api/config')),
};
