import { writeFileSync } from 'node:fs';
import { startTestApp, type TestApp } from '@farebox/testing';

describe('dump', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(() => t.close());
  it('dumps', async () => {
    const doc = (await t.http.get('/api/docs-json')).body;
    writeFileSync(process.env.DEDUP_DUMP!, JSON.stringify(doc, null, 2));
  });
});
