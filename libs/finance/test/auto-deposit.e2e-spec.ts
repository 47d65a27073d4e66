import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue, QueueEvents } from 'bullmq';
import type { Company } from '@farebox/companies';
import { Role } from '@farebox/domain';
import { AutoDepositService, type AutoDepositOutcome } from '@farebox/finance';
import { FinanceJob, JobSchedulerId, QueueName } from '@farebox/platform';
import { createSupplier, createUser, startTestApp, type TestApp } from '@farebox/testing';
import { WorkerModule } from '../../../apps/worker/src/worker.module.js';
import { day, financeApi, financeCallers, insertRates, postedBooking, supplierLine, type FinanceApi, type FinanceCallers } from './ledger-fixtures.js';

/** BullMQ connection options for the test app's Redis and key prefix. */
const bullOptions = () => {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  return { connection: { host: url.hostname, port: Number(url.port || 6379) }, prefix: `${process.env.REDIS_PREFIX}:bull` };
};

describe('automatic deposit requests (the daily finance job)', () => {
  let t: TestApp;
  let api: FinanceApi;
  let as: FinanceCallers;
  let service: AutoDepositService;

  const requestsOf = (company: Pick<Company, 'id'>): Promise<{ state: string; amount: string; is_auto: boolean; due_date: string | null }[]> =>
    t.dataSource.query(`SELECT state, amount::text, is_auto, due_date FROM topup_deposit_request WHERE company_id = $1 ORDER BY created_at`, [company.id]);
  const notificationsOf = (userId: string): Promise<{ title: string; text: string; link: string }[]> =>
    t.dataSource.query(`SELECT title, text, link FROM notification WHERE user_id = $1`, [userId]);

  /** A top-up supplier with automatic requests on (14 days, 44 days), `deposit` deposited and 1400.00 of cost 3 days ago (100.00 a day). */
  const runningLow = async (deposit: string, overrides: Partial<Company> = {}) => {
    const company = await createSupplier(t, { doAutoTopupRequests: true, topupAutoDepositFromDaysLeft: 14, numOfDaysToExtendTopup: 44, ...overrides });
    await api.post(`/api/v2/supplier/${company.id}/topup`, { type: 'deposit', amount: deposit, currency: 'THB' }, as.admin).expect(200);
    await postedBooking(t, await supplierLine(t, company), '1400.00', day(-3));
    return company;
  };

  beforeAll(async () => {
    t = await startTestApp();
    api = financeApi(t);
    await insertRates(t);
    as = await financeCallers(t, await createSupplier(t));
    service = t.app.get(AutoDepositService);
  });
  afterAll(() => t.close());

  it('raises one request per need, due immediately, for the days to extend, and notifies the business owner once', async () => {
    const owner = await createUser(t, { role: Role.Admin, isFullAdmin: true });
    const low = await runningLow('2000', { businessOwner: owner.email.toUpperCase() });
    const plenty = await runningLow('100000');
    const off = await runningLow('2000', { doAutoTopupRequests: false });
    const asked = await runningLow('2000');
    await api
      .post(`/api/v2/supplier/${asked.id}/topup`, { type: 'deposit_request', amount: '5000', currency: 'THB', dueDate: 'immediate' }, as.admin)
      .expect(200);

    const first = await service.run(day(0));
    expect(first.raised).toEqual([expect.objectContaining({ companyId: low.id, amount: '4400.00', currency: 'THB', daysLeft: 6, notified: 1 })]);
    expect(await requestsOf(low)).toEqual([{ state: 'open', amount: '4400.00', is_auto: true, due_date: null }]);
    expect(await requestsOf(plenty)).toEqual([]);
    expect(await requestsOf(off)).toEqual([]);
    expect(await requestsOf(asked)).toHaveLength(1);
    expect(await notificationsOf(owner.id)).toEqual([
      {
        title: 'Top-up deposit requested',
        text: `${low.name} has 6 days of top-up balance left: a deposit request of 4400.00 THB, due immediately, was raised.`,
        link: `/payments-report?tab=supplier&supplierId=${low.id}`,
      },
    ]);

    // A second run (the same day or the next) finds the request open: nothing is raised or sent again.
    expect((await service.run(day(0))).raised).toEqual([]);
    expect((await service.run(day(1))).raised).toEqual([]);
    expect(await requestsOf(low)).toHaveLength(1);
    expect(await notificationsOf(owner.id)).toHaveLength(1);

    // The ledger shows it; a full admin may cancel it, and it still stands for the shortfall: later runs raise nothing.
    const ledger = (await api.get(`/api/v2/supplier/${low.id}/topup-ledger?operation=deposit_request`, as.admin).expect(200)).body.data;
    expect(ledger).toEqual([
      expect.objectContaining({
        type: 'deposit_request',
        amount: '4400.00',
        modifiedBy: 'Automatic',
        depositRequest: expect.objectContaining({ dueDate: null }),
      }),
    ]);
    await api.post(`/api/v2/supplier/${low.id}/topup/deposit-requests/${ledger[0].id}/cancel`, {}, as.admin).expect(200);
    expect((await Promise.all([service.run(day(0)), service.run(day(1))])).flatMap((r) => r.raised)).toEqual([]);
    expect((await requestsOf(low)).map((r) => r.state)).toEqual(['cancelled']);
    expect(await notificationsOf(owner.id)).toHaveLength(1);
  });

  it('raises again after a cancel only once money came in, and after a deposited request for the next shortfall', async () => {
    const topup = (company: Company, body: object) => api.post(`/api/v2/supplier/${company.id}/topup`, { currency: 'THB', ...body }, as.admin).expect(200);
    const cancelOpen = async (company: Company) => {
      const [open] = await t.dataSource.query(`SELECT id FROM topup_deposit_request WHERE company_id = $1 AND state = 'open'`, [company.id]);
      await api.post(`/api/v2/supplier/${company.id}/topup/deposit-requests/${open.id}/cancel`, {}, as.admin).expect(200);
    };
    const raisedFor = async (company: Company) => (await service.run(day(0))).raised.filter((r) => r.companyId === company.id).map((r) => r.amount);

    const low = await runningLow('2000');
    expect(await raisedFor(low)).toEqual(['4400.00']);
    await cancelOpen(low);
    // A fee or a cost correction is no money in: still the same shortfall.
    await topup(low, { type: 'adjustment', amount: '-50', note: 'Bank fee' });
    await topup(low, { type: 'adjustment', adjustmentType: 'cost', amount: '30', note: 'Cost correction' });
    expect(await raisedFor(low)).toEqual([]);
    // A cash adjustment above 0 (or a deposit) after the cancel: the shortfall was met; one still running low is a new one.
    await topup(low, { type: 'adjustment', amount: '20', note: 'Cash returned' });
    expect(await raisedFor(low)).toEqual(['4400.00']);
    expect((await requestsOf(low)).map((r) => r.state)).toEqual(['cancelled', 'open']);

    const answered = await runningLow('2000');
    expect(await raisedFor(answered)).toEqual(['4400.00']);
    const [request] = await t.dataSource.query(`SELECT id FROM topup_deposit_request WHERE company_id = $1`, [answered.id]);
    await topup(answered, { type: 'deposit', amount: '100', depositId: request.id });
    expect(await raisedFor(answered)).toEqual(['4400.00']);
    expect((await requestsOf(answered)).map((r) => r.state)).toEqual(['deposited', 'open']);
  });

  it('finds the business owner by display name as well as by e-mail', async () => {
    const owner = await createUser(t, { role: Role.Admin, isFullAdmin: true });
    const low = await runningLow('2000', { businessOwner: ` ${owner.displayName.toLowerCase()} ` });
    const outcome = await service.run(day(0));
    expect(outcome.raised).toEqual([expect.objectContaining({ companyId: low.id, notified: 1 })]);
    expect(await notificationsOf(owner.id)).toEqual([expect.objectContaining({ title: 'Top-up deposit requested' })]);
  });

  it('is the finance queue job, processed by the worker: a job enqueued on the real queue raises the requests', async () => {
    const low = await runningLow('1000');
    const worker: INestApplicationContext = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    const queue = new Queue(QueueName.Finance, bullOptions());
    const events = new QueueEvents(QueueName.Finance, bullOptions());
    try {
      await worker.init();
      await events.waitUntilReady();
      expect((await queue.getJobSchedulers()).map((s) => s.key)).toContain(JobSchedulerId.AutoDepositRequestsDaily);
      const job = await queue.add(FinanceJob.AutoDepositRequests, { today: day(0) });
      const outcome = (await job.waitUntilFinished(events, 30_000)) as AutoDepositOutcome;
      expect(outcome.raised).toEqual([expect.objectContaining({ companyId: low.id, amount: '4400.00' })]);
      expect(await requestsOf(low)).toEqual([expect.objectContaining({ state: 'open', is_auto: true })]);
      const unknown = await queue.add('no-such-job', {}, { attempts: 1 });
      await expect(unknown.waitUntilFinished(events, 30_000)).rejects.toThrow('No handler for finance job "no-such-job"');
    } finally {
      await events.close();
      await queue.close();
      await worker.close();
    }
  });
});
