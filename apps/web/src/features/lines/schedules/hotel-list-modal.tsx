import { useState } from 'react';
import { MultiStationMessage, hotelsFromCsv } from '@farebox/domain';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { useToast } from '@/ui/toast';
import { useSaveMultiStation, type MultiStation } from './multi-stations.api';
import { scheduleErrors } from './schedule-errors';

/** The hotel list of a pick-up/drop-off entry: add, remove (never the last one) and import from a CSV file (first column). */
export function HotelListModal({
  lineId,
  entry,
  onErrors,
  onClose,
}: {
  lineId: string;
  entry: MultiStation;
  onErrors: (errors: string[]) => void;
  onClose: () => void;
}) {
  const { notify } = useToast();
  const save = useSaveMultiStation(lineId, entry.direction);
  const [hotels, setHotels] = useState<string[]>(entry.pickupDropoff?.hotels.length ? entry.pickupDropoff.hotels : ['']);
  const [error, setError] = useState<string | undefined>();

  const importCsv = async (file: File | undefined) => {
    if (!file) return;
    setHotels(hotelsFromCsv(await file.text(), hotels));
  };

  const submit = async () => {
    const kept = hotels.map((h) => h.trim()).filter((h) => h !== '');
    if (kept.length === 0) return setError(MultiStationMessage.HotelList);
    setError(undefined);
    try {
      await save.mutateAsync({
        editing: entry,
        body: {
          kind: entry.kind,
          stationId: entry.stationId,
          isBoarding: entry.isBoarding,
          isDropoff: entry.isDropoff,
          timeOffsetMinutes: entry.timeOffsetMinutes,
          price: entry.price ?? '',
          pickupDropoff: {
            ...(entry.pickupDropoff ?? { price: '', perPassenger: true, showFlightDetails: false, selectionType: 'anyHotel', note: '', points: [] }),
            hotels: kept,
          },
        },
      });
      notify({ kind: 'success', title: 'Hotel list saved', text: `${kept.length} hotels` });
      onClose();
    } catch (e) {
      onErrors(scheduleErrors(e));
    }
  };

  return (
    <FormModal
      title={`Hotel list of ${entry.stationName}`}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      submitLabel="Save"
      busy={save.isPending}
    >
      {error && (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {hotels.map((h, i) => (
        <div key={i} className="mb-2 flex items-end gap-2">
          <TextField className="grow" label={`Hotel ${i + 1}`} value={h} onChange={(e) => setHotels(hotels.map((x, j) => (j === i ? e.target.value : x)))} />
          <Button variant="ghost" size="sm" disabled={hotels.length === 1} onClick={() => setHotels(hotels.filter((_, j) => j !== i))}>
            Remove hotel {i + 1}
          </Button>
        </div>
      ))}
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <Button size="sm" variant="secondary" onClick={() => setHotels([...hotels, ''])}>
          Add hotel
        </Button>
        <TextField
          label="Import CSV"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void importCsv(e.target.files?.[0])}
          hint="First column: the hotel names."
        />
      </div>
    </FormModal>
  );
}
