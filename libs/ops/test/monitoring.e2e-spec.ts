import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { ErrorCode, Role } from '@farebox/domain';
import { MonitoringRunService } from '@farebox/ops';
import { APP_CONFIG, QueueName, type AppConfig } from '@farebox/platform';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { SLACK_SIMULATOR_TOKEN, startSlack } from '../../../apps/simulators/slack.mjs';

interface RunBody {
  status: string;
  rowCount: number | null;
  truncated: boolean;
  messagesPosted: number;
  error: string | null;
}

const ITEM = {
  queryName: 'Events by name',
  outputType: 'tables',
  outputFormat: 'text',
  slackChannel: '#ops',
  startTime: '08:30',
  frequency: 'daily',
  daysToCheck: 2,
};

/** /monitoring's items: validation, access, schedules, the read-only guarantees of a query and the Slack posts. */
describe('monitoring items', () => {
  let t: TestApp;
  let slack: Awaited<ReturnType<typeof startSlack>>;
  let admin: string;
  let readAdmin: string;
  let support: string;
  let queue: Queue;

  const post = (body: object, token = admin) => t.http.post('/api/monitoring/items').set('Authorization', `Bearer ${token}`).send(body);
  /** Run now with its Idempotency-Key: a new one per click unless a retry passes the same. */
  const runRequest = (id: string, key = randomUUID()) =>
    t.http.post(`/api/monitoring/items/${id}/runs`).set('Authorization', `Bearer ${admin}`).set('Idempotency-Key', key);
  const runNow = async (id: string, key?: string): Promise<RunBody & { id: string }> => (await runRequest(id, key).expect(201)).body;
  const itemRunning = async (queryString: string, extra: object = {}) => (await post({ ...ITEM, queryString, ...extra }).expect(201)).body.id as string;
  const slackMessages = async (channel: string) =>
    ((await (await fetch(`${slack.url}/_simulator/messages?channel=${encodeURIComponent(channel)}`)).json()) as { messages: { text: string }[] }).messages;

  beforeAll(async () => {
    slack = await startSlack();
    t = await startTestApp({ SLACK_API_URL: `${slack.url}/api`, SLACK_BOT_TOKEN: SLACK_SIMULATOR_TOKEN });
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }));
    support = await tokenFor(t, await createUser(t, { role: Role.Support }));
    queue = t.app.get<Queue>(getQueueToken(QueueName.Monitoring));
    await t.dataSource.query(
      `INSERT INTO user_event (name, occurred_at, visitor_id, session_id, received_at)
       VALUES ('search', now(), 'v1', 's1', now()), ('search', now(), 'v1', 's1', now()), ('checkout', now(), 'v2', 's2', now())`,
    );
  });
  afterAll(async () => {
    await t.close();
    await slack.close();
    delete process.env.SLACK_API_URL;
    delete process.env.SLACK_BOT_TOKEN;
  });

  it('refuses invalid fields with the form messages', async () => {
    const res = await post({
      queryName: 'a',
      queryString: '',
      outputType: '',
      outputFormat: 'xml',
      startTime: '25:00',
      frequency: 'daily',
      daysToCheck: -1,
    }).expect(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: 'queryName', message: 'Enter 2 to 50 characters.' },
        { field: 'queryString', message: 'This field is required.' },
        { field: 'outputType', message: 'This field is required.' },
        { field: 'outputFormat', message: 'Choose text table, CSV or JSON.' },
        { field: 'startTime', message: 'Enter a time as HH:MM (00:00 to 23:59).' },
        { field: 'daysToCheck', message: 'Enter a whole number of days, 0 or more.' },
      ]),
    );
    await post({ ...ITEM, queryName: 'x'.repeat(51), queryString: 'SELECT 1' }).expect(400);
  });

  it('lets full admins manage items, read-admin full admins read them, and refuses everyone else', async () => {
    await t.http.get('/api/monitoring/items').set('Authorization', `Bearer ${support}`).expect(403);
    await post({ ...ITEM, queryString: 'SELECT 1' }, readAdmin).expect(403);
    await post({ ...ITEM, queryString: 'SELECT 1' }, support).expect(403);
    const id = await itemRunning('SELECT 1 AS one');
    const list = await t.http.get('/api/monitoring/items').set('Authorization', `Bearer ${readAdmin}`).expect(200);
    expect(list.body.data.map((i: { id: string }) => i.id)).toContain(id);
  });

  it('answers 404 MonitoringDisabled to full admins while monitoring is switched off', async () => {
    const config = t.app.get<AppConfig>(APP_CONFIG);
    config.monitoringEnabled = false;
    try {
      expect((await t.http.get('/api/monitoring/items').set('Authorization', `Bearer ${admin}`).expect(404)).body.code).toBe('MonitoringDisabled');
      await post({ ...ITEM, queryString: 'SELECT 1' }).expect(404);
      await t.http.get('/api/user-events').set('Authorization', `Bearer ${admin}`).expect(403);
    } finally {
      config.monitoringEnabled = true;
    }
  });

  it('keeps one job scheduler per item: created, moved on edit, removed on pause and delete; a stale edit gets 409', async () => {
    const id = await itemRunning('SELECT 1 AS one');
    expect((await queue.getJobScheduler(`monitoring-item:${id}`))?.pattern).toBe('30 8 * * *');
    const edited = await t.http
      .put(`/api/monitoring/items/${id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ ...ITEM, queryString: 'SELECT 2 AS two', frequency: 'hourly', version: 1 })
      .expect(200);
    expect(edited.body).toMatchObject({ queryString: 'SELECT 2 AS two', version: 2 });
    expect((await queue.getJobScheduler(`monitoring-item:${id}`))?.pattern).toBe('30 * * * *');
    await t.http
      .put(`/api/monitoring/items/${id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ ...ITEM, queryString: 'SELECT 3', version: 1 })
      .expect(409);
    const paused = await t.http
      .patch(`/api/monitoring/items/${id}/paused`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ paused: true, version: 2 })
      .expect(200);
    expect(paused.body.paused).toBe(true);
    expect(await queue.getJobScheduler(`monitoring-item:${id}`)).toBeUndefined();
    await t.http.patch(`/api/monitoring/items/${id}/paused`).set('Authorization', `Bearer ${admin}`).send({ paused: false, version: 3 }).expect(200);
    expect(await queue.getJobScheduler(`monitoring-item:${id}`)).toBeDefined();
    await t.http.delete(`/api/monitoring/items/${id}`).set('Authorization', `Bearer ${admin}`).expect(204);
    await t.http.delete(`/api/monitoring/items/${id}`).set('Authorization', `Bearer ${admin}`).expect(404);
    expect(await queue.getJobScheduler(`monitoring-item:${id}`)).toBeUndefined();
  });

  it('posts a run to Slack, waiting out a 429 Retry-After, and records it in the last runs', async () => {
    const id = await itemRunning(
      `SELECT name, count(*)::int AS events FROM monitoring.user_events WHERE occurred_at >= monitoring.since() GROUP BY name ORDER BY name`,
    );
    const first = await runNow(id);
    expect(first).toMatchObject({ status: 'succeeded', rowCount: 2, messagesPosted: 1, error: null });
    await fetch(`${slack.url}/_simulator/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rateLimitNext: 1, retryAfterSeconds: 1 }),
    });
    expect(await runNow(id)).toMatchObject({ status: 'succeeded', messagesPosted: 1 });
    const messages = await slackMessages('#ops');
    expect(messages).toHaveLength(2);
    expect(messages[0].text).toContain('*Events by name*: 2 rows');
    expect(messages[0].text).toMatch(/checkout\s+\| 1\n.*search\s+\| 2/);
    const item = await t.http.get('/api/monitoring/items').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(item.body.data.find((i: { id: string }) => i.id === id).lastRuns).toHaveLength(2);
  });

  it('runs once per Idempotency-Key: a double click makes one run and one Slack post', async () => {
    const id = await itemRunning('SELECT 1 AS one', { slackChannel: '#once' });
    const key = randomUUID();
    const [a, b] = await Promise.all([runNow(id, key), runNow(id, key)]);
    const retried = await runNow(id, key);
    expect(a).toMatchObject({ status: 'succeeded', messagesPosted: 1 });
    expect([b.id, retried.id]).toEqual([a.id, a.id]);
    expect(await slackMessages('#once')).toHaveLength(1);
    expect(await t.dataSource.query(`SELECT id FROM monitoring_run WHERE item_id = $1`, [id])).toEqual([{ id: a.id }]);

    const other = await itemRunning('SELECT 2 AS two', { slackChannel: '' });
    expect((await runRequest(other, key).expect(422)).body.code).toBe(ErrorCode.IdempotencyKeyReused);
    const keyless = await t.http.post(`/api/monitoring/items/${id}/runs`).set('Authorization', `Bearer ${admin}`).expect(400);
    expect(keyless.body.code).toBe(ErrorCode.IdempotencyKeyRequired);
    expect(await slackMessages('#once')).toHaveLength(1);
  });

  it('records one run per scheduled job, even when the job is delivered twice', async () => {
    const id = await itemRunning('SELECT 1 AS one', { slackChannel: '' });
    const runner = t.app.get(MonitoringRunService);
    const a = await runner.run(id, 'schedule', 'repeat:x:1');
    const b = await runner.run(id, 'schedule', 'repeat:x:1');
    expect(b?.id).toBe(a?.id);
    expect(a).toMatchObject({ status: 'succeeded', rowCount: 1, messagesPosted: 0 });
  });

  it('never writes, never reads beyond the monitoring views, stops slow queries and caps the rows: each a failed run with its reason', async () => {
    const failed = async (sql: string) => {
      const run = await runNow(await itemRunning(sql, { slackChannel: '' }));
      expect(run.status).toBe('failed');
      return run.error;
    };
    expect(await failed(`INSERT INTO user_event (name, occurred_at, visitor_id, session_id, received_at) VALUES ('x', now(), 'v', 's', now())`)).toMatch(
      /single SELECT/,
    );
    expect(await failed('WITH gone AS (DELETE FROM monitoring_run RETURNING id) SELECT count(*) FROM gone')).toMatch(/single SELECT|read-only|data-modifying/);
    expect(await failed(`SELECT set_config('role', 'postgres', false)`)).toMatch(/permission denied/);
    expect(await failed('SELECT 1; DROP TABLE user_event')).toMatch(/multiple commands/);
    expect(await failed('SELECT username, password_hash FROM app_user')).toMatch(/permission denied for table app_user/);
    expect(await failed('SELECT pg_sleep(30)')).toMatch(/longer than 5 s/);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM user_event`);
    expect(count).toBe(3);
    const capped = await runNow(await itemRunning('SELECT g FROM generate_series(1, 1500) g', { slackChannel: '' }));
    expect(capped).toMatchObject({ status: 'succeeded', rowCount: 1000, truncated: true });
  }, 30_000);
});
