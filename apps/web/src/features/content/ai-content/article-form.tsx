import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { articleSaveMessage } from '@farebox/domain';
import { EditConflictNotice } from '@/ui/edit-conflict-notice';
import { CheckboxField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { RichTextEditor } from '@/ui/rich-text/rich-text-editor';
import { useToast } from '@/ui/toast';
import { GlobalErrorLine, LocationFormActions, useSaveOutcome } from '@/features/locations/location-form';
import { useSaveArticle } from './ai-content.api';
import { articleTitle, type ArticleDto } from './ai-content.types';
import { articleProblems, toArticleBody, toFormValues, type ArticleFormValues } from './article-form-values';

/**
 * The article editor: header and content per paragraph (every header required); landing-page articles also have
 * Display and Order per paragraph and the Display article flag.
 */
export function ArticleForm({
  article,
  canWrite,
  cancelTo,
  onReload,
}: {
  article: ArticleDto;
  canWrite: boolean;
  cancelTo: string;
  onReload: () => Promise<{ data?: ArticleDto }>;
}) {
  const { notify } = useToast();
  const save = useSaveArticle(article);
  const landing = article.sourceCollection === 'landing-pages';
  const resolver = useMemo(() => problemsResolver<ArticleFormValues>(articleProblems), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm<ArticleFormValues>({ defaultValues: toFormValues(article), resolver });
  const { fields } = useFieldArray({ control, name: 'paragraphs' });
  const outcome = useSaveOutcome<ArticleFormValues>('article', setError);
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);

  const onValid = async (values: ArticleFormValues) => {
    setInvalidMessage(null);
    outcome.start();
    try {
      await save.mutateAsync(toArticleBody(values));
      notify({ kind: 'success', title: 'Article updated', text: articleTitle(article) });
    } catch (error) {
      outcome.fail(error);
    }
  };

  const onInvalid = () => {
    outcome.start();
    setInvalidMessage(articleSaveMessage(articleProblems(getValues())));
  };

  const reload = async () => {
    const latest = await onReload();
    if (latest.data) reset(toFormValues(latest.data));
    outcome.clearConflict();
  };

  return (
    <form noValidate aria-label="Edit article" className="space-y-4" onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}>
      {outcome.conflict && <EditConflictNotice changes={outcome.conflict} onReload={() => void reload()} />}
      {landing && <CheckboxField label="Display article" disabled={!canWrite} {...register('isDisplay')} />}
      {fields.length === 0 && <p className="text-sm text-slate-700">This article has no paragraphs yet: generate it with the AI writer.</p>}
      {fields.map((field, i) => (
        <fieldset key={field.id} className="space-y-3 rounded border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Paragraph {i + 1}</legend>
          <div className={`grid gap-4 ${landing ? 'sm:grid-cols-[1fr_auto_8rem]' : ''}`}>
            <TextField label="Header" required disabled={!canWrite} error={errors.paragraphs?.[i]?.header?.message} {...register(`paragraphs.${i}.header`)} />
            {landing && (
              <>
                <CheckboxField label="Display" className="self-end pb-2" disabled={!canWrite} {...register(`paragraphs.${i}.isDisplay`)} />
                <TextField label="Order" type="number" min={0} disabled={!canWrite} {...register(`paragraphs.${i}.order`, { valueAsNumber: true })} />
              </>
            )}
          </div>
          <Controller
            control={control}
            name={`paragraphs.${i}.content`}
            render={({ field: content }) => <RichTextEditor label="Content" value={content.value} onChange={content.onChange} disabled={!canWrite} />}
          />
        </fieldset>
      ))}
      <GlobalErrorLine message={invalidMessage ?? outcome.globalError} />
      {canWrite && fields.length > 0 && <LocationFormActions saving={save.isPending} cancelTo={cancelTo} />}
    </form>
  );
}
