import { isoOf, jsonObject, shownTo } from './booking-json.sql.js';
import { withListItems } from './booking-list.query.js';
import type { BookingItemRow, BookingViewer } from './booking-list-item.mapper.js';
import type { PaymentTotals } from '../payments/payment-summary.js';
import type { BookingAttachmentDto } from './dto/booking-attachment.dto.js';
import type { BookingHistoryDto, BookingNoteDto, BookingPassengerDto } from './dto/booking-detail.dto.js';

/** The booking view's one row: the list item and the view's lists, already in their DTOs' shapes. */
export interface BookingViewRow extends BookingItemRow {
  passengers: BookingPassengerDto[];
  history: BookingHistoryDto[];
  notes: BookingNoteDto[];
  attachments: BookingAttachmentDto[];
  /** Its payment row's totals (null before one exists), for the detail's payment summary. */
  payment: PaymentTotals | null;
  /** The stations its items leave from and arrive at, with their cities' names. */
  stations: BookingStationRow[];
}

export interface BookingStationRow {
  id: string;
  name: string;
  address: string | null;
  city: string | null;
}

/** Every row of `from` as a JSON array of `fields`, in the given order; an empty array when there is none. */
const jsonArray = (fields: Record<string, string>, from: string, order: string) =>
  `COALESCE((SELECT json_agg(${jsonObject(fields)} ORDER BY ${order}) FROM ${from}), '[]'::json)`;

/**
 * The booking ($1) as the list shows it, with its passengers, log, notes, attached files, payment totals and its items'
 * stations, in one statement: a query per list cost the view a round trip and a socket write each, about a quarter of
 * its time under load. The log
 * and the notes are full admins' only, and so are the passengers' contact details (spec 2.1).
 */
export function bookingViewSql(viewer: BookingViewer): string {
  const full = viewer.fullAdmin;
  const passengers = jsonArray(
    {
      id: 'p.id',
      position: 'p.position',
      firstName: 'p.first_name',
      lastName: 'p.last_name',
      email: shownTo(full, 'p.email'),
      phone: shownTo(full, 'p.phone'),
      age: 'p.age',
      passengerType: 'p.passenger_type',
      seats: 'p.seats',
      qrCodes: 'p.qr_codes',
      isAdded: 'p.is_added',
      extraInfos: 'p.extra_infos',
    },
    'booking_passenger p WHERE p.booking_id = $1',
    'p.position',
  );
  const history = jsonArray(
    { at: isoOf('h.at'), action: 'h.action', status: 'h.status', customerStatus: 'h.customer_status', amendStatus: 'h.amend_status', by: 'h.by_name' },
    'booking_history h WHERE h.booking_id = $1',
    'h.at, h.id',
  );
  const notes = jsonArray(
    { id: 'n.id', note: 'n.note', by: 'n.by_name', createdAt: isoOf('n.created_at') },
    'booking_note n WHERE n.booking_id = $1',
    'n.created_at, n.id',
  );
  const attachments = jsonArray(
    {
      id: 'a.id',
      fileName: 'a.file_name',
      contentType: 'a.content_type',
      size: 'a.size',
      uploadedBy: 'a.uploaded_by_name',
      createdAt: isoOf('a.created_at'),
      attachedAt: isoOf('a.attached_at'),
    },
    'booking_attachment a WHERE a.booking_id = $1 AND a.attached_at IS NOT NULL',
    'a.created_at, a.id',
  );
  const payment = `(SELECT ${jsonObject({ id: 'bp.id', status: 'bp.status', chargedAmount: 'bp.charged_amount::text', refundedAmount: 'bp.refunded_amount::text' })}
    FROM booking_payment bp WHERE bp.booking_id = $1)`;
  const stations = jsonArray(
    { id: 's.id', name: 's.name', address: 's.address', city: 'ci.name' },
    `station s LEFT JOIN city ci ON ci.id = s.city_id
      WHERE s.id IN (SELECT unnest(ARRAY[i.from_station_id, i.to_station_id]) FROM booking_item i WHERE i.booking_id = $1)`,
    's.id',
  );
  return `SELECT row.*, ${passengers} AS passengers,
      ${full ? history : `'[]'::json`} AS history, ${full ? notes : `'[]'::json`} AS notes, ${attachments} AS attachments, ${payment} AS payment,
      ${stations} AS stations
    FROM (${withListItems('SELECT id FROM booking WHERE id = $1', 'b.id', viewer)}) row`;
}
