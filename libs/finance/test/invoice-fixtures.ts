import { randomUUID } from 'node:crypto';
import { cycleOf, precedingCycle, Role, Scope, type PaymentCycle } from '@farebox/domain';
import type { Company } from '@farebox/companies';
import { createUser, newIdempotencyKey, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { createFinanceSupplier, insertRate, insertSupplierTransaction, utcToday } from './finance-fixtures.js';

/** The finance users of the invoice tests, as the demo has them (finops also approves level 1). */
export const INVOICE_ACTORS = {
  finops: [Scope.FinanceOps, Scope.UploadInvoice, Scope.InvoiceApproveGap],
  supplymgr: [Scope.SupplyManager, Scope.InvoiceApproveGap],
  cco: [Scope.Cco, Scope.InvoiceApproveGap],
  finadmin: [Scope.FinanceAdmin],
  uploader: [Scope.UploadInvoice],
  admin: [] as Scope[],
} as const;
export type InvoiceActor = keyof typeof INVOICE_ACTORS;

export interface InvoiceTestApp {
  t: TestApp;
  users: Record<InvoiceActor, { id: string; token: string; name: string; email: string }>;
}

/** A test app with a full admin (admin role) per finance actor. */
export async function invoiceTestApp(): Promise<InvoiceTestApp> {
  const t = await startTestApp();
  const users = {} as InvoiceTestApp['users'];
  for (const [name, scopes] of Object.entries(INVOICE_ACTORS) as [InvoiceActor, Scope[]][]) {
    const user = await createUser(t, { role: Role.Admin, isFullAdmin: true, scopes, displayName: `Test ${name}` });
    users[name] = { id: user.id, token: await tokenFor(t, user), name: user.displayName, email: user.email };
  }
  return { t, users };
}

/**
 * A suite's invoice test app: started before the suite's tests (and before its own beforeAll set-up), handed to
 * `onStart`, and closed after them.
 */
export function invoiceTestAppPerSuite(onStart: (app: InvoiceTestApp) => void): void {
  let app: InvoiceTestApp | undefined;
  beforeAll(async () => {
    app = await invoiceTestApp();
    onStart(app);
  });
  afterAll(() => app?.t.close());
}

/** The message of each invalid field of a 400 answer, by field. */
export const fieldMessages = (res: { body: { details?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.body.details ?? []).map((d) => [d.field, d.message]));

/** A minimal valid PDF (the magic bytes are what counts). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The 8-byte PNG signature and an IHDR start. */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);

/** The monthly cycle that ended last (a cycle may only be invoiced once it has started). */
export const lastMonth = (): PaymentCycle => precedingCycle(cycleOf(utcToday(), 'monthly'), 'monthly');

/** An invoice supplier (monthly cycles) in `currency`, with a rate for it when it is not USD. */
export async function invoiceSupplier(t: TestApp, currency = 'USD', overrides: Partial<Company> = {}): Promise<Company> {
  if (currency !== 'USD') await insertRate(t, currency, '2000-01-01', currency === 'VND' ? '25000.0000' : '3.7000');
  return createFinanceSupplier(t, { paymentType: 'invoice', currency, invoicePaymentCycle: 'monthly', ...overrides });
}

/** Supplier cost on a day (effective date), in the supplier's currency; USD at `rate` units per USD. */
export async function postCost(t: TestApp, supplier: Pick<Company, 'id' | 'currency'>, day: string, amount: string, amountUsd = amount): Promise<void> {
  await insertSupplierTransaction(t, { companyId: supplier.id, amount, currency: supplier.currency ?? 'USD', amountUsd, bookingDate: day, effectiveDate: day });
}

/** The multipart fields of a valid tax bill for `cycle` (override any; undefined removes one). */
export function invoiceFields(cycle: PaymentCycle, overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    currency: 'USD',
    invoiceAmount: '1000.00',
    fareboxAmount: '1000.00',
    invoiceType: 'tax_bill',
    invoiceClass: 'Transportation',
    region: 'apac',
    dueDate: utcToday(),
    taxCode: 'VAT_STD',
    invoiceCycles: JSON.stringify([cycle.id]),
    invoiceNumber: `INV-${randomUUID().slice(0, 8)}`,
    receiveDate: utcToday(),
    invoiceDate: utcToday(),
    note: 'Uploaded in a test',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}

export interface UploadOptions {
  file?: { content: Buffer; name: string } | null;
  /** The Idempotency-Key: a new one unless given; null sends none. */
  key?: string | null;
}

/** POST /api/v2/supplier/{id}/invoice as multipart. */
export function uploadInvoice(
  t: TestApp,
  token: string,
  supplierId: string,
  fields: Record<string, string>,
  { file = { content: PDF_BYTES, name: 'invoice.pdf' }, key = newIdempotencyKey() }: UploadOptions = {},
) {
  const req = t.http.post(`/api/v2/supplier/${supplierId}/invoice`).set('Authorization', `Bearer ${token}`);
  if (key) req.set('Idempotency-Key', key);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  if (file) req.attach('file', file.content, file.name);
  return req;
}

/** POST /api/v2/supplier/invoice/{id}/action with a new Idempotency-Key (or the given one). */
export function invoiceAction(t: TestApp, token: string, id: string, body: object, key: string = newIdempotencyKey()) {
  return t.http.post(`/api/v2/supplier/invoice/${id}/action`).set('Authorization', `Bearer ${token}`).set('Idempotency-Key', key).send(body);
}

/**
 * A pending (or approved) invoice of a new USD supplier for last month: cost 1000.00 and an invoice of `invoiceAmount`
 * (1000.00: level 1; 1050.00: level 2; 1500.00: level 3), uploaded by `uploader` and assigned to `assignee`.
 */
/** The uploaded invoice as the API answers it; the tests read only its number. */
type UploadedInvoice = Record<string, unknown> & { invoiceNumber: string };

export async function pendingInvoice(
  { t, users }: InvoiceTestApp,
  {
    invoiceAmount = '1000.00',
    uploader = 'uploader',
    assignee = 'finadmin',
  }: { invoiceAmount?: string; uploader?: InvoiceActor; assignee?: InvoiceActor } = {},
): Promise<{ id: string; supplier: Company; body: UploadedInvoice }> {
  const supplier = await invoiceSupplier(t);
  const cycle = lastMonth();
  await postCost(t, supplier, cycle.start, '1000.00');
  const res = await uploadInvoice(t, users[uploader].token, supplier.id, invoiceFields(cycle, { invoiceAmount, assignee: users[assignee].id }));
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body._id as string, supplier, body: res.body.invoice as UploadedInvoice };
}
