import { queryClient } from '@/app/query-client';
import { filtersFromParams } from '@/ui/use-url-filters';
import { pageFromParams } from '@/ui/use-url-page';
import { BOOKING_FILTER_DEFAULTS, BOOKING_FILTER_KEYS } from './booking-filters';
import { bookingsListQuery } from './bookings.api';

/**
 * Starts GET /api/bookings for the URL being opened, under the key the list page reads (same filters, defaults and
 * page), so the request runs while the page's code downloads instead of after it. Only when that page is not cached
 * yet: the loader runs again on every change of the URL's query (e.g. `?view=`), which must not refetch the list.
 */
export function prefetchBookingsList(request: Request): void {
  const params = new URL(request.url).searchParams;
  const query = bookingsListQuery(filtersFromParams(BOOKING_FILTER_KEYS, params, BOOKING_FILTER_DEFAULTS), pageFromParams(params));
  void queryClient.prefetchQuery({ ...query, staleTime: Infinity });
}
