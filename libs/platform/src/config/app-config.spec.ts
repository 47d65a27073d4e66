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
