import { loadAppConfig } from './app-config.js';

describe('PUBLIC_SITE_URL', () => {
  it('is unset by default, and kept without its trailing slashes', () => {
    expect(loadAppConfig({}).publicSiteUrl).toBeNull();
    expect(loadAppConfig({ PUBLIC_SITE_URL: '' }).publicSiteUrl).toBeNull();
    expect(loadAppConfig({ PUBLIC_SITE_URL: 'https://www.farebox.example/en//' }).publicSiteUrl).toBe('https://www.farebox.example/en');
  });

  it('refuses anything but an absolute http(s) URL at start-up', () => {
    expect(() => loadAppConfig({ PUBLIC_SITE_URL: 'www.farebox.example' })).toThrow('PUBLIC_SITE_URL must be an absolute URL, got "www.farebox.example"');
    expect(() => loadAppConfig({ PUBLIC_SITE_URL: 'javascript:alert(1)' })).toThrow('PUBLIC_SITE_URL must be an http(s) URL');
  });
});

describe('rate limits', () => {
  it('read <requests>/<seconds>, with back-office defaults', () => {
    expect(loadAppConfig({}).rateLimits.loginPerAccount).toEqual({ points: 10, durationSeconds: 900 });
    expect(loadAppConfig({ RATE_LIMIT_LOGIN_PER_IP: '5/60' }).rateLimits.loginPerIp).toEqual({ points: 5, durationSeconds: 60 });
  });

  it('refuse anything else at start-up', () => {
    for (const value of ['5', '0/60', '5/0', 'five/60']) {
      expect(() => loadAppConfig({ RATE_LIMIT_CAPTCHA_PER_IP: value })).toThrow(
        `RATE_LIMIT_CAPTCHA_PER_IP must be <requests>/<seconds>, e.g. 10/900, got "${value}"`,
      );
    }
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, else hops or Express names and subnets', () => {
    expect(loadAppConfig({}).trustProxy).toBe(false);
    expect(loadAppConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadAppConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });
});

describe('GEOCODER_URL', () => {
  it('is unset by default; one request a second to the public Nominatim, none between others unless set', () => {
    expect(loadAppConfig({}).geocoderUrl).toBeNull();
    expect(loadAppConfig({ GEOCODER_URL: 'https://nominatim.openstreetmap.org/' }).geocoderMinIntervalMs).toBe(1000);
    expect(loadAppConfig({ GEOCODER_URL: 'http://127.0.0.1:4030' }).geocoderMinIntervalMs).toBe(0);
    expect(loadAppConfig({ GEOCODER_URL: 'http://127.0.0.1:4030', GEOCODER_MIN_INTERVAL_MS: '250' }).geocoderMinIntervalMs).toBe(250);
  });
});

describe('TRANSPORTS_ENABLED', () => {
  it('is on unless switched off, and refuses a value that is not a boolean', () => {
    expect(loadAppConfig({}).transportsEnabled).toBe(true);
    expect(loadAppConfig({ TRANSPORTS_ENABLED: '' }).transportsEnabled).toBe(true);
    expect(loadAppConfig({ TRANSPORTS_ENABLED: 'false' }).transportsEnabled).toBe(false);
    expect(loadAppConfig({ TRANSPORTS_ENABLED: 'OFF' }).transportsEnabled).toBe(false);
    expect(loadAppConfig({ TRANSPORTS_ENABLED: 'true' }).transportsEnabled).toBe(true);
    expect(() => loadAppConfig({ TRANSPORTS_ENABLED: 'maybe' })).toThrow('TRANSPORTS_ENABLED must be true or false, got "maybe"');
  });
});
