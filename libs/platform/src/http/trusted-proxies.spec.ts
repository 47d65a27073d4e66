import { trustedProxies } from './trusted-proxies.js';

describe('trustedProxies', () => {
  it('trusts as many hops as a number says, from the nearest one', () => {
    const trust = trustedProxies({ trustProxy: 1 });
    if (typeof trust !== 'function') throw new Error('a number of hops must become a function');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.7', 1)).toBe(false);
  });

  it('hands names, subnets and booleans to Fastify as they are', () => {
    expect(trustedProxies({ trustProxy: 'loopback, 10.0.0.0/8' })).toBe('loopback, 10.0.0.0/8');
    expect(trustedProxies({ trustProxy: false })).toBe(false);
    expect(trustedProxies({ trustProxy: true })).toBe(true);
  });
});
