import { LINE_TYPE_LABELS, type LineType } from '@farebox/domain';
import { Link } from 'react-router';
import type { LineListItem } from './line-list.types';

const LINK = 'text-sky-900 underline';
const BADGE = 'inline-block rounded px-1.5 py-0.5 text-xs font-medium';

export const lineTypeLabel = (type: string) => LINE_TYPE_LABELS[type as LineType] ?? type;

/** Status: Published or Unpublished. */
export function LineStatusBadge({ line }: { line: LineListItem }) {
  return line.published ? (
    <span className={`${BADGE} bg-emerald-100 text-emerald-900`}>Published</span>
  ) : (
    <span className={`${BADGE} bg-slate-200 text-slate-800`}>Unpublished</span>
  );
}

const ATTRIBUTES: [keyof LineListItem['attributes'], string][] = [
  ['isSupplierApi', 'Supplier API'],
  ['isPrivateTransfer', 'Private transfer'],
  ['automaticApproval', 'Automatic approval'],
  ['manualBookings', 'Manual bookings'],
  ['vehicleOnBoard', 'Vehicles on board'],
];

/** The line's flags as small badges, or a dash when it has none. */
export function LineAttributes({ line }: { line: LineListItem }) {
  const set = ATTRIBUTES.filter(([key]) => line.attributes[key]);
  if (set.length === 0) return <span aria-label="No attributes">—</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Attributes">
      {set.map(([key, label]) => (
        <li key={key} className={`${BADGE} bg-sky-100 text-sky-900`}>
          {label}
        </li>
      ))}
    </ul>
  );
}

/** Station A (city) → station B (city). */
export function LineRoute({ line }: { line: LineListItem }) {
  const { stationA, stationB, cityA, cityB } = line.route;
  return (
    <span>
      {stationA.name} ({cityA.name}) <span aria-label="to">→</span> {stationB.name} ({cityB.name})
    </span>
  );
}

/** The line's edit screen, named by its denomination. */
export function LineLink({ line }: { line: LineListItem }) {
  return (
    <Link to={`/lines/edit/${line.id}`} className={`${LINK} font-medium`}>
      {line.denomination}
    </Link>
  );
}

/** A company's edit screen for staff; agents (who may not edit companies) get its view. */
export function CompanyLink({ company, canEdit }: { company: { id: string; name: string } | null; canEdit: boolean }) {
  if (!company) return <span>—</span>;
  return (
    <Link to={canEdit ? `/companies/edit/${company.id}` : `/companies/${company.id}`} className={LINK}>
      {company.name}
    </Link>
  );
}

/** A cutoff in minutes as hours and minutes; none means sales stay open until departure. */
export function cutoffText(minutes: number | null): string {
  if (minutes === null) return 'Until departure';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min before`;
  return m === 0 ? `${h} h before` : `${h} h ${m} min before`;
}

/** The markup range of the line's prices, e.g. 10.00% or 10.00–12.50%. */
export function markupText(markup: LineListItem['markup']): string {
  if (!markup) return '—';
  return markup.min === markup.max ? `${markup.min}%` : `${markup.min}–${markup.max}%`;
}
