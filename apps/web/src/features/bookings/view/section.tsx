import { useId, type ReactNode } from 'react';
import { ReadOnlyField } from '@/ui/form-fields';

/** One titled part of the booking view. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Label/value pairs in a responsive grid; entries whose value is `false` are left out. */
export function Facts({ entries }: { entries: readonly (readonly [string, ReactNode] | false)[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {entries
        .filter((e): e is readonly [string, ReactNode] => !!e)
        .map(([label, value]) => (
          <ReadOnlyField key={label} label={label} value={value} />
        ))}
    </dl>
  );
}

export const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
