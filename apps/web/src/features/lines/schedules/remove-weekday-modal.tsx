import { useState } from 'react';
import { WEEKDAY_LABELS } from '@farebox/domain';
import { SelectField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { useToast } from '@/ui/toast';
import { scheduleErrors } from './schedule-errors';
import { useRemoveWeekday, type ScheduleEvent } from './schedules.api';

/** Remove one weekday from a recurring event (full admins); the event's only day is not offered. */
export function RemoveWeekdayModal({
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
  const remove = useRemoveWeekday(lineId);
  const [weekday, setWeekday] = useState(String(event.daysOfWeek[0]));
  const submit = async () => {
    try {
      await remove.mutateAsync({ event, weekday: Number(weekday) });
      notify({ kind: 'success', title: 'Weekday removed', text: `${event.title}: ${WEEKDAY_LABELS[Number(weekday)]}` });
      onClose();
    } catch (error) {
      onErrors(scheduleErrors(error));
    }
  };
  return (
    <FormModal
      title={`Remove a weekday from ${event.title}`}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      submitLabel="Remove"
      danger
      busy={remove.isPending}
      submitDisabled={event.daysOfWeek.length < 2}
    >
      {event.daysOfWeek.length < 2 ? (
        <p className="text-sm text-slate-900">The event runs on one day only; that day cannot be removed.</p>
      ) : (
        <SelectField
          label="Weekday"
          value={weekday}
          onChange={(e) => setWeekday(e.target.value)}
          options={event.daysOfWeek.map((d) => ({ value: String(d), label: WEEKDAY_LABELS[d] }))}
        />
      )}
    </FormModal>
  );
}
