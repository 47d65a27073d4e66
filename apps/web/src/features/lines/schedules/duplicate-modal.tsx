import { useState } from 'react';
import { EVENT_MINUTE_STEP, duplicationTimes, validateDuplication } from '@farebox/domain';
import { TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { useToast } from '@/ui/toast';
import { scheduleErrors } from './schedule-errors';
import { useDuplicateEvent, type ScheduleEvent } from './schedules.api';

/** Duplicate (full admins): copies of the event every interval minutes up to an end time after its start. */
export function DuplicateModal({
  lineId,
  event,
  onErrors,
  onClose,
}: {
  lineId: string;
  event: ScheduleEvent;
  onErrors: (errors: string[]) => void;
  onClose: () => void;
}) {
  const { notify } = useToast();
  const duplicate = useDuplicateEvent(lineId);
  const [interval, setIntervalText] = useState('');
  const [endTime, setEndTime] = useState('');
  const fields = { intervalMinutes: interval === '' ? null : Number(interval), endTime, startTime: event.startTime };
  const problems = Object.fromEntries(validateDuplication(fields).map((p) => [p.field, p.message]));
  const [shown, setShown] = useState(false);
  const valid = Object.keys(problems).length === 0;

  const submit = async () => {
    setShown(true);
    if (!valid) return;
    try {
      const result = await duplicate.mutateAsync({ event, intervalMinutes: fields.intervalMinutes!, endTime });
      notify({ kind: 'success', title: 'Event duplicated', text: `${duplicationTimes(fields).length} copies, ${result.impact.created} trips` });
      onClose();
    } catch (error) {
      onErrors(scheduleErrors(error));
    }
  };

  return (
    <FormModal
      title={`Duplicate ${event.title}`}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      submitLabel="Duplicate"
      busy={duplicate.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Interval (minutes)"
          type="number"
          min={EVENT_MINUTE_STEP}
          step={EVENT_MINUTE_STEP}
          required
          value={interval}
          error={shown ? problems.intervalMinutes : undefined}
          onChange={(e) => setIntervalText(e.target.value)}
        />
        <TextField
          label="End"
          type="time"
          step={EVENT_MINUTE_STEP * 60}
          required
          value={endTime}
          error={shown ? problems.endTime : undefined}
          hint={`After the start, ${event.startTime}`}
          onChange={(e) => setEndTime(e.target.value)}
        />
      </div>
      {valid && <p className="mt-3 text-sm text-slate-900">Copies at {duplicationTimes(fields).join(', ') || '—'}.</p>}
    </FormModal>
  );
}
