import { BookingsListPage } from '@/features/bookings/bookings-list-page';

/** `/bookings?<spec 2.1 filters>&page&view=<bookingId>`: the list, with the booking view as a modal on top. */
export function BookingsListRoute() {
  return <BookingsListPage />;
}
