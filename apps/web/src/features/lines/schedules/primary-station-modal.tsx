import { useForm } from 'react-hook-form';
import { MultiStationMessage, PRIMARY_ROLE_LABELS, PRIMARY_ROLES, type PrimaryRole } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { SelectField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { toFormErrors } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { useSetPrimaryStation, useStationChoices, type MultiStation } from './multi-stations.api';
import { scheduleErrors } from './schedule-errors';
import type { Direction } from './schedules.api';

interface Values {
  role: PrimaryRole;
  stationId: string;
}

/**
 * Add primary station (spec part 2, 2.10): the direction's primary boarding station (the departure, offset 0) or its
 * primary drop-off station becomes another station of the same city, since the trips leave from and arrive in the
 * line's cities. The station it replaces stays in the list as a stop.
 */
export function PrimaryStationModal({
  lineId,
  direction,
  primaries,
  onErrors,
  onClose,
}: {
  lineId: string;
  direction: Direction;
  /** The list's primary stations, boarding first. */
  primaries: { boarding: MultiStation; dropoff: MultiStation };
  onErrors: (errors: string[]) => void;
  onClose: () => void;
}) {
  const { notify } = useToast();
  const save = useSetPrimaryStation(lineId, direction);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { role: 'boarding', stationId: '' } });
  const current = primaries[watch('role')];
  const stations = useStationChoices(current.cityId);
  const options = (stations.data?.data ?? [])
    .filter((s) => s.id !== current.stationId)
    .map((s) => ({ value: s.id, label: s.address ? `${s.name} (${s.address})` : s.name }));

  const onValid = async (values: Values) => {
    if (!values.stationId) return setError('stationId', { message: MultiStationMessage.Required });
    try {
      await save.mutateAsync(values);
      notify({ kind: 'success', title: 'Primary station changed', text: PRIMARY_ROLE_LABELS[values.role] });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        for (const [field, value] of Object.entries(toFormErrors<Values>(error.fieldErrors))) setError(field as keyof Values, value as never);
      onErrors(scheduleErrors(error));
    }
  };

  return (
    <FormModal title="Add primary station" onClose={onClose} onSubmit={(e) => void handleSubmit(onValid)(e)} submitLabel="Save" busy={save.isPending}>
      <div className="grid gap-4">
        <SelectField
          label="Primary station"
          options={PRIMARY_ROLES.map((r) => ({ value: r, label: PRIMARY_ROLE_LABELS[r] }))}
          {...register('role', { onChange: () => setValue('stationId', '') })}
        />
        <p className="text-sm text-slate-700">
          Now {current.stationName}, {current.cityName}. It stays in the list as a stop.
          {watch('role') === 'boarding' && ' The primary boarding station is the departure: its offset stays 0.'}
        </p>
        <SelectField
          label={`Station in ${current.cityName}`}
          required
          placeholder="Choose a station"
          loadingOptions={stations.isLoading}
          options={options}
          error={errors.stationId?.message}
          {...register('stationId')}
        />
      </div>
    </FormModal>
  );
}
