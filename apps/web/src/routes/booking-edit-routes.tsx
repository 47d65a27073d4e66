import { BookingEditPage } from '../features/bookings/edit/booking-edit-page';
import { BookingSearchPage } from '../features/bookings/search/booking-search-page';

/** `/bookings/search?from&to&date&company&exchangeFrom` */
export function BookingSearchRoute() {
  return <BookingSearchPage />;
}

/** `/bookings/edit/:bookingId?from&to&id&productId&date&exchangeFrom` (`new` creates) */
export function BookingEditRoute() {
  return <BookingEditPage />;
}
