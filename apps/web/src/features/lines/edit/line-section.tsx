import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { conflictChanges, EditConflictNotice, type ConflictChange } from '@/ui/edit-conflict-notice';
import { Spinner } from '@/ui/spinner';
import { useToast } from '@/ui/toast';

/**
 * The line editor's sections saved on their own (Prices, Options, Extras, Pictures & Ticket, Info & Social, Cutoffs):
 * each is read with the line's version and saved from it, and a save moves the line's version.
 */
interface SectionData {
  lineId: string;
  version: number;
}

export interface SectionVersion {
  /** After a save: the line's new version, so the page's next save is not stale. */
  onSaved: (version: number) => void;
  /** After a conflict: reads the section again and takes the line's version from it. */
  onReload: () => Promise<void>;
}

/** Loading and error states of a section, then its form, mounted afresh for each saved version. */
export function LineSection<T extends SectionData, L extends { version: number }>({
  line,
  onLineChanged,
  query,
  noun,
  children,
}: {
  line: L;
  onLineChanged: (line: L) => void;
  query: UseQueryResult<T>;
  /** What the section holds, for "Loading …" and "The … could not be loaded". */
  noun: string;
  children: (data: T, version: SectionVersion) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading ${noun}`} />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        The {noun} could not be loaded: {query.error instanceof ApiError ? query.error.body.message : 'Error Occurred'}
      </p>
    );
  const version: SectionVersion = {
    onSaved: (saved) => onLineChanged({ ...line, version: saved }),
    onReload: async () => {
      const latest = await query.refetch();
      if (latest.data) onLineChanged({ ...line, version: latest.data.version });
    },
  };
  return <Fragment key={`${query.data.lineId}:${query.data.version}`}>{children(query.data, version)}</Fragment>;
}

/**
 * A section form's save: the success toast, the other person's changes on a 409, the server's field messages under
 * their fields (with a react-hook-form `form`; `toFormField` maps API paths to form paths) and one global error line.
 */
export function useSectionSave<V extends FieldValues>({
  form,
  savedTitle,
  notSaved,
  version,
  toFormField = (field) => field,
}: {
  form?: UseFormReturn<V>;
  /** The toast's title, e.g. "Options saved". */
  savedTitle: string;
  /** The global error line's start, e.g. "The options were not saved". */
  notSaved: string;
  version: SectionVersion;
  toFormField?: (field: string) => string;
}) {
  const { notify } = useToast();
  const [globalError, setGlobalError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);

  const run = async <R,>(request: () => Promise<R>, onDone: (result: R) => void) => {
    setGlobalError(null);
    setConflict(null);
    try {
      onDone(await request());
    } catch (error) {
      const changes = conflictChanges(error);
      if (changes) return setConflict(changes);
      if (form && error instanceof ApiError)
        for (const p of error.fieldErrors) form.setError(toFormField(p.field) as Path<V>, { type: 'server', message: p.message });
      setGlobalError(`${notSaved}: ${error instanceof ApiError ? error.body.message : 'Error Occurred'}`);
    }
  };

  const save = (request: () => Promise<{ version: number }>) =>
    run(request, (saved) => {
      notify({ kind: 'success', title: savedTitle, text: `Version ${saved.version}` });
      version.onSaved(saved.version);
    });

  return {
    save,
    /** A request that saves nothing (a preview before the save): the same conflict and error handling, no toast. */
    check: (request: () => Promise<unknown>) => run(request, () => undefined),
    /** The form's onSubmit: validates with `form` when there is one, then runs `onValid`; invalid fields put the global line up. */
    onSubmit: (onValid: SubmitHandler<V>) => (e: FormEvent) => {
      if (form) return void form.handleSubmit(onValid, () => setGlobalError('Please fix the fields marked below.'))(e);
      e.preventDefault();
      void onValid({} as V);
    },
    conflictNotice: conflict && (
      <EditConflictNotice
        changes={conflict}
        onReload={() => {
          setConflict(null);
          void version.onReload();
        }}
      />
    ),
    errorLine: globalError && (
      <p role="alert" className="text-sm font-medium text-red-700">
        {globalError}
      </p>
    ),
  };
}
