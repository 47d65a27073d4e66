import type { FieldProblem } from '@farebox/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { EditConflictNotice } from '@/ui/edit-conflict-notice';
import { CheckboxField, FormErrorSummary, TextField } from '@/ui/form-fields';
import { toFormErrors } from '@/ui/form-resolver';
import { formatMoney, todayIso } from '@/ui/format';
import { ConfirmDialog } from '@/ui/modal';
import { usePermissions } from '@/features/users/use-permissions';
import { useProduct, type ProductDetail } from '../search/products.api';
import { BookingFormHeader } from './booking-form-header';
import { alignExtras, defaultPassengerType, fieldLabel, validateBooking, type BookingFormValues, type BookingRules } from './booking-form-values';
import { estimateFare } from './booking-price';
import { BookingSettingsSection } from './booking-settings-section';
import { extraLabel, ExtrasSection } from './extras-section';
import { JourneySection } from './journey-section';
import { NotifyModal, SupplierChangeModal } from './notify-modal';
import { PackSection } from './pack-section';
import { PassengersSection } from './passengers-section';
import { TrackAction } from './track-action';
import { useBookingSave, type BookingFormMode } from './use-booking-save';
import { useDraftAutosave } from './use-draft-autosave';
import { VehiclesSection } from './vehicles-section';

export interface BookingFormProps {
  mode: BookingFormMode;
  lineId: string;
  /** The product on the initial outbound date (already loaded by the page). */
  product: ProductDetail;
  initial: BookingFormValues;
}

function rulesOf(product: ProductDetail, mode: BookingFormMode): BookingRules {
  return {
    privateTransfer: product.privateTransfer,
    minPassengers: product.minPassengers,
    extras: product.extras,
    passengerTypes: product.passengerTypes.map((t) => t.type),
    vehicleTypes: product.vehicleOnBoard ? product.vehicleTypes.map((v) => v.typeName) : null,
    packIds: product.packs.map((p) => p.id),
    supplierApi: mode.kind === 'edit' && mode.booking.isSupplierApi,
    extraInfo: mode.kind === 'edit' ? [] : product.passengerExtraInfo,
  };
}

const NOT_EDITABLE = 'This booking cannot be edited.';

