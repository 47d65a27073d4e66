import { formatMoney } from '@/ui/format';
import type { BookingAudience } from '../booking-display';
import type { BookingDetail } from '../booking.types';
import { Facts, Section } from './section';

/** The pack chosen with the booking; its price (per passenger and journey) only for full admins, like every price. */
export function PackSection({ pack, audience }: { pack: NonNullable<BookingDetail['pack']>; audience: BookingAudience }) {
  return (
    <Section title="Pack">
      <Facts
        entries={[
          ['Name', pack.name],
          ['Description', pack.description],
          audience.isFullAdmin && ['Price per passenger', formatMoney(pack.price, pack.currency)],
        ]}
      />
    </Section>
  );
}
