import { describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadAppConfig } from '@farebox/platform';
import { HttpSerpProvider } from './http-serp-provider.js';
import { SerpTransientError } from './serp-provider.port.js';

const REQUEST = { query: 'bus hue', location: 'Vietnam', googleDomain: 'google.com.vn', hostingLanguage: 'vi' };

/** A provider answering every request with this status and body; answers the requests' URLs too. */
async function provider(status: number, body: object): Promise<{ url: string; seen: URL[]; server: Server }> {
  const seen: URL[] = [];
  const server = createServer((req, res) => {
    seen.push(new URL(req.url ?? '/', 'http://provider'));
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

const adapter = (url: string | undefined) => new HttpSerpProvider(loadAppConfig({ SERP_API_URL: url, SERP_API_KEY: 'k-1' }));

describe('HttpSerpProvider (the SerpApi protocol)', () => {
  it('sends the search as SerpApi parameters and reads the organic results', async () => {
    const p = await provider(200, {
      organic_results: [{ position: 1, title: 'Hue buses', link: 'https://a.example/x', snippet: 'Daily' }, { title: 'No position' }],
    });
    try {
      expect(await adapter(p.url).search(REQUEST)).toEqual([
        { position: 1, title: 'Hue buses', link: 'https://a.example/x', snippet: 'Daily' },
        { position: 2, title: 'No position', link: '', snippet: '' },
      ]);
      expect(p.seen[0].pathname).toBe('/search.json');
      expect(Object.fromEntries(p.seen[0].searchParams)).toEqual({
        engine: 'google',
        q: 'bus hue',
        location: 'Vietnam',
        google_domain: 'google.com.vn',
        hl: 'vi',
        api_key: 'k-1',
      });
    } finally {
      p.server.close();
    }
  });

  it("takes Google's 'no results' as an empty page, other refusals as final, 429 and 5xx as transient", async () => {
    const cases: [number, object, (err: unknown) => void][] = [
      [429, { error: 'Rate limited.' }, (err) => expect(err).toBeInstanceOf(SerpTransientError)],
      [401, { error: 'Invalid API key.' }, (err) => expect(err).toEqual(new Error('The SERP provider answered 401: Invalid API key.'))],
      [200, { error: 'Unsupported location.' }, (err) => expect(err).not.toBeInstanceOf(SerpTransientError)],
    ];
    const empty = await provider(200, { error: "Google hasn't returned any results for this query." });
    try {
      expect(await adapter(empty.url).search(REQUEST)).toEqual([]);
    } finally {
      empty.server.close();
    }
    for (const [status, body, check] of cases) {
      const p = await provider(status, body);
      try {
        check(
          await adapter(p.url)
            .search(REQUEST)
            .then(
              () => 'no error',
              (err: unknown) => err,
            ),
        );
      } finally {
        p.server.close();
      }
    }
  });

  it('is not configured without SERP_API_URL, and an unreachable provider is transient', async () => {
    expect(adapter(undefined).configured).toBe(false);
    await expect(adapter('http://127.0.0.1:9').search(REQUEST)).rejects.toBeInstanceOf(SerpTransientError);
  });
});
