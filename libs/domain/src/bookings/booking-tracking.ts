const siteBase = (publicSiteUrl: string) => publicSiteUrl.replace(/\/+$/, '');

/** The public site's tracking page of a booking (the edit screen's Track); null when the public site is not configured. */
export function bookingTrackingUrl(publicSiteUrl: string | null | undefined, reference: string): string | null {
  if (!publicSiteUrl) return null;
  return `${siteBase(publicSiteUrl)}/track/${encodeURIComponent(reference)}`;
}

/** The public site's page of a product (line), `<site>/<line slug>`; null when the public site is not configured. */
export function productPageUrl(publicSiteUrl: string | null | undefined, lineSlug: string): string | null {
  if (!publicSiteUrl) return null;
  return `${siteBase(publicSiteUrl)}/${encodeURIComponent(lineSlug)}`;
}
