import { jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import { Role } from '@farebox/domain';
import { QueueName } from '@farebox/platform';
import { createCity, createCountry, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { SIMULATED_TEXT_MARK, startAiWriter } from '../../../apps/simulators/index.mjs';
import { WorkerModule } from '../../../apps/worker/src/worker.module.js';
import { ArticlesProcessor } from '../src/articles/articles.processor.js';
import type { AiArticle } from '../src/index.js';
import { createArticle, paragraph } from './articles-fixtures.js';

jest.setTimeout(120_000);

interface Generation {
  id: string;
  state: string;
  progress: number;
  paragraphsDone: number;
  paragraphsTotal: number;
  error: string | null;
  paragraphs: { header: string; content: string; settings: { tool: string | null } }[] | null;
}

/** Reads every 100 ms until `done` holds; fails after `timeoutMs` with the last value read. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Generations end to end: the API queues a run through the outbox, the real worker (outbox relay and BullMQ on a
 * real Redis) has the AI writer simulator write each paragraph, reporting progress, and the editor accepts or
 * discards the result; a failing writer leaves the run failed with its error.
 */
describe('AI article generation through the worker and the AI writer simulator', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let writer: Awaited<ReturnType<typeof startAiWriter>>;
  let editor: string;
  let readAdmin: string;
  let hanoi: AiArticle;
  let vietnam: AiArticle;

  beforeAll(async () => {
    writer = await startAiWriter({ apiKey: 'sk-test' });
    t = await startTestApp({ AI_WRITER_URL: `${writer.url}/v1`, AI_WRITER_MODEL: 'sim-1', AI_WRITER_API_KEY: 'sk-test' });
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    editor = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ContentEditor, displayName: 'Eddie Editor' }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }))}`;
    const country = await createCountry(t, { code: 'VN', name: 'Vietnam' });
    const city = await createCity(t, { countryId: country.id, name: 'Hanoi' });
    hanoi = await createArticle(t, { cityId: city.id }, 'base-articles', [paragraph('Overview'), paragraph('Getting around'), paragraph('Food')]);
    vietnam = await createArticle(t, { countryId: country.id }, 'landing-pages', []);
  });

  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await writer?.close();
  });

  const settings = (body: object) =>
    fetch(`${writer.url}/_simulator/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const generate = (id: string, auth = editor) => t.http.post(`/api/v1/articles/${id}/generations`).set('Authorization', auth);
  const generation = async (id: string): Promise<Generation> =>
    (await t.http.get(`/api/v1/articles/${id}/generation`).set('Authorization', readAdmin).expect(200)).body;
  const article = async (id: string) => (await t.http.get(`/api/v1/articles/${id}`).set('Authorization', editor).expect(200)).body;
  const settled = (id: string) =>
    until(
      () => generation(id),
      (g) => !['queued', 'generating'].includes(g.state),
      'the generation to end',
    );

  it('queues a run, reports progress per paragraph, and proposes new text while the article keeps its own', async () => {
    await settings({ delayMs: 400 });
    const queued = await generate(hanoi.id).expect(202);
    expect(queued.body).toMatchObject({
      state: 'queued',
      progress: 0,
      paragraphsDone: 0,
      paragraphsTotal: 3,
      error: null,
      paragraphs: null,
      articleVersion: 1,
    });
    const [outbox] = await t.dataSource.query<{ id: string; queue: string; job_name: string; payload: object }[]>(
      `SELECT id, queue, job_name, payload FROM outbox_message`,
    );
    expect(outbox).toEqual({ id: expect.any(String), queue: 'ai-content', job_name: 'generate-article', payload: { generationId: queued.body.id } });

    // A second start while the first runs is refused by the machine.
    expect((await generate(hanoi.id).expect(409)).body).toMatchObject({
      code: 'TransitionRefused',
      message: 'A generation of this article is already running.',
    });

    const midway = await until(
      () => generation(hanoi.id),
      (g) => g.state === 'generating' && g.paragraphsDone >= 1,
      'the first paragraph',
    );
    expect(midway.paragraphsDone).toBeLessThan(3);
    expect(midway.progress).toBe(Math.floor((midway.paragraphsDone * 100) / 3));
    await settings({ delayMs: 0 });

    const ready = await settled(hanoi.id);
    expect(ready).toMatchObject({ state: 'ready', progress: 100, paragraphsDone: 3, error: null });
    expect(ready.paragraphs!.map((p) => p.header)).toEqual(['Overview', 'Getting around', 'Food']);
    for (const p of ready.paragraphs!) {
      expect(p.content).toContain(SIMULATED_TEXT_MARK);
      expect(p.settings).toEqual({ tool: 'ai-writer' });
    }
    // Deterministic: the same prompt gives the same text.
    expect(ready.paragraphs![0].content).toContain('of a travel article about Hanoi, Vietnam.');

    const before = await article(hanoi.id);
    expect(before).toMatchObject({ version: 1, paragraphs: [paragraph('Overview'), paragraph('Getting around'), paragraph('Food')], generationState: 'ready' });

    const queue = new Queue(QueueName.AiContent, { connection: { host: '127.0.0.1', port: 6379 }, prefix: `${process.env.REDIS_PREFIX}:bull` });
    try {
      const job = (await queue.getJob(outbox.id))!;
      expect(await job.getState()).toBe('completed');
      expect(job.progress).toBe(100);
      expect(job.returnvalue).toBe('ready');
    } finally {
      await queue.close();
    }
  });

  it('accepts the ready text from the version shown (a stale one is 409), then nothing more to accept', async () => {
    const stale = await t.http.post(`/api/v1/articles/${hanoi.id}/generation/accept`).set('Authorization', editor).send({ version: 7 }).expect(409);
    expect(stale.body.code).toBe('EditConflict');
    expect((await generation(hanoi.id)).state).toBe('ready');

    const accepted = await t.http.post(`/api/v1/articles/${hanoi.id}/generation/accept`).set('Authorization', editor).send({ version: 1 }).expect(200);
    expect(accepted.body).toMatchObject({ version: 2, generationState: 'accepted', generation: { state: 'accepted' } });
    expect(accepted.body.paragraphs[1].content).toContain(SIMULATED_TEXT_MARK);
    const again = await t.http.post(`/api/v1/articles/${hanoi.id}/generation/accept`).set('Authorization', editor).send({ version: 2 }).expect(409);
    expect(again.body).toMatchObject({ code: 'TransitionRefused', message: 'Only a generated text that is ready can be accepted or discarded.' });
  });

  it('discards a ready text: the article keeps its paragraphs', async () => {
    const before = await article(hanoi.id);
    await generate(hanoi.id).expect(202);
    expect((await settled(hanoi.id)).state).toBe('ready');
    const discarded = await t.http.post(`/api/v1/articles/${hanoi.id}/generation/discard`).set('Authorization', editor).expect(200);
    expect(discarded.body.state).toBe('discarded');
    expect(await article(hanoi.id)).toMatchObject({ version: before.version, paragraphs: before.paragraphs, generationState: 'discarded' });
  });

  it('writes an empty article from the default outline, with the landing-page flags', async () => {
    await generate(vietnam.id).expect(202);
    const ready = await settled(vietnam.id);
    expect(ready.paragraphs!.map((p) => p.header)).toEqual(['Overview', 'Travelling around', 'Best time to visit', 'Good to know']);
    expect(ready.paragraphs![3]).toMatchObject({ isDisplay: true, order: 3, paragraphType: 'text' });
  });

  it('generating again over a ready text nobody reviewed discards that text', async () => {
    const previous = await generation(vietnam.id);
    expect(previous.state).toBe('ready');
    const next = await generate(vietnam.id).expect(202);
    const [old] = await t.dataSource.query<{ state: string }[]>(`SELECT state FROM ai_article_generation WHERE id = $1`, [previous.id]);
    expect(old.state).toBe('discarded');
    expect((await settled(vietnam.id)).id).toBe(next.body.id);
    expect((await article(vietnam.id)).paragraphs).toEqual([]);
  });

  it('sanitises what the AI writer answers: a <script> or onerror= never reaches the proposal', async () => {
    await settings({ appendHtml: '<script>alert(1)</script><img src="x" onerror="alert(1)"><p onclick="x()">tail</p>' });
    try {
      await generate(hanoi.id).expect(202);
      const ready = await settled(hanoi.id);
      expect(ready.state).toBe('ready');
      expect(JSON.stringify(ready.paragraphs)).not.toMatch(/script|onerror|onclick/);
      expect(ready.paragraphs![0].content).toMatch(/<img src="x" \/><p>tail<\/p>$/);
    } finally {
      await settings({ appendHtml: '' });
    }
  });

  it('keeps a failure with its error, keeps the article, and allows generating again', async () => {
    const before = await article(hanoi.id);
    await settings({ failures: { enabled: true, message: 'The model is overloaded.' } });
    await generate(hanoi.id).expect(202);
    const failed = await settled(hanoi.id);
    expect(failed).toMatchObject({ state: 'failed', error: 'The AI writer answered 500: The model is overloaded.', paragraphs: null, paragraphsDone: 0 });
    expect(await article(hanoi.id)).toMatchObject({ version: before.version, paragraphs: before.paragraphs, generationState: 'failed' });
    await t.http.post(`/api/v1/articles/${hanoi.id}/generation/discard`).set('Authorization', editor).expect(409);

    await settings({ failures: { enabled: false } });
    await generate(hanoi.id).expect(202);
    expect((await settled(hanoi.id)).state).toBe('ready');
  });

  it('runs a job delivered twice only once: the machine refuses to start a run again', async () => {
    const { id } = await generation(hanoi.id);
    const job = { name: 'generate-article', data: { generationId: id }, updateProgress: async () => {} };
    expect(await worker.get(ArticlesProcessor).process(job as never)).toBe('skipped');
    expect((await generation(hanoi.id)).state).toBe('ready');
  });

  it('lets the content editor generate; read-admin may not', async () => {
    expect((await t.http.get('/api/v1/ai-writer').set('Authorization', readAdmin).expect(200)).body).toEqual({ configured: true });
    await generate(vietnam.id, readAdmin).expect(403);
  });
});
