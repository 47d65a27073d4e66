import { Injectable } from '@nestjs/common';
import { Role, type Actor } from '@farebox/domain';
import type { CsvCell, CsvRecord } from '@farebox/platform';
import type { PaymentListItemDto } from './dto/payment.dto.js';
import type { ListPaymentsQueryDto } from './dto/list-payments-query.dto.js';
import { PaymentsQueryService } from './payments-query.service.js';

interface Column {
  header: string;
  cell: (p: PaymentListItemDto) => CsvCell;
  /** Customer-side amounts: left out for agents. */
  customerSide?: boolean;
}

const departure = (p: PaymentListItemDto, position: number) => p.booking.items.find((i) => i.position === position)?.departureAt.toISOString() ?? '';

const COLUMNS: Column[] = [
  { header: 'Payment ID', cell: (p) => p.id },
  { header: 'Booking reference', cell: (p) => p.reference },
  { header: 'Status', cell: (p) => p.status },
  { header: 'Payment status', cell: (p) => p.booking.paymentStatus },
  { header: 'Company', cell: (p) => p.company.name },
  { header: 'Operator', cell: (p) => p.operator.name },
  { header: 'Supplier', cell: (p) => p.supplier?.name ?? '' },
  { header: 'Customer', cell: (p) => p.customer.name },
  { header: 'E-mail', cell: (p) => p.customer.email },
  { header: 'Line', cell: (p) => p.booking.items[0]?.denomination ?? '' },
  { header: 'Departure', cell: (p) => departure(p, 0) },
  { header: 'Return', cell: (p) => departure(p, 1) },
  { header: 'Created', cell: (p) => p.createdAt.toISOString() },
  { header: 'Price', cell: (p) => p.summary.amount, customerSide: true },
  { header: 'Charged', cell: (p) => p.summary.charges.amount, customerSide: true },
  { header: 'Refunded', cell: (p) => p.summary.refunds.amount, customerSide: true },
  { header: 'Paid', cell: (p) => p.summary.paidAmount, customerSide: true },
  { header: 'Currency', cell: (p) => p.summary.currency, customerSide: true },
  { header: 'Supplier amount', cell: (p) => p.summary.supplierAmount },
  { header: 'Supplier charged', cell: (p) => p.summary.charges.supplierAmount },
  { header: 'Supplier refunded', cell: (p) => p.summary.refunds.supplierAmount },
  { header: 'Supplier currency', cell: (p) => p.summary.supplierCurrency },
];

const columnsFor = (user: Actor) => (user.role === Role.Agent ? COLUMNS.filter((c) => !c.customerSide) : COLUMNS);

@Injectable()
export class PaymentsCsvService {
  constructor(private readonly query: PaymentsQueryService) {}

  /** The header row for the user (agents get no customer-side amounts). */
  header(user: Actor): string[] {
    return columnsFor(user).map((c) => c.header);
  }

  /** The CSV records of every payment the list would show, a batch at a time (see PaymentsQueryService.batches). */
  async *records(query: ListPaymentsQueryDto, user: Actor, batchSize?: number): AsyncIterable<CsvRecord[]> {
    const columns = columnsFor(user);
    for await (const batch of this.query.batches(query, user, batchSize)) yield batch.map((p) => columns.map((c) => c.cell(p)));
  }
}
