import type { AppConfig } from '../config/app-config.js';

/** Fastify's `trustProxy` for TRUST_PROXY read as Express read it: a number trusts that many hops (Fastify 5 reads a bare number as none). */
export function trustedProxies({ trustProxy }: Pick<AppConfig, 'trustProxy'>): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}
