import { BookingEditPage } from '@/features/bookings/edit/booking-edit-page';
import { BookingSearchPage } from '@/features/bookings/search/booking-search-page';

/** `/bookings/search?from&to&fromSlug&toSlug&date&company&exchangeFrom&editBooking` */
export function BookingSearchRoute() {
  return <BookingSearchPage />;
}

/** `/bookings/edit/:bookingId?from&to&fromSlug&toSlug&id&productId&transportReference&date&exchangeFrom` (`new` creates) */
export function BookingEditRoute() {
  return <BookingEditPage />;
}
