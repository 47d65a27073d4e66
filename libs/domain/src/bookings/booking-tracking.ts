/** The public site's tracking page of a booking (the edit screen's Track); null when the public site is not configured. */
export function bookingTrackingUrl(publicSiteUrl: string | null | undefined, reference: string): string | null {
  if (!publicSiteUrl) return null;
  return `${publicSiteUrl.replace(/\/+$/, '')}/track/${encodeURIComponent(reference)}`;
}
