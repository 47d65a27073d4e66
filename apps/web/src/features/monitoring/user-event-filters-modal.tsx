import { useForm } from 'react-hook-form';
import { parsePropertyFilter } from '@farebox/domain';
import { FormModal } from '@/ui/form-modal';
import { TextField } from '@/ui/form-fields';

export const USER_EVENT_FILTER_KEYS = ['name', 'visitorId', 'sessionId', 'fromDate', 'toDate', 'property'] as const;
export type UserEventFilterKey = (typeof USER_EVENT_FILTER_KEYS)[number];
export type UserEventFilterValues = Record<UserEventFilterKey, string>;

export const USER_EVENT_FILTER_LABELS: Record<UserEventFilterKey, string> = {
  name: 'Event name',
  visitorId: 'Visitor ID',
  sessionId: 'Session ID',
  fromDate: 'From date',
  toDate: 'To date',
  property: 'Property',
};

/** The viewer's filters modal: Apply writes them into the URL (the page reads them from there). */
export function UserEventFiltersModal({
  values,
  onApply,
  onClose,
}: {
  values: UserEventFilterValues;
  onApply: (v: UserEventFilterValues) => void;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UserEventFilterValues>({ defaultValues: values });
  const apply = (v: UserEventFilterValues) => {
    onApply(Object.fromEntries(USER_EVENT_FILTER_KEYS.map((k) => [k, v[k].trim()])) as UserEventFilterValues);
    onClose();
  };
  return (
    <FormModal title="Filter user events" onClose={onClose} onSubmit={(e) => void handleSubmit(apply)(e)} submitLabel="Apply">
      <TextField label={USER_EVENT_FILTER_LABELS.name} {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={USER_EVENT_FILTER_LABELS.visitorId} {...register('visitorId')} />
        <TextField label={USER_EVENT_FILTER_LABELS.sessionId} {...register('sessionId')} />
        <TextField label={USER_EVENT_FILTER_LABELS.fromDate} type="date" {...register('fromDate')} />
        <TextField
          label={USER_EVENT_FILTER_LABELS.toDate}
          type="date"
          error={errors.toDate?.message}
          {...register('toDate', { validate: (to, all) => !to || !all.fromDate || to >= all.fromDate || 'The end date is before the start date.' })}
        />
      </div>
      <TextField
        label={USER_EVENT_FILTER_LABELS.property}
        hint="One property as key=value, e.g. page=/checkout."
        error={errors.property?.message}
        {...register('property', { validate: (p) => !p.trim() || !!parsePropertyFilter(p) || 'Enter one property as key=value.' })}
      />
    </FormModal>
  );
}