/** The booking edit and create form (spec part 2, sections 2.3 and 5). */
export function BookingForm({ mode, lineId, product: initialProduct, initial }: BookingFormProps) {
  const navigate = useNavigate();
  const { isFullAdmin } = usePermissions();
  const creating = mode.kind !== 'edit';
  const booking = mode.kind === 'edit' ? mode.booking : undefined;
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);

  // The rules follow the product as loaded for the chosen date; the resolver, which react-hook-form calls from its
  // handlers, reads them through a ref kept current after each render that changes them.
  const rulesRef = useRef(rulesOf(initialProduct, mode));
  const resolver = useMemo<Resolver<BookingFormValues>>(
    () => (values) => {
      const found = validateBooking(values, rulesRef.current);
      setProblems(found);
      return found.length === 0 ? { values, errors: {} } : { values: {}, errors: toFormErrors<BookingFormValues>(found) };
    },
    [],
  );
  const form = useForm<BookingFormValues>({ defaultValues: initial, resolver });
  const { control, handleSubmit, setValue, getValues, register, setError } = form;
  const [from, to, outbound, inbound, roundTrip, passengers, passengersCount, offlineSale] = useWatch({
    control,
    name: ['from', 'to', 'outbound', 'inbound', 'roundTrip', 'passengers', 'passengersCount', 'offlineSale'],
  });

  // One query gives both legs: the departures from `from` on the date and the way back on the return date.
  const productQuery = useProduct({ lineId, date: outbound.date, from, returnDate: roundTrip ? inbound.date : undefined });
  const product = productQuery.data ?? initialProduct;
  const rules = useMemo(() => rulesOf(product, mode), [product, mode]);
  useEffect(() => {
    rulesRef.current = rules;
  }, [rules]);
  const outboundTrips = product.departures;
  const inboundTrips = roundTrip ? product.returnDepartures : [];

  // The extra options follow the product; choices already made are kept by option id.
  const extraIds = product.extras.map((e) => e.id).join(',');
  useEffect(() => {
    const current = getValues('extras');
    if (current.map((e) => e.optionId).join(',') !== extraIds) setValue('extras', alignExtras(product.extras, current));
  }, [extraIds, product.extras, getValues, setValue]);

  useDraftAutosave(mode.kind === 'edit' ? null : mode.draftId, lineId, form);

  const showSummary = () => setTimeout(() => summaryRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }), 0);
  const showProblems = (found: FieldProblem[]) => {
    setProblems(found);
    for (const p of found) setError(p.field as keyof BookingFormValues, { type: 'server', message: p.message });
    if (found.length > 0) showSummary();
  };
  const save = useBookingSave({ mode, lineId, rules, product, isFullAdmin, form, initial, showProblems });
  const error = (field: string) => problems.find((p) => p.field === field)?.message;

  const switchDirections = () => {
    setValue('from', to);
    setValue('to', from);
    setValue('outbound.tripId', '');
    setValue('inbound.tripId', '');
  };

  const fare = estimateFare(
    passengers.map((p) => p.passengerType),
    [outboundTrips.find((t) => t.tripId === outbound.tripId), ...(roundTrip ? [inboundTrips.find((t) => t.tripId === inbound.tripId)] : [])],
    product.privateTransfer,
    {
      charges: product.charges,
      offline: creating && offlineSale,
      seats: product.privateTransfer ? Math.max(1, Number(passengersCount) || 1) : passengers.length,
    },
  );
  const locked = rules.supplierApi;
  // Spec 4 and 8: no changes once the tickets are issued (nor of a cancelled booking): the form only shows the booking.
  const editRefusal = booking && !booking.allowedActions.includes('edit') ? (booking.refusals?.edit ?? booking.blockedReason ?? NOT_EDITABLE) : null;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={creating ? 'Create booking' : 'Edit booking'}
        className="space-y-4"
        onSubmit={(event) => void handleSubmit(save.onValid, showSummary)(event)}
      >
        {editRefusal && (
          <p role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {editRefusal}
          </p>
        )}
        {booking?.amendStatus === 'pending' && (
          <div role="status" className="rounded border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
            <p>A change request is pending: the booking keeps its journey until the supplier accepts the change.</p>
            {booking.amendRequest?.description && <p className="mt-1 whitespace-pre-wrap">{booking.amendRequest.description}</p>}
          </div>
        )}
        <fieldset disabled={!!editRefusal} className="space-y-4">
          <legend className="sr-only">Booking</legend>
          <BookingFormHeader
            product={product}
            booking={booking}
            price={booking ? booking.price : fare}
            locked={locked}
            isFullAdmin={isFullAdmin}
            onSwitchDirections={switchDirections}
          />

          <div ref={summaryRef} className="space-y-3">
            {save.conflict && <EditConflictNotice changes={save.conflict} onReload={() => void save.reloadLatest()} reloading={save.reloading} />}
            <FormErrorSummary errors={problems.map((p) => ({ field: fieldLabel(p.field, rules, extraLabel), message: p.message }))} />
          </div>

          {locked && (
            <p className="rounded border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
              This booking was made through the supplier's API: only the contact e-mail, the phone and the fraud flag can be changed.
            </p>
          )}

          <fieldset disabled={locked} className="space-y-4">
            <legend className="sr-only">Journeys</legend>
            <JourneySection
              leg="outbound"
              title="Departure"
              departures={outboundTrips}
              loading={productQuery.isFetching}
              currentTrip={booking?.items[0]?.trip}
              minDate={creating ? todayIso() : undefined}
              error={error}
            />
            {!product.isSupplierApi && <CheckboxField label="Round trip" {...register('roundTrip')} />}
            {creating && product.charges.offlinePrice && (
              <CheckboxField
                label={`Offline sale: ${formatMoney(product.charges.offlinePrice.amount, product.charges.currency)} per passenger`}
                hint="Sold by phone or at a counter: each fare is the line's offline price."
                {...register('offlineSale')}
              />
            )}
            {roundTrip && (
              <JourneySection
                leg="inbound"
                title="Return"
                departures={inboundTrips}
                loading={productQuery.isFetching}
                currentTrip={booking?.items[1]?.trip}
                minDate={outbound.date || undefined}
                error={error}
              />
            )}
            {product.privateTransfer && (
              <TextField
                className="max-w-xs"
                label="Number of passengers"
                type="number"
                min={1}
                step={1}
                required
                error={error('passengersCount')}
                {...register('passengersCount')}
              />
            )}
            <BookingSettingsSection showStatuses={isFullAdmin} creating={creating} />
            <ExtrasSection defs={product.extras} error={error} />
            {product.vehicleOnBoard && <VehiclesSection vehicleTypes={product.vehicleTypes} error={error} />}
            <PackSection packs={product.packs} stored={booking?.items[0]?.product.id === product.id ? booking.pack : null} error={error('packId')} />
          </fieldset>

          <PassengersSection
            passengerTypes={product.passengerTypes}
            defaultType={defaultPassengerType(product.passengerTypes)}
            minPassengers={product.privateTransfer ? 1 : Math.max(1, product.minPassengers)}
            privateTransfer={product.privateTransfer}
            extraInfo={rules.extraInfo}
            contactOnly={locked}
            error={error}
          />
        </fieldset>

        <div role="group" aria-label="Booking actions" className="flex flex-wrap items-center gap-2">
          {!editRefusal && (
            <Button type="submit" loading={save.saving}>
              Save
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => void navigate(booking ? `/bookings?booking=${encodeURIComponent(booking.reference)}` : '/bookings/search')}
          >
            Cancel
          </Button>
          {booking && <TrackAction reference={booking.reference} />}
        </div>
      </form>

      {save.pending?.kind === 'supplierChange' && (
        <SupplierChangeModal busy={save.updating} onSave={(choice) => void save.saveEdit(save.pending!.values, choice)} onCancel={save.cancelPending} />
      )}
      {save.askNotify && <NotifyModal busy={save.notifying} onNotify={(choice) => void save.sendNotify(choice)} onSkip={save.skipNotify} />}
      <ConfirmDialog
        open={save.pending?.kind === 'exchange'}
        title="Exchange booking?"
        message={
          <p className="text-sm text-slate-800">
            Booking {mode.kind === 'exchange' ? mode.from.reference : ''} will be cancelled and the new booking created with its payment moved to it.
          </p>
        }
        confirmLabel="Exchange"
        busy={save.exchanging}
        onConfirm={() => void save.confirmExchange()}
        onCancel={save.cancelPending}
      />
    </FormProvider>
  );
}
