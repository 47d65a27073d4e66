import { Link } from 'react-router';
import { formatDateTimeInZone } from '@/ui/format';
import { humanize, type BookingAudience } from '../booking-display';
import { productPageUrl, type BookingAction } from '@farebox/domain';
import type { BookingItem, BookingPlace } from '../booking.types';
import { useCanOpenScreen } from '@/features/shell/menu-context';
import { PublicSiteLink } from './public-site-link';
import { Facts, Section, yesNo } from './section';

const place = (p: BookingPlace) => [p.station, p.address, p.city].filter(Boolean).join(', ');

function Extras({ item }: { item: BookingItem }) {
  if (item.extras.length === 0) return null;
  return (
    <div className="mt-3">
      <h5 className="text-sm font-medium text-slate-800">Extras</h5>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {item.extras.map((e) => (
          <li key={e.id}>
            {e.label ?? humanize(e.extraType)}
            {e.value && `: ${e.value}`}
            {e.mandatory && ' (mandatory)'}
            {e.status && ` — confirmed as ${humanize(e.status)}${e.otherValue ? `: ${e.otherValue}` : ''}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Journey({ item, audience, showTicket }: { item: BookingItem; audience: BookingAudience; showTicket: boolean }) {
  const { product, trip } = item;
  const canOpenLines = useCanOpenScreen('lines');
  const api = item.supplierApi;
  return (
    <article className="rounded border border-slate-200 p-3">
      <h4 className="mb-2 font-medium text-slate-900">
        {item.position === 0 ? 'Departure' : 'Return'} · {item.reference}
      </h4>
      <Facts
        entries={[
          [
            'Product',
            audience.isFullAdmin && canOpenLines ? (
              <Link to={`/lines/edit/${product.id}`} className="text-sky-900 underline">
                {product.denomination}
              </Link>
            ) : (
              product.denomination
            ),
          ],
          // Spec 2.4 also links the transport edit screen of online products; the transports area is not built
          // (its menu entry is unavailable), so there is nothing to link to.
          ['Product page', <PublicSiteLink to={(site) => productPageUrl(site, product.slug)} label={`${product.denomination} on the public site`} />],
          ['Type', `${humanize(product.type)}${product.lineClass ? ` · ${product.lineClass}` : ''}`],
          product.privateTransfer && ['Private transfer', 'Yes'],
          ['Departure', formatDateTimeInZone(trip.departureAt, trip.timezone)],
          ['Arrival', formatDateTimeInZone(trip.arrivalAt, trip.timezone)],
          ['Time zone', trip.timezone],
          ['From', place(trip.from)],
          ['To', place(trip.to)],
          !!item.approvedDeparture && ['Approved departure time', item.approvedDeparture],
          showTicket &&
            !!item.ticketUrl && [
              'Ticket',
              <a href={item.ticketUrl} target="_blank" rel="noreferrer" className="text-sky-900 underline">
                Ticket link
              </a>,
            ],
          !!api?.status && ['Supplier API status', humanize(api.status)],
          !!api?.supplierBookingReference && ['Supplier booking reference', api.supplierBookingReference],
          !!api?.supplierIntegration && ['Supplier integration', api.supplierIntegration],
          item.vehiclesOnBoard.length > 0 && ['Vehicles on board', item.vehiclesOnBoard.map((v) => `${v.typeName} ${v.name} (${v.licenseNumber})`).join('; ')],
          !!product.approvalInputs.requiredAttachments && ['Attachments required', yesNo(true)],
        ]}
      />
      <Extras item={item} />
    </article>
  );
}

/** Journeys with their items: product (and its public page), trip, stations, pickup, ticket, vehicles, supplier API and extras. */
export function JourneysSection({
  items,
  audience,
  allowedActions,
}: {
  items: BookingItem[];
  audience: BookingAudience;
  allowedActions: readonly BookingAction[];
}) {
  return (
    <Section title="Journeys">
      <div className="space-y-3">
        {items.map((item) => (
          <Journey key={item.position} item={item} audience={audience} showTicket={allowedActions.includes('ticketLink')} />
        ))}
      </div>
    </Section>
  );
}
