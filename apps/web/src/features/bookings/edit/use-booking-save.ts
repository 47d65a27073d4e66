import type { FieldProblem } from '@farebox/domain';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '@/api/api-error';
import { conflictChanges, type ConflictChange } from '@/ui/edit-conflict-notice';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import type { BookingDetail } from '../booking.types';
import type { ProductDetail } from '../search/products.api';
import { useCreateBooking, useExchangeBooking, useNotifyBooking, useUpdateBooking } from './booking-edit.api';
import type { NotifyChoice } from './booking-edit.types';
import { removeDraft } from './booking-draft';
import { editValues, toBookingBody, toFormField, toSupplierApiBody, toUpdateBody, type BookingFormValues, type BookingRules } from './booking-form-values';

/** Create (a draft kept under `draftId`), exchange an existing booking, or edit one. */
export type BookingFormMode =
  | { kind: 'create'; draftId: string }
  | { kind: 'exchange'; draftId: string; from: BookingDetail }
  | { kind: 'edit'; booking: BookingDetail; reload: () => Promise<BookingDetail | undefined> };

export interface BookingSaveOptions {
  mode: BookingFormMode;
  lineId: string;
  rules: BookingRules;
  product: ProductDetail;
  isFullAdmin: boolean;
  form: UseFormReturn<BookingFormValues>;
  /** The form's values as loaded: an edit sends the statuses only when they differ from these. */
  initial: BookingFormValues;
  /** Shows the problems in the form (the list of invalid fields and each field's message). */
  showProblems: (problems: FieldProblem[]) => void;
}

const SAVE_FAILED = 'The booking was not saved';

/**
 * Saving the form: a create goes straight to the API; an edit is saved, then asks whom to notify (an edit moving the
 * booking to another supplier asks for the two supplier e-mails first, and saves with them); an exchange asks for a
 * confirmation. A failure keeps every value typed (and the create's draft); a stale version shows the conflict.
 */
export function useBookingSave({ mode, lineId, rules, product, isFullAdmin, form, initial, showProblems }: BookingSaveOptions) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const [pending, setPending] = useState<{ kind: 'supplierChange' | 'exchange'; values: BookingFormValues } | null>(null);
  const [askNotify, setAskNotify] = useState(false);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const [reloading, setReloading] = useState(false);
  const saved = useRef(initial);
  const create = useCreateBooking();
  const exchange = useExchangeBooking(mode.kind === 'exchange' ? mode.from.id : '');
  const bookingId = mode.kind === 'edit' ? mode.booking.id : '';
  const update = useUpdateBooking(bookingId);
  const notifyBooking = useNotifyBooking(bookingId);
  const supplierChanged = mode.kind === 'edit' && mode.booking.company.id !== product.company.id;

  const resetTo = (values: BookingFormValues) => {
    saved.current = values;
    form.reset(values);
  };

  const fail = (e: unknown) => {
    setPending(null);
    const changes = conflictChanges(e);
    if (changes) return setConflict(changes);
    if (e instanceof ApiError && e.fieldErrors.length > 0) {
      const extras = form.getValues('extras');
      showProblems(e.fieldErrors.map((p) => ({ field: toFormField(p.field, extras), message: p.message })));
    }
    notify({ kind: 'error', title: SAVE_FAILED, text: errorMessage(e) });
  };

  const created = (booking: { id: string; reference: string }, title: string) => {
    if (mode.kind !== 'edit') removeDraft(mode.draftId);
    notify({ kind: 'success', title, text: `Booking ${booking.reference}` });
    void navigate(`/bookings/edit/${booking.id}`, { replace: true });
  };

  /** Saves the edit; `supplierMails` are the supplier-change modal's choices, else whom to notify is asked after. */
  const saveEdit = async (values: BookingFormValues, supplierMails?: NotifyChoice) => {
    if (mode.kind !== 'edit') return;
    const { booking } = mode;
    const bookedLineId = booking.items[0]?.product.id ?? lineId;
    try {
      const savedBooking = await update.mutateAsync(
        rules.supplierApi
          ? { ...toSupplierApiBody(values), version: booking.version }
          : { ...toUpdateBody(values, saved.current, lineId, bookedLineId, rules, isFullAdmin, booking.version), notify: supplierMails },
      );
      setPending(null);
      const waits = savedBooking.amendStatus === 'pending' && booking.amendStatus !== 'pending';
      notify({
        kind: 'success',
        title: 'Booking saved',
        text: waits ? `Booking ${booking.reference}: the journey changes when the supplier accepts the change request.` : `Booking ${booking.reference}`,
      });
      // The form shows the booking as saved (a change request leaves its journey as it was until accepted).
      const latest = await mode.reload();
      resetTo(latest ? editValues(latest, product) : values);
      // After Change product the booking is on it: its plain edit URL no longer names another product.
      void navigate(`/bookings/edit/${booking.id}`, { replace: true });
      if (!supplierMails) setAskNotify(true);
    } catch (e) {
      fail(e);
    }
  };

  const sendNotify = async (choice: Pick<NotifyChoice, 'supportTeam' | 'supplier'>) => {
    try {
      const { queued } = await notifyBooking.mutateAsync(choice);
      notify({ kind: 'success', title: 'Notification sent', text: queued === 1 ? '1 e-mail queued' : `${queued} e-mails queued` });
      setAskNotify(false);
    } catch (e) {
      notify({ kind: 'error', title: 'The notification was not sent', text: errorMessage(e) });
    }
  };

  const onValid = async (values: BookingFormValues) => {
    setConflict(null);
    if (mode.kind === 'edit') return supplierChanged && !rules.supplierApi ? setPending({ kind: 'supplierChange', values }) : saveEdit(values);
    if (mode.kind === 'exchange') return setPending({ kind: 'exchange', values });
    try {
      created(await create.mutateAsync(toBookingBody(values, lineId, rules, isFullAdmin)), 'Booking created');
    } catch (e) {
      fail(e);
    }
  };

  const confirmExchange = async () => {
    if (mode.kind !== 'exchange' || !pending) return;
    try {
      created(
        await exchange.mutateAsync({ version: mode.from.version, booking: toBookingBody(pending.values, lineId, rules, isFullAdmin) }),
        'Booking exchanged',
      );
    } catch (e) {
      fail(e);
    }
  };

  /** After a conflict: the latest version in the form, to apply the edits again. */
  const reloadLatest = async () => {
    if (mode.kind !== 'edit') return;
    setReloading(true);
    try {
      const latest = await mode.reload();
      if (latest) resetTo(editValues(latest, product));
      setConflict(null);
      showProblems([]);
    } finally {
      setReloading(false);
    }
  };

  return {
    onValid,
    pending,
    cancelPending: () => setPending(null),
    saveEdit,
    askNotify,
    sendNotify,
    skipNotify: () => setAskNotify(false),
    notifying: notifyBooking.isPending,
    confirmExchange,
    conflict,
    reloadLatest,
    reloading,
    saving: create.isPending || exchange.isPending || update.isPending,
    updating: update.isPending,
    exchanging: exchange.isPending,
  };
}
