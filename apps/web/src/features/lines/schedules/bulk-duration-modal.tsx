import { useState } from 'react';
import { validateBulkDuration } from '@farebox/domain';
import { CheckboxField, TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { useToast } from '@/ui/toast';
import { scheduleErrors } from './schedule-errors';
import { useBulkDuration, type ScheduleEvent } from './schedules.api';

/** Change events duration (bulk trip duration, at least 1 minute); the events that could not change go to the Errors modal. */
export function BulkDurationModal({
  lineId,
  events,
  onErrors,
  onClose,
}: {
  lineId: string;
  events: ScheduleEvent[];
  onErrors: (errors: string[]) => void;
  onClose: () => void;
}) {
  const { notify } = useToast();
  const bulk = useBulkDuration(lineId);
  const [selected, setSelected] = useState<string[]>(events.map((e) => e.id));
  const [duration, setDuration] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    const minutes = duration === '' ? null : Number(duration);
    const problems = validateBulkDuration(minutes);
    if (problems.length > 0) return setError(problems[0].message);
    setError(undefined);
    try {
      const result = await bulk.mutateAsync({ eventIds: selected, durationMinutes: minutes! });
      if (result.updated > 0) notify({ kind: 'success', title: 'Durations changed', text: `${result.updated} events` });
      if (result.errors.length > 0) onErrors(result.errors.map((e) => `${e.title}: ${e.message}`));
      onClose();
    } catch (e) {
      onErrors(scheduleErrors(e));
    }
  };

  return (
    <FormModal
      title="Change events duration"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      submitLabel="Change"
      busy={bulk.isPending}
      submitDisabled={selected.length === 0}
    >
      <TextField label="Duration (minutes)" type="number" min={1} required value={duration} error={error} onChange={(e) => setDuration(e.target.value)} />
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-900">Events</legend>
        {events.map((e) => (
          <CheckboxField
            key={e.id}
            label={`${e.title} (${e.startTime})`}
            checked={selected.includes(e.id)}
            onChange={() => setSelected((s) => (s.includes(e.id) ? s.filter((x) => x !== e.id) : [...s, e.id]))}
          />
        ))}
      </fieldset>
    </FormModal>
  );
}
