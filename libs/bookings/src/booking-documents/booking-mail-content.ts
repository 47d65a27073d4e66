import { PRODUCT_DISPLAY_NAME } from '@farebox/domain';
import type { OutgoingMail } from '@farebox/platform';
import { BookingEmailKind } from './booking-email-log.entity.js';
import type { VoucherSource } from './voucher-model.js';
import { formatLocal } from './zoned-time.js';

/** Kinds whose content the worker builds from the booking (custom e-mails carry their own text). */
export type BookingDocumentKind = Exclude<BookingEmailKind, 'custom' | 'sales-report'>;

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An http(s) URL, without the punctuation that ends its sentence. */
const URL_PATTERN = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)]/g;

/** Escaped text with its http(s) URLs as links to `href(url)`. */
function linked(text: string, href: (url: string) => string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${escapeHtml(href(match[0]))}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** Plain text to HTML paragraphs, line breaks kept, URLs as links (to `href(url)`: a tracked link). */
export const textToHtml = (text: string, href: (url: string) => string = (url) => url) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${linked(p, href).replaceAll('\n', '<br>')}</p>`)
    .join('\n');

export function bookingMailSubject(kind: BookingDocumentKind, reference: string): string {
  switch (kind) {
    case BookingEmailKind.Voucher:
      return `Your ${PRODUCT_DISPLAY_NAME} voucher for booking ${reference}`;
    case BookingEmailKind.BookingRequest:
      return `New booking ${reference}: please confirm`;
    case BookingEmailKind.BookingCreated:
      return `New booking ${reference} was created`;
    case BookingEmailKind.BookingUpdated:
      return `Booking ${reference} was updated`;
    case BookingEmailKind.BookingCancellation:
      return `Booking ${reference} is cancelled`;
  }
}

function journeyLines(source: VoucherSource): string[] {
  return [...source.journeys]
    .sort((a, b) => a.position - b.position)
    .map(
      (j) =>
        `${j.position === 0 ? 'Outbound' : 'Return'}: ${j.line}, ${j.from.station} (${j.from.city}) to ${j.to.station} (${j.to.city}), ` +
        `departing ${formatLocal(j.departureAt, j.timezone)} local time`,
    );
}

/** The booking as a supplier reads it: journeys, passengers and the cost in the supplier's currency. */
function supplierSummary(source: VoucherSource, bookingUrl: string): string[] {
  const cost = source.costInSupplierCurrency;
  return [
    `Booking reference: ${source.reference}`,
    ...journeyLines(source),
    `Passengers (${Math.max(source.passengersCount, source.passengers.length)}):`,
    ...source.passengers.map((p) => `  - ${p.firstName} ${p.lastName} (${p.passengerType})`),
    `Cost: ${cost.amount.toFixed(2)} ${cost.currency}`,
    '',
    `Open the booking: ${bookingUrl}`,
  ];
}

function bodyLines(kind: BookingDocumentKind, source: VoucherSource, bookingUrl: string): string[] {
  switch (kind) {
    case BookingEmailKind.Voucher:
      return [
        `Hello ${source.customer.firstName},`,
        '',
        `Your voucher for booking ${source.reference} is attached. Please keep it with you when you travel.`,
        '',
        ...journeyLines(source),
        '',
        `Operated by ${source.supplier.name}. Have a good trip!`,
      ];
    case BookingEmailKind.BookingRequest:
      return [
        `Hello ${source.supplier.name},`,
        '',
        'You have a new booking. Please confirm it in the back-office.',
        '',
        ...supplierSummary(source, bookingUrl),
      ];
    case BookingEmailKind.BookingCreated:
      return ['Hello,', '', `Booking ${source.reference} was created in the back-office:`, '', ...supplierSummary(source, bookingUrl)];
    case BookingEmailKind.BookingUpdated:
      return ['Hello,', '', `Booking ${source.reference} was updated. Its details now read:`, '', ...supplierSummary(source, bookingUrl)];
    case BookingEmailKind.BookingCancellation:
      return [
        'Hello,',
        '',
        `Booking ${source.reference} was moved to another supplier and is cancelled for you. Please release its seats.`,
        '',
        ...journeyLines(source),
      ];
  }
}

/** How the HTML part links a URL of the text (the sender passes the tracked click link). */
export type LinkOf = (url: string) => string;

/** The e-mail of one booking-based log entry (without the voucher attachment, which the caller adds). */
export function bookingMail(kind: BookingDocumentKind, to: string, subject: string, source: VoucherSource, bookingUrl: string, href?: LinkOf): OutgoingMail {
  const text = bodyLines(kind, source, bookingUrl).join('\n');
  return { to, subject, text, html: textToHtml(text, href) };
}

export function customMail(to: string, subject: string, body: string, href?: LinkOf): OutgoingMail {
  return { to, subject, text: body, html: textToHtml(body, href) };
}
