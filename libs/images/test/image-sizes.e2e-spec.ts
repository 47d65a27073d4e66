import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue, QueueEvents } from 'bullmq';
import sharp from 'sharp';
import { Role } from '@farebox/domain';
import { ImageProcessingService } from '@farebox/images';
import { ImagesJob, QueueName } from '@farebox/platform';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { WorkerModule } from '../../../apps/worker/src/worker.module.js';
import { pdfOf, pngOf, upload } from './image-fixtures.js';

const bullOptions = () => {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  return { connection: { host: url.hostname, port: Number(url.port || 6379) }, prefix: `${process.env.REDIS_PREFIX}:bull` };
};

describe('thumbnails and web sizes: the images job in the worker (real Redis), idempotent, a PDF first page', () => {
  let t: TestApp;
  let admin: string;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    t = await startTestApp();
    admin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin }))}`;
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  /** The image as the API shows it once the worker has made its sizes (the outbox relay polls every 500 ms). */
  const whenMade = async (id: string) => {
    for (let n = 0; n < 60; n += 1) {
      const { body } = await t.http.get(`/api/files/${id}`).set('Authorization', admin).expect(200);
      if (body.processing !== 'pending') return body;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`image ${id} was not processed`);
  };

  it('makes a 300-wide thumbnail and a web size of at most 1600 of an uploaded picture, relayed through the outbox', async () => {
    const { body } = await upload(t, admin, await pngOf(2400, 1200), 'wide.png').expect(201);
    const made = await whenMade(body.id);
    expect(made).toMatchObject({ processing: 'ready', width: 2400, height: 1200, thumbnailUrl: `/api/files/${body.id}/${made.url.split('/')[4]}/thumbnail` });
    expect(made.viewUrl).toMatch(/\/web$/);
    const thumbnail = await t.http.get(made.thumbnailUrl).expect(200).expect('Content-Type', 'image/webp');
    expect(await sharp(thumbnail.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 300, height: 150 });
    const web = await t.http.get(made.viewUrl).expect(200);
    expect(await sharp(web.body as Buffer).metadata()).toMatchObject({ width: 1600, height: 800 });
    const pictures = await t.dataSource.query(`SELECT processing FROM image WHERE id = $1`, [body.id]);
    expect(pictures).toEqual([{ processing: 'ready' }]);
  });

  it('renders the first page of a PDF template as its thumbnail (no web size)', async () => {
    const { body } = await upload(t, admin, await pdfOf('Boarding pass'), 'pass.pdf').expect(201);
    const made = await whenMade(body.id);
    expect(made).toMatchObject({ type: 'template', processing: 'ready', width: 595, height: 842 });
    expect(made.viewUrl).toBe(made.url);
    const thumbnail = await t.http.get(made.thumbnailUrl).expect(200);
    const meta = await sharp(thumbnail.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300 });
    // A white A4 page with black text: not blank.
    const stats = await sharp(thumbnail.body as Buffer).stats();
    expect(stats.channels[0].min).toBeLessThan(100);
  });

  it('is idempotent: running the job again leaves the made image alone; a deleted image is skipped', async () => {
    const { body } = await upload(t, admin, await pngOf(400, 300), 'again.png').expect(201);
    const made = await whenMade(body.id);
    const service = worker.get(ImageProcessingService);
    expect(await service.makeSizes({ imageId: body.id }, { lastAttempt: true })).toBe('already-made');
    await t.dataSource.query(`UPDATE image SET processing = 'pending' WHERE id = $1`, [body.id]);
    expect(await service.makeSizes({ imageId: body.id }, { lastAttempt: true })).toBe('made');
    expect((await t.http.get(`/api/files/${body.id}`).set('Authorization', admin).expect(200)).body.thumbnailUrl).toBe(made.thumbnailUrl);
    expect(await service.makeSizes({ imageId: '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11' }, { lastAttempt: true })).toBe('image-gone');
  });

  it('keeps a failure on the last attempt, and an unknown job name fails', async () => {
    const { body } = await upload(t, admin, await pngOf(40, 30), 'broken.png').expect(201);
    await whenMade(body.id);
    const [{ storage_key: key }] = await t.dataSource.query(`SELECT storage_key FROM image WHERE id = $1`, [body.id]);
    await t.dataSource.query(`UPDATE image SET processing = 'pending', storage_key = $2 WHERE id = $1`, [body.id, `${key}.missing`]);
    const service = worker.get(ImageProcessingService);
    await expect(service.makeSizes({ imageId: body.id }, { lastAttempt: true })).rejects.toThrow('is missing from storage');
    expect((await t.http.get(`/api/files/${body.id}`).set('Authorization', admin).expect(200)).body.processing).toBe('failed');
    const queue = new Queue(QueueName.Images, bullOptions());
    const events = new QueueEvents(QueueName.Images, bullOptions());
    try {
      await events.waitUntilReady();
      const unknown = await queue.add('no-such-job', {}, { attempts: 1 });
      await expect(unknown.waitUntilFinished(events, 30_000)).rejects.toThrow('No handler for images job "no-such-job"');
      expect(ImagesJob.MakeSizes).toBe('make-sizes');
    } finally {
      await events.close();
      await queue.close();
    }
  });
});
