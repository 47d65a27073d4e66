import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { GOOGLE_DOMAINS, HOSTING_LANGUAGES } from '@farebox/domain';
import { Button } from '@/ui/button';
import { SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { SlideOver } from '@/ui/slide-over';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { GlobalErrorLine } from '@/features/locations/location-form';
import { LocationsField } from './locations-field';
import {
  FILE_NAME_TAKEN,
  fileNameTaken,
  newProspectFormValues,
  prospectProblems,
  toProspectSearchFields,
  type ProspectFormValues,
} from './prospect-form-values';
import { useStartProspectSearch } from './prospects.api';

const DOMAIN_OPTIONS = GOOGLE_DOMAINS.map((d) => ({ value: d, label: d }));
const LANGUAGE_OPTIONS = HOSTING_LANGUAGES.map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }));

/** The side menu that starts a search: file name, queries (one per line), locations, Google domain, hosting language. */
export function NewSearchPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const { notify } = useToast();
  const start = useStartProspectSearch();
  const [globalError, setGlobalError] = useState<string | null>(null);
  const resolver = useMemo(() => problemsResolver<ProspectFormValues>(prospectProblems), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProspectFormValues>({ defaultValues: newProspectFormValues(), resolver });

  const close = () => {
    reset();
    setGlobalError(null);
    onClose();
  };

  const onValid = async (values: ProspectFormValues) => {
    setGlobalError(null);
    try {
      const file = await start.mutateAsync(toProspectSearchFields(values));
      notify({ kind: 'success', title: 'Search started', text: file.fileName });
      close();
    } catch (error) {
      if (fileNameTaken(error)) setError('fileName', { type: 'server', message: FILE_NAME_TAKEN }, { shouldFocus: true });
      else setGlobalError(errorMessage(error));
    }
  };

  return (
    <SlideOver
      open={open}
      title="New search"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={start.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={start.isPending}>
            Run Search
          </Button>
        </>
      }
    >
      <form id={formId} noValidate aria-label="New search" className="space-y-4" onSubmit={(e) => void handleSubmit(onValid, () => setGlobalError(null))(e)}>
        <TextField label="File name" required data-autofocus error={errors.fileName?.message} {...register('fileName')} />
        <TextAreaField label="Queries" required rows={5} hint="One query per line." error={errors.queriesText?.message} {...register('queriesText')} />
        <Controller
          control={control}
          name="locations"
          render={({ field }) => <LocationsField value={field.value} onChange={field.onChange} error={errors.locations?.message} />}
        />
        <SelectField label="Google domain" required options={DOMAIN_OPTIONS} error={errors.googleDomain?.message} {...register('googleDomain')} />
        <SelectField label="Hosting language" required options={LANGUAGE_OPTIONS} error={errors.hostingLanguage?.message} {...register('hostingLanguage')} />
        <GlobalErrorLine message={globalError} />
      </form>
    </SlideOver>
  );
}
