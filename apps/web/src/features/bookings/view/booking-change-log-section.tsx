import { CollapsibleChangeLog } from '@/ui/change-log-table';
import { bookingChangeLogQuery } from '../bookings.api';
import { Section } from './section';

/** Every saved change of the booking (who, field, from, to, when), newest first; full admins only, like the booking log. */
export function BookingChangeLogSection({ bookingId }: { bookingId: string }) {
  return (
    <Section title="Change log">
      <CollapsibleChangeLog query={bookingChangeLogQuery(bookingId)} summary="Show the changes, newest first" />
    </Section>
  );
}
