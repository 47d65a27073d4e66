import type { EventSave } from './schedules.api';

/** What a schedule change does (the server's dry run): trips created, moved, removed, reseated or edited, and the bookings on them. */
export function ImpactSummary({ impact }: { impact: EventSave['impact'] }) {
  return (
    <section aria-label="Change preview" className="mt-4 rounded border border-sky-300 bg-sky-50 p-3 text-sm text-slate-900">
      {impact.refusal && (
        <p role="alert" className="mb-2 font-semibold text-red-800">
          This change cannot be saved. {impact.refusal}
        </p>
      )}
      <h3 className="font-semibold">{impact.refusal ? 'It would' : 'This change will'}</h3>
      <ul className="mt-1 list-disc pl-5">
        <li>create {impact.created} trips</li>
        <li>move {impact.moved} trips</li>
        <li>remove {impact.removed} trips</li>
        <li>change the seats of {impact.reseated} trips</li>
        {impact.edited > 0 && <li>change the price rule, stops or prepaid allocation of {impact.edited} trip</li>}
        <li>{impact.bookings.length === 0 ? 'affect no booking' : `affect the bookings ${impact.bookings.join(', ')}`}</li>
      </ul>
    </section>
  );
}
