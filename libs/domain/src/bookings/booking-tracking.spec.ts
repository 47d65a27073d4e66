import { bookingTrackingUrl } from './booking-tracking.js';

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
