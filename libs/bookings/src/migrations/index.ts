import type { MigrationInterface } from 'typeorm';
import { Bookings1764000000000 } from './1764000000000-bookings.js';
import { BookingEmailLog1764000200000 } from './1764000200000-booking-email-log.js';
import { IdempotencyKeys1764000100000 } from './1764000100000-idempotency-keys.js';
import { BookingPayments1764000110000 } from './1764000110000-booking-payments.js';
import { BookingPack1764000300000 } from './1764000300000-booking-pack.js';
import { BookingEmailFailureNotice1764000210000 } from './1764000210000-booking-email-failure-notice.js';
import { BookingAttachments1764000410000 } from './1764000410000-booking-attachments.js';
import { PriceChangeNote1764000120000 } from './1764000120000-price-change-note.js';
import { VoidTransactions1764000130000 } from './1764000130000-void-transactions.js';
import { BookingSettlementView1764200000000 } from './1764200000000-booking-settlement-view.js';
import { BookingOfflineSale1764812100000 } from './1764812100000-booking-offline-sale.js';
import { PurchaseTicketBatches1764873000000 } from './1764873000000-purchase-ticket-batches.js';

/** Every migration of this area; append each new migration class here. */
export const bookingsMigrations: (new () => MigrationInterface)[] = [
  Bookings1764000000000,
  BookingEmailLog1764000200000,
  IdempotencyKeys1764000100000,
  BookingPayments1764000110000,
  BookingPack1764000300000,
  BookingEmailFailureNotice1764000210000,
  BookingAttachments1764000410000,
  PriceChangeNote1764000120000,
  VoidTransactions1764000130000,
  BookingSettlementView1764200000000,
  BookingOfflineSale1764812100000,
  PurchaseTicketBatches1764873000000,
];
