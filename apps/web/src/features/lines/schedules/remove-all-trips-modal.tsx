import { useState } from 'react';
import { CheckboxField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { useToast } from '@/ui/toast';
import { scheduleErrors } from './schedule-errors';
import { useRemoveAllTrips, type Direction } from './schedules.api';

/** Remove all trips of the checked directions; at least one direction stays checked (spec part 2, 2.9 tab 4). */
export function RemoveAllTripsModal({
  lineId,
  names,
  onErrors,
  onClose,
}: {
  lineId: string;
  names: Record<Direction, string>;
  onErrors: (errors: string[]) => void;
  onClose: () => void;
}) {
  const { notify } = useToast();
  const remove = useRemoveAllTrips(lineId);
  const [checked, setChecked] = useState<Direction[]>(['aToB', 'bToA']);
  const toggle = (d: Direction) => setChecked((c) => (c.includes(d) ? (c.length === 1 ? c : c.filter((x) => x !== d)) : [...c, d]));

  const submit = async () => {
    try {
      const result = await remove.mutateAsync(checked);
      notify({ kind: 'success', title: 'Trips removed', text: `${result.impact.removed} trips` });
      onClose();
    } catch (error) {
      onErrors(scheduleErrors(error));
    }
  };

  return (
    <FormModal
      title="Remove all trips"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      submitLabel="Remove"
      danger
      busy={remove.isPending}
    >
      <p className="mb-3 text-sm text-slate-900">
        The future trips and the events of the checked directions are removed. Trips with bookings are never removed.
      </p>
      {(['aToB', 'bToA'] as const).map((d) => (
        <CheckboxField key={d} label={names[d]} checked={checked.includes(d)} onChange={() => toggle(d)} />
      ))}
    </FormModal>
  );
}
