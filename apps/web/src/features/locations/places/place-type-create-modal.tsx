import { normalizePlaceType, validatePlaceType, type PlaceTypeFields } from '@farebox/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { problemsResolver } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { GlobalErrorLine, useSaveOutcome } from '../location-form';
import { useCreatePlaceType } from './places.api';

/** Name and slug of a new place type; the shared rule's messages under the fields, the server's in the global line. */
export function PlaceTypeCreateModal({ onClose }: { onClose: () => void }) {
  const { notify } = useToast();
  const create = useCreatePlaceType();
  const resolver = useMemo(() => problemsResolver<PlaceTypeFields>((v) => validatePlaceType(normalizePlaceType(v))), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PlaceTypeFields>({ defaultValues: { name: '', slug: '' }, resolver });
  const outcome = useSaveOutcome<PlaceTypeFields>('place type', setError);

  const onValid = async (values: PlaceTypeFields) => {
    outcome.start();
    try {
      const saved = await create.mutateAsync(normalizePlaceType(values));
      notify({ kind: 'success', title: 'Place type created', text: saved.name });
      onClose();
    } catch (error) {
      outcome.fail(error);
    }
  };

  return (
    <FormModal
      title="Create place type"
      onClose={onClose}
      onSubmit={(e) => void handleSubmit(onValid, outcome.invalid)(e)}
      submitLabel="Save"
      busy={create.isPending}
    >
      <TextField label="Name" required error={errors.name?.message} {...register('name')} />
      <TextField label="Slug" required hint="Lower-case words joined by hyphens." error={errors.slug?.message} {...register('slug')} />
      <GlobalErrorLine message={outcome.globalError} />
    </FormModal>
  );
}
