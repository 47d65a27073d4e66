import { bookingTrackingUrl, productPageUrl } from './booking-tracking.js';

describe('bookingTrackingUrl', () => {
  it("is the public site's /track/<reference> page", () => {
    expect(bookingTrackingUrl('https://www.farebox.example', 'FB12AB34CD')).toBe('https://www.farebox.example/track/FB12AB34CD');
    expect(bookingTrackingUrl('https://www.farebox.example/en/', 'FB 1/2')).toBe('https://www.farebox.example/en/track/FB%201%2F2');
  });

  it('is null without a public site, so nothing links nowhere', () => {
    expect(bookingTrackingUrl(null, 'FB12AB34CD')).toBeNull();
    expect(bookingTrackingUrl('', 'FB12AB34CD')).toBeNull();
  });
});

describe('productPageUrl', () => {
  it("is the public site's /<line slug> page", () => {
    expect(productPageUrl('https://www.farebox.example/en/', 'phuket-koh-phi-phi-ferry')).toBe('https://www.farebox.example/en/phuket-koh-phi-phi-ferry');
    expect(productPageUrl('https://www.farebox.example', 'a/b')).toBe('https://www.farebox.example/a%2Fb');
  });

  it('is null without a public site', () => {
    expect(productPageUrl(undefined, 'phuket-koh-phi-phi-ferry')).toBeNull();
  });
});
