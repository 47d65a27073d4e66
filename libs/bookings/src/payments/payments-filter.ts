import { Role, type Actor, type PaymentDateType } from '@farebox/domain';
import { escapeLike } from '@farebox/platform';
import type { ListPaymentsQueryDto } from './dto/list-payments-query.dto.js';

const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

const DATE_COLUMNS: Record<Exclude<PaymentDateType, 'return'>, string> = { created: 'p.created_at', updated: 'p.updated_at', departure: 'b.departure_at' };

export interface PaymentsFilter {
  where: string;
  params: unknown[];
}

/** The WHERE clause of the payments list (over PAYMENT_FROM) for the query and the user (agents: their own company only). */
export function paymentsFilter(query: ListPaymentsQueryDto, user: Actor): PaymentsFilter {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (param: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  if (user.role === Role.Agent) add((p) => `p.company_id = ${p}`, user.companyId ?? NO_COMPANY);
  if (query.company) add((p) => `p.company_id = ${p}`, query.company);
  if (query.paymentId) add((p) => `p.id = ${p}`, query.paymentId);
  if (query.status) add((p) => `p.status = ${p}`, query.status);
  if (query.reference) add((p) => `b.reference = ${p}`, query.reference.trim());
  if (query.email) add((p) => `lower(b.email) = lower(${p})`, query.email.trim());
  if (query.name) {
    const [first, ...rest] = escapeLike(query.name.trim().toLowerCase()).split(/\s+/);
    if (rest.length === 0) add((p) => `(lower(b.first_name) LIKE ${p} OR lower(b.last_name) LIKE ${p})`, `${first}%`);
    else {
      add((p) => `lower(b.first_name) LIKE ${p}`, `${first}%`);
      add((p) => `lower(b.last_name) LIKE ${p}`, `${rest.join(' ')}%`);
    }
  }
  const dateType = query.date ?? 'created';
  const inRange = (column: string, bound: 'from' | 'to', p: string) =>
    bound === 'from' ? `${column} >= (${p}::date)::timestamp AT TIME ZONE 'UTC'` : `${column} < (${p}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
  for (const bound of ['from', 'to'] as const) {
    const day = query[bound];
    if (!day) continue;
    if (dateType === 'return') {
      add((p) => `EXISTS (SELECT 1 FROM booking_item r WHERE r.booking_id = b.id AND r.position = 1 AND ${inRange('r.departure_at', bound, p)})`, day);
    } else add((p) => inRange(DATE_COLUMNS[dateType], bound, p), day);
  }
  return { where: clauses.length > 0 ? clauses.join(' AND ') : 'TRUE', params };
}
