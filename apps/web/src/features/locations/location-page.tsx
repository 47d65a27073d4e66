import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/ui/page-header';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';

export interface LocationPageProps<T> {
  title: string;
  /** e.g. { to: '/zones', label: 'Back to zones' } */
  back: { to: string; label: string };
  /** The record the page shows; absent on a create page. */
  record?: UseQueryResult<T>;
  /** Singular noun for the loading text, e.g. 'zone'. */
  noun: string;
  children: (record: T | undefined) => ReactNode;
}

/** The page around a location record: title, back link, and the loading and error states (the API's message). */
export function LocationPage<T>({ title, back, record, noun, children }: LocationPageProps<T>) {
  return (
    <div>
      <PageHeader title={title}>
        <Link to={back.to} className="text-sm text-sky-900 underline">
          {back.label}
        </Link>
      </PageHeader>
      {record?.isPending ? (
        <Loading label={`Loading ${noun}…`} />
      ) : record?.isError ? (
        <ErrorState error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        children(record?.data)
      )}
    </div>
  );
}

/** A labelled value of a view. */
export function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** A titled part of a view (description, pictures). */
export function ViewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-1 rounded border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
