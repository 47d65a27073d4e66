import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/ui/button';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { useKeyDetailIcons, type KeyDetailIconDto } from './definitions.api';

/** An icon as the tables show it: its glyph, named for screen readers. */
export function KeyDetailIconView({ icon }: { icon: Pick<KeyDetailIconDto, 'glyph' | 'name' | 'cssClass'> }) {
  return (
    <span className={`inline-flex items-center gap-2 ${icon.cssClass}`} title={icon.name}>
      <span aria-hidden="true" className="text-xl leading-none">
        {icon.glyph}
      </span>
      <span className="sr-only">{icon.name}</span>
    </span>
  );
}

/** The icon picker of the add form: the catalogue 20 at a time with "Load more", one radio per icon. */
export function KeyDetailIconPicker({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const icons = useKeyDetailIcons();
  const errorId = useId();
  if (icons.isPending) return <Loading label="Loading icons…" />;
  if (icons.isError) return <ErrorState error={icons.error} onRetry={() => void icons.refetch()} />;
  const all = icons.data.pages.flatMap((p) => p.data);
  return (
    <fieldset className="basis-full" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Icon <span aria-hidden="true">*</span>
      </legend>
      <div className="mt-1 flex flex-wrap gap-1">
        {all.map((icon) => (
          <label
            key={icon.id}
            className="flex cursor-pointer items-center rounded border border-slate-300 p-2 has-checked:border-sky-800 has-checked:bg-sky-100 has-focus-visible:outline-2 has-focus-visible:outline-sky-800"
          >
            <input type="radio" value={icon.id} className="sr-only" {...field} />
            <KeyDetailIconView icon={icon} />
          </label>
        ))}
      </div>
      {icons.hasNextPage && (
        <Button variant="secondary" size="sm" className="mt-2" loading={icons.isFetchingNextPage} onClick={() => void icons.fetchNextPage()}>
          Load more
        </Button>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
