import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@farebox/platform';
import { SerpProvider, SerpTransientError, type SerpRequest, type SerpResult } from './serp-provider.port.js';

const TIMEOUT_MS = 30_000;
/** SerpApi answers 200 with this error when Google simply found nothing: an empty result, not a failure. */
const NO_RESULTS = /hasn't returned any results/i;

interface SearchAnswer {
  organic_results?: { position?: unknown; title?: unknown; link?: unknown; snippet?: unknown }[];
  error?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isTransientStatus = (status: number) => status === 429 || status >= 500;

/** GET {SERP_API_URL}/search.json?engine=google&q&location&google_domain&hl&api_key (the SerpApi protocol). */
@Injectable()
export class HttpSerpProvider extends SerpProvider {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  get configured(): boolean {
    return this.config.serpApiUrl !== null;
  }

  async search(request: SerpRequest): Promise<SerpResult[]> {
    if (!this.config.serpApiUrl) throw new Error('SERP_API_URL is not set.');
    const url = new URL(`${this.config.serpApiUrl}/search.json`);
    url.search = new URLSearchParams({
      engine: 'google',
      q: request.query,
      location: request.location,
      google_domain: request.googleDomain,
      hl: request.hostingLanguage,
      ...(this.config.serpApiKey ? { api_key: this.config.serpApiKey } : {}),
    }).toString();
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new SerpTransientError(`The SERP provider could not be reached: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
    const answer = (await response.json().catch(() => ({}))) as SearchAnswer;
    const reason = text(answer.error) || response.statusText;
    if (!response.ok) {
      const message = `The SERP provider answered ${response.status}: ${reason}`;
      throw isTransientStatus(response.status) ? new SerpTransientError(message) : new Error(message);
    }
    if (answer.error !== undefined) {
      if (NO_RESULTS.test(reason)) return [];
      throw new Error(`The SERP provider refused "${request.query}" in ${request.location}: ${reason}`);
    }
    return (answer.organic_results ?? []).map((r, i) => ({
      position: typeof r.position === 'number' ? r.position : i + 1,
      title: text(r.title),
      link: text(r.link),
      snippet: text(r.snippet),
    }));
  }
}
