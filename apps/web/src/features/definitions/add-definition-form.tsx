import { useId, useMemo, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { FieldProblem } from '@farebox/domain';
import { Button } from '@/ui/button';
import { problemsResolver } from '@/ui/form-resolver';
import { useDefinitionFeedback } from './use-definition-feedback';

interface AddDefinitionFormProps<V extends FieldValues> {
  title: string;
  /** "Airline": the success notification says "Airline added". */
  noun: string;
  defaultValues: V;
  validate: (values: V) => FieldProblem[];
  onAdd: (values: V) => Promise<unknown>;
  children: (form: UseFormReturn<V>) => ReactNode;
  failureTitle?: string | null;
}

/** The add form of a definition table: the shared rule runs before the call, the server's messages after it. */
export function AddDefinitionForm<V extends FieldValues>({ title, noun, defaultValues, validate, onAdd, children, failureTitle }: AddDefinitionFormProps<V>) {
  const titleId = useId();
  const resolver = useMemo(() => problemsResolver<V>(validate), [validate]);
  const form = useForm<V>({ resolver, defaultValues: defaultValues as DefaultValues<V> });
  const feedback = useDefinitionFeedback(failureTitle);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onAdd(values);
      feedback.done(`${noun} added`);
      form.reset(defaultValues);
    } catch (error) {
      feedback.failed(error, form.setError);
    }
  });
  return (
    <section aria-labelledby={titleId} className="mb-4 rounded border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-wrap items-start gap-3">
        {children(form)}
        <Button type="submit" className="mt-6" loading={form.formState.isSubmitting}>
          Add
        </Button>
      </form>
    </section>
  );
}
