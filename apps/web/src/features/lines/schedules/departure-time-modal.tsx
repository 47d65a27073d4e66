import { useState } from 'react';
import { EVENT_MINUTE_STEP, validateNewDepartureTime } from '@farebox/domain';
import { TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { useToast } from '@/ui/toast';
import { scheduleErrors } from './schedule-errors';
import { useNewDepartureTime, type ScheduleEvent } from './schedules.api';

/** New departure time for an event from a date on: the time must change and the date must not be in the past. */
export function DepartureTimeModal({
  lineId,
  event,
  today,
  onErrors,
  onClose,
}: {
  lineId: string;
  event: ScheduleEvent;
  today: string;
  onErrors: (errors: string[]) => void;
  onClose: () => void;
}) {
  const { notify } = useToast();
  const change = useNewDepartureTime(lineId);
  const [startTime, setStartTime] = useState(event.startTime);
  const [effectiveFrom, setEffectiveFrom] = useState(today);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = async () => {
    // The server checks "not in the past" by its clock in the departure city; the browser's today is a first check.
    const found = validateNewDepartureTime(event.startTime, startTime, effectiveFrom, today);
    setProblems(Object.fromEntries(found.map((p) => [p.field, p.message])));
    if (found.length > 0) return;
    try {
      await change.mutateAsync({ event, startTime, effectiveFrom });
      notify({ kind: 'success', title: 'Departure time changed', text: `${event.title}: ${startTime} from ${effectiveFrom}` });
      onClose();
    } catch (error) {
      onErrors(scheduleErrors(error));
    }
  };

  return (
    <FormModal
      title={`New departure time for ${event.title}`}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      submitLabel="Change"
      busy={change.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="New departure time"
          type="time"
          step={EVENT_MINUTE_STEP * 60}
          required
          value={startTime}
          error={problems.startTime}
          onChange={(e) => setStartTime(e.target.value)}
          hint={`Now ${event.startTime}`}
        />
        <TextField
          label="Effective from"
          type="date"
          min={today}
          required
          value={effectiveFrom}
          error={problems.effectiveFrom}
          onChange={(e) => setEffectiveFrom(e.target.value)}
        />
      </div>
    </FormModal>
  );
}
