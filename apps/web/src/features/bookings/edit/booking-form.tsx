import type { FieldProblem } from '@farebox/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { Button } from '../../../ui/button';
import { EditConflictNotice, conflictChanges, type ConflictChange } from '../../../ui/edit-conflict-notice';
import { CheckboxField, FormErrorSummary, TextField } from '../../../ui/form-fields';
import { toFormErrors } from '../../../ui/form-resolver';
import { formatMoney, todayIso } from '../../../ui/format';
import { ConfirmDialog } from '../../../ui/modal';
import { errorMessage } from '../../../ui/states';
import { useToast } from '../../../ui/toast';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { usePermissions } from '../../users/use-permissions';
import { useProduct, type ProductDetail } from '../search/products.api';
import { useCreateBooking, useExchangeBooking, useUpdateBooking } from './booking-edit.api';
import type { BookingDetail } from '../booking.types';
import type { NotifyChoice } from './booking-edit.types';
import { removeDraft, saveDraft } from './booking-draft';
import {
  alignExtras,
  defaultPassengerType,
  editValues,
  fieldLabel,
  toBookingBody,
  toSupplierApiBody,
  toUpdateBody,
  validateBooking,
  type BookingFormValues,
  type BookingRules,
} from './booking-form-values';
import { estimateFare } from './booking-price';
import { BookingSettingsSection } from './booking-settings-section';
import { extraLabel, ExtrasSection } from './extras-section';
import { JourneySection } from './journey-section';
import { NotifyModal } from './notify-modal';
import { PassengersSection } from './passengers-section';

/** Create (a draft kept under `draftId`), exchange an existing booking, or edit one. */
export type BookingFormMode =
  | { kind: 'create'; draftId: string }
  | { kind: 'exchange'; draftId: string; from: BookingDetail }
  | { kind: 'edit'; booking: BookingDetail; reload: () => Promise<BookingDetail | undefined> };

export interface BookingFormProps {
  mode: BookingFormMode;
  lineId: string;
  /** The product on the initial outbound date (already loaded by the page). */
  product: ProductDetail;
  initial: BookingFormValues;
}

const SAVE_FAILED = 'The booking was not saved';

function rulesOf(product: ProductDetail, mode: BookingFormMode): BookingRules {
  return {
    privateTransfer: product.privateTransfer,
    minPassengers: product.minPassengers,
    extras: product.extras,
    passengerTypes: product.passengerTypes.map((t) => t.type),
    supplierApi: mode.kind === 'edit' && mode.booking.isSupplierApi,
  };
}

