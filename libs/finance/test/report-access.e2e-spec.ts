import { Role } from '@farebox/domain';
import { createAgent, createUser, newIdempotencyKey, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { createFinanceSupplier } from './finance-fixtures.js';

type Caller = 'fullAdmin' | 'fullSupport' | 'fullReadAdmin' | 'support' | 'admin' | 'readAdmin' | 'agent' | 'editor';

const FULL_STAFF: Caller[] = ['fullAdmin', 'fullSupport', 'fullReadAdmin'];
const STAFF: Caller[] = [...FULL_STAFF, 'support', 'admin', 'readAdmin'];
const ALL: Caller[] = [...STAFF, 'agent', 'editor'];

/**
 * Who may call each payments-report route: the full-admin tabs (overview, accrued, gaps) for full-admin staff (read-admin
 * reads them), the Reports tab for all staff and agents, the payments upload for full admins who may write.
 */
describe('payments report: access', () => {
  let t: TestApp;
  const tokens = {} as Record<Caller, string>;
  let supplierId: string;

  beforeAll(async () => {
    t = await startTestApp();
    const supplier = await createFinanceSupplier(t, { paymentType: 'invoice' });
    supplierId = supplier.id;
    const users: Record<Caller, Parameters<typeof createUser>[1]> = {
      fullAdmin: { role: Role.Admin, isFullAdmin: true },
      fullSupport: { role: Role.Support, isFullAdmin: true },
      fullReadAdmin: { role: Role.ReadAdmin, isFullAdmin: true },
      support: { role: Role.Support },
      admin: { role: Role.Admin },
      readAdmin: { role: Role.ReadAdmin },
      agent: {},
      editor: { role: Role.ContentEditor },
    };
    for (const [name, fields] of Object.entries(users) as [Caller, Parameters<typeof createUser>[1]][]) {
      tokens[name] = await tokenFor(t, name === 'agent' ? await createAgent(t, supplier) : await createUser(t, fields));
    }
  });
  afterAll(() => t.close());

  const range = 'from=2021-01-01&to=2021-01-31';
  const reads: [string, Caller[]][] = [
    ['/api/payments-report/overview/boxes', FULL_STAFF],
    ['/api/payments-report/overview/topup', FULL_STAFF],
    ['/api/payments-report/overview/topup.csv', FULL_STAFF],
    ['/api/payments-report/overview/invoice', FULL_STAFF],
    ['/api/payments-report/overview/invoice.csv', FULL_STAFF],
    [`/api/payments-report/reports?${range}`, ALL.filter((c) => c !== 'editor')],
    [`/api/payments-report/reports.csv?${range}`, ALL.filter((c) => c !== 'editor')],
    [`/api/payments-report/accrued?${range}`, FULL_STAFF],
    [`/api/payments-report/accrued.csv?${range}`, FULL_STAFF],
    ['/api/v2/supplier/eom-accrued-breakdown?fromDate=2021-01-01&toDate=2021-01-31&supplierId=SUPPLIER', FULL_STAFF],
    ['/api/v2/supplier/eom-accrued-breakdown.csv?fromDate=2021-01-01&toDate=2021-01-31&supplierId=SUPPLIER', FULL_STAFF],
    ['/api/payments-report/invoice-gaps', FULL_STAFF],
    ['/api/payments-report/invoice-gaps.csv', FULL_STAFF],
    ['/api/payments-report/invoice-gaps/SUPPLIER', FULL_STAFF],
  ];

  it.each(reads)('GET %s answers the allowed callers and refuses the others', async (template, allowed) => {
    const path = template.replace('SUPPLIER', supplierId);
    for (const caller of ALL) {
      const res = await t.http.get(path).set('Authorization', `Bearer ${tokens[caller]}`);
      expect({ caller, status: res.status }).toEqual({ caller, status: allowed.includes(caller) ? 200 : 403 });
    }
    expect((await t.http.get(path)).status).toBe(401);
  });

  it('lets only full admins who may write upload payments', async () => {
    for (const caller of ALL) {
      const res = await t.http
        .post('/api/payments-report/upload-payments')
        .set('Authorization', `Bearer ${tokens[caller]}`)
        .set('Idempotency-Key', newIdempotencyKey())
        .set('Content-Type', 'text/csv')
        .send('bookingReference\r\n');
      // An allowed caller reaches the handler: the empty file is a 400.
      expect({ caller, status: res.status }).toEqual({ caller, status: ['fullAdmin', 'fullSupport'].includes(caller) ? 400 : 403 });
    }
  });

  it('documents every route with its access rule in the OpenAPI document', async () => {
    const doc = (await t.http.get('/api/docs-json')).body as { paths: Record<string, Record<string, { 'x-access'?: unknown; tags?: string[] }>> };
    const ours = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/payments-report') || path.startsWith('/api/v2/supplier/eom-accrued'));
    expect(ours.map(([path]) => path).sort()).toEqual(
      [
        '/api/payments-report/accrued',
        '/api/payments-report/accrued.csv',
        '/api/payments-report/invoice-gaps',
        '/api/payments-report/invoice-gaps.csv',
        '/api/payments-report/invoice-gaps/{supplierId}',
        '/api/payments-report/overview/boxes',
        '/api/payments-report/overview/invoice',
        '/api/payments-report/overview/invoice.csv',
        '/api/payments-report/overview/topup',
        '/api/payments-report/overview/topup.csv',
        '/api/payments-report/reports',
        '/api/payments-report/reports.csv',
        '/api/payments-report/upload-payments',
        '/api/v2/supplier/eom-accrued-breakdown',
        '/api/v2/supplier/eom-accrued-breakdown.csv',
      ].sort(),
    );
    for (const [, operations] of ours) {
      for (const op of Object.values(operations)) {
        expect(op['x-access']).toBeDefined();
        expect(op.tags).toEqual(['finance']);
      }
    }
  });
});
