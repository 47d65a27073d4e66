import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { newProConFields } from '@farebox/domain';
import { Button } from '@/ui/button';
import { SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { GlobalErrorLine } from '@/features/locations/location-form';
import { LocationPage } from '@/features/locations/location-page';
import { createFailure, proConProblems, toProConFields, type ProConFormValues } from './pro-con-form-values';
import { PRO_CON_TYPE_OPTIONS } from './pro-con-options';
import { useCreateProCon } from './routes.api';
import { NEW_ROUTES_TABS } from './route.types';

const PROS_AND_CONS = `/new-routes?tab=${NEW_ROUTES_TABS.prosAndCons}`;

/** `/new-routes/pros-and-cons/create`: slug, text and type, all required; the messages appear after submit. */
export function ProConCreatePage() {
  const navigate = useNavigate();
  const { notify } = useToast();
  const create = useCreateProCon();
  const [globalError, setGlobalError] = useState<string | null>(null);
  const resolver = useMemo(() => problemsResolver<ProConFormValues>(proConProblems), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProConFormValues>({ defaultValues: newProConFields(), resolver });

  const onValid = async (values: ProConFormValues) => {
    setGlobalError(null);
    const fields = toProConFields(values);
    try {
      const created = await create.mutateAsync(fields);
      notify({ kind: 'success', title: created.type === 'pro' ? 'Pro created' : 'Con created', text: created.slug });
      void navigate(`${PROS_AND_CONS}&search=${encodeURIComponent(created.slug)}`);
    } catch (error) {
      const failure = createFailure(error, fields.type);
      if (failure.field) setError(failure.field, { type: 'server', message: failure.message }, { shouldFocus: true });
      else setGlobalError(failure.message);
    }
  };

  return (
    <LocationPage title="Create pro or con" back={{ to: PROS_AND_CONS, label: 'Back to pros and cons' }} noun="pro or con">
      {() => (
        <form
          noValidate
          aria-label="Create pro or con"
          className="max-w-2xl space-y-4 rounded border border-slate-200 bg-white p-4"
          onSubmit={(e) => void handleSubmit(onValid, () => setGlobalError(null))(e)}
        >
          <TextField label="Slug" required hint="Lower-case words joined by hyphens, e.g. free-wifi." error={errors.slug?.message} {...register('slug')} />
          <TextAreaField label="Text" required rows={3} error={errors.text?.message} {...register('text')} />
          <SelectField label="Type" required placeholder="Choose…" options={PRO_CON_TYPE_OPTIONS} error={errors.type?.message} {...register('type')} />
          <GlobalErrorLine message={globalError} />
          <div className="flex gap-2">
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
            <Button variant="secondary" onClick={() => void navigate(PROS_AND_CONS)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </LocationPage>
  );
}
