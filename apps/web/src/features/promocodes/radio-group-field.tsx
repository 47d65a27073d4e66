import { useId, type InputHTMLAttributes, type Ref } from 'react';
import type { SelectOption } from '@/ui/form-fields';

export interface RadioGroupFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  legend: string;
  options: readonly SelectOption[];
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled group of radio buttons (arrow keys move between them); takes react-hook-form's `register()` spread. */
export function RadioGroupField({ legend, options, ref, className = '', ...input }: RadioGroupFieldProps) {
  const id = useId();
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o.value} htmlFor={`${id}-${o.value}`} className="flex items-center gap-2 text-sm text-slate-800">
            <input ref={ref} id={`${id}-${o.value}`} type="radio" value={o.value} className="h-4 w-4 accent-sky-800" {...input} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
