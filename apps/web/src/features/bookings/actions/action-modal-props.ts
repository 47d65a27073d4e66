import type { BookingAudience } from '../booking-display';
import type { BookingDetail } from '../booking.types';

/** What every action modal of the booking view gets. */
export interface ActionModalProps {
  booking: BookingDetail;
  audience: BookingAudience;
  onClose: () => void;
}
