/** One search-results request: a query seen from a location, on a Google domain, in an interface language. */
export interface SerpRequest {
  query: string;
  location: string;
  googleDomain: string;
  hostingLanguage: string;
}

/** One organic result, in the provider's order. */
export interface SerpResult {
  position: number;
  title: string;
  link: string;
  snippet: string;
}

/** A failure worth retrying (the provider unreachable, overloaded or rate-limiting); any other error is final. */
export class SerpTransientError extends Error {}

/**
 * The SERP port. The real adapter speaks the SerpApi protocol (GET /search.json, apps/simulators/serp.mjs speaks the
 * same on loopback).
 */
export abstract class SerpProvider {
  /** False when SERP_API_URL is not set: a search fails at once with ProspectMessage.ProviderNotConfigured. */
  abstract readonly configured: boolean;
  abstract search(request: SerpRequest): Promise<SerpResult[]>;
}