/** The booking edit and create form (spec part 2, sections 2.3 and 5). */
export function BookingForm({ mode, lineId, product: initialProduct, initial }: BookingFormProps) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const { isFullAdmin } = usePermissions();
  const creating = mode.kind !== 'edit';
  const booking = mode.kind === 'edit' ? mode.booking : undefined;

  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const [reloading, setReloading] = useState(false);
  const [pending, setPending] = useState<{ kind: 'notify' | 'exchange'; values: BookingFormValues } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  // The rules follow the product as loaded for the chosen date; the resolver reads them through a ref.
  const rulesRef = useRef(rulesOf(initialProduct, mode));
  const resolver = useMemo<Resolver<BookingFormValues>>(
    () => (values) => {
      const found = validateBooking(values, rulesRef.current);
      setProblems(found);
      return found.length === 0 ? { values, errors: {} } : { values: {}, errors: toFormErrors<BookingFormValues>(found) };
    },
    [],
  );
  const methods = useForm<BookingFormValues>({ defaultValues: initial, resolver });
  const { control, handleSubmit, setValue, getValues, reset, register, setError } = methods;
  const [from, to, outbound, inbound, roundTrip, passengers] = useWatch({ control, name: ['from', 'to', 'outbound', 'inbound', 'roundTrip', 'passengers'] });

  // One query gives both legs: the departures from `from` on the date and the way back on the return date.
  const productQuery = useProduct({ lineId, date: outbound.date, from, returnDate: roundTrip ? inbound.date : undefined });
  const product = productQuery.data ?? initialProduct;
  const rules = rulesOf(product, mode);
  rulesRef.current = rules;
  const outboundTrips = product.departures;
  const inboundTrips = roundTrip ? product.returnDepartures : [];

  // The extra options follow the product; choices already made are kept by option id.
  const extraIds = product.extras.map((e) => e.id).join(',');
  useEffect(() => {
    const current = getValues('extras');
    if (current.map((e) => e.optionId).join(',') !== extraIds) setValue('extras', alignExtras(product.extras, current));
  }, [extraIds, product.extras, getValues, setValue]);

  // While creating, every change is kept in a local draft (restored from the URL's `id`).
  const draftId = mode.kind === 'edit' ? null : mode.draftId;
  const allValues = useWatch({ control });
  const debouncedValues = useDebouncedValue(allValues, 400);
  const { isDirty } = methods.formState;
  useEffect(() => {
    if (draftId && isDirty) saveDraft(draftId, lineId, debouncedValues as BookingFormValues);
  }, [draftId, lineId, debouncedValues, isDirty]);

  const create = useCreateBooking();
  const exchange = useExchangeBooking(mode.kind === 'exchange' ? mode.from.id : '');
  const update = useUpdateBooking(booking?.id ?? '');
  const saving = create.isPending || exchange.isPending || update.isPending;

  const error = (field: string) => problems.find((p) => p.field === field)?.message;
  const showSummary = () => setTimeout(() => summaryRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }), 0);

  const onFailure = (e: unknown) => {
    const changes = conflictChanges(e);
    if (changes) {
      setConflict(changes);
      showSummary();
      return;
    }
    if (e instanceof ApiError && e.fieldErrors.length > 0) {
      setProblems(e.fieldErrors);
      for (const p of e.fieldErrors) setError(p.field as keyof BookingFormValues, { type: 'server', message: p.message });
      showSummary();
    }
    notify({ kind: 'error', title: SAVE_FAILED, text: errorMessage(e) });
  };

  const afterCreate = (saved: { id: string; reference: string }, title: string) => {
    if (draftId) removeDraft(draftId);
    notify({ kind: 'success', title, text: `Booking ${saved.reference}` });
    void navigate(`/bookings/edit/${saved.id}`, { replace: true });
  };

  const submitEdit = async (values: BookingFormValues, notifyChoice?: NotifyChoice) => {
    if (!booking) return;
    try {
      await update.mutateAsync(
        rules.supplierApi
          ? { ...toSupplierApiBody(values), version: booking.version }
          : { ...toUpdateBody(values, lineId, rules, isFullAdmin, booking.version), notify: notifyChoice },
      );
      setPending(null);
      notify({ kind: 'success', title: 'Booking saved', text: `Booking ${booking.reference}` });
      if (mode.kind === 'edit') await mode.reload();
      reset(values);
    } catch (e) {
      setPending(null);
      onFailure(e);
    }
  };

  const onValid = async (values: BookingFormValues) => {
    setConflict(null);
    if (mode.kind === 'edit') return rules.supplierApi ? submitEdit(values) : setPending({ kind: 'notify', values });
    if (mode.kind === 'exchange') return setPending({ kind: 'exchange', values });
    try {
      afterCreate(await create.mutateAsync(toBookingBody(values, lineId, rules, isFullAdmin)), 'Booking created');
    } catch (e) {
      onFailure(e);
    }
  };

  const confirmExchange = async () => {
    if (mode.kind !== 'exchange' || !pending) return;
    try {
      afterCreate(await exchange.mutateAsync({ version: mode.from.version, booking: toBookingBody(pending.values, lineId, rules, isFullAdmin) }), 'Booking exchanged');
    } catch (e) {
      setPending(null);
      onFailure(e);
    }
  };

  const reloadLatest = async () => {
    if (mode.kind !== 'edit') return;
    setReloading(true);
    try {
      const latest = await mode.reload();
      if (latest) reset(editValues(latest, product));
      setConflict(null);
      setProblems([]);
    } finally {
      setReloading(false);
    }
  };

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
  );
  const price = booking ? booking.price : fare;
  const locked = rules.supplierApi;
  const supplierChanged = !!booking && booking.company.id !== product.company.id;

  return (
    <FormProvider {...methods}>
      <form noValidate aria-label={creating ? 'Create booking' : 'Edit booking'} className="space-y-4" onSubmit={handleSubmit(onValid, showSummary)}>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded border border-slate-200 bg-white p-4">
          <div>
            <p className="font-semibold text-slate-900">{product.denomination}</p>
            <p className="text-sm text-slate-700">
              {product.company.name}
              {booking && ` · Reference ${booking.reference}`}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm">
              <span className="font-medium text-slate-700">{booking ? 'Price' : 'Estimated fare'}: </span>
              <span className="font-semibold text-slate-900">{price ? formatMoney(price.amount, price.currency) : '—'}</span>
            </p>
            {!locked && (
              <Button variant="secondary" size="sm" onClick={switchDirections}>
                Switch directions
              </Button>
            )}
            {booking?.allowedActions.includes('exchange') && (
              <Button variant="secondary" size="sm" onClick={() => void navigate(`/bookings/search?exchangeFrom=${encodeURIComponent(booking.id)}`)}>
                Exchange Booking
              </Button>
            )}
            {isFullAdmin && <CheckboxField label="Fraudulent" {...register('isFraudulent')} />}
          </div>
        </div>

        <div ref={summaryRef} className="space-y-3">
          {conflict && <EditConflictNotice changes={conflict} onReload={() => void reloadLatest()} reloading={reloading} />}
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
        </fieldset>

        <PassengersSection
          passengerTypes={product.passengerTypes}
          defaultType={defaultPassengerType(product.passengerTypes)}
          minPassengers={product.privateTransfer ? 1 : Math.max(1, product.minPassengers)}
          privateTransfer={product.privateTransfer}
          contactOnly={locked}
          error={error}
        />

        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={saving}>
            Save
          </Button>
          <Button variant="secondary" onClick={() => void navigate(booking ? `/bookings?booking=${encodeURIComponent(booking.reference)}` : '/bookings/search')}>
            Cancel
          </Button>
        </div>
      </form>

      {pending?.kind === 'notify' && (
        <NotifyModal open supplierChanged={supplierChanged} busy={update.isPending} onChoose={(choice) => void submitEdit(pending.values, choice)} onCancel={() => setPending(null)} />
      )}
      <ConfirmDialog
        open={pending?.kind === 'exchange'}
        title="Exchange booking?"
        message={
          <p className="text-sm text-slate-800">
            Booking {mode.kind === 'exchange' ? mode.from.reference : ''} will be cancelled and the new booking created with its payment moved to it.
          </p>
        }
        confirmLabel="Exchange"
        busy={exchange.isPending}
        onConfirm={() => void confirmExchange()}
        onCancel={() => setPending(null)}
      />
    </FormProvider>
  );
}
