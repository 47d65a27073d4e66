import { INVOICE_ACTION_LABELS, validateInvoiceAction, type InvoiceAction } from '@farebox/domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useEditConflict } from '@/ui/edit-conflict-notice';
import { CheckboxField, TextAreaField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { problemsResolver } from '@/ui/form-resolver';
import { ConfirmDialog } from '@/ui/modal';
import { useToast } from '@/ui/toast';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { applyFieldErrors } from '@/features/bookings/actions/field-errors';
import { formatMoneyIn } from '../finance-format';
import type { InvoiceDto } from '../finance.types';
import { AssigneeSelect } from './assignee-select';
import { INVOICE_ACTION_SUCCESS } from './invoice-actions';
import { invoiceErrorToast } from './invoice-errors';
import { useInvoiceAction, type InvoiceActionBody } from './invoices.api';

interface ActionFormValues {
  assignee: string;
  notes: string;
  /** Assign back to any finance user (isBackwardAssignment) instead of an approver of the level. */
  sendBack: boolean;
}

/** Reject and Cancel Payment cannot be taken back by the one who did them: they are confirmed first. */
const DESTRUCTIVE: readonly InvoiceAction[] = ['reject', 'cancelPayment'];

function toBody(action: InvoiceAction, values: ActionFormValues): InvoiceActionBody {
  const takesAssignee = action === 'assign' || action === 'approve';
  return { action, assignee: takesAssignee && values.assignee ? values.assignee : undefined, notes: values.notes.trim() || undefined };
}

/**
 * One modal for every invoice action the API offers (`allowedActions`): Approve (notes optional; an assignee only
 * matters when the API turns the approval into an assignment, and then it says so on the field), Assign (assignee and
 * notes), Reject, Mark as Paid and Cancel Payment (notes). Reject and Cancel Payment ask 'Are you sure?' first.
 */
export function InvoiceActionModal({ invoice, action, onClose }: { invoice: InvoiceDto; action: InvoiceAction; onClose: () => void }) {
  const label = INVOICE_ACTION_LABELS[action];
  const resolver = useMemo(() => problemsResolver<ActionFormValues>((v) => validateInvoiceAction(toBody(action, v))), [action]);
  const { register, handleSubmit, control, setError, formState } = useForm<ActionFormValues>({
    defaultValues: { assignee: '', notes: '', sendBack: false },
    resolver,
  });
  const sendBack = useWatch({ control, name: 'sendBack' });
  const [confirming, setConfirming] = useState<InvoiceActionBody | null>(null);
  const { keyFor } = useIdempotencyKey();
  const run = useInvoiceAction(invoice.id);
  const { notify } = useToast();
  // The list refreshed after the refusal; the action is chosen again on the updated row.
  const conflict = useEditConflict(onClose);
  const errors = formState.errors;
  const takesAssignee = action === 'assign' || action === 'approve';

  const send = (body: InvoiceActionBody) =>
    run.mutate(
      { body, key: keyFor(body) },
      {
        onSuccess: (saved) => {
          // An approval by someone who may not approve this level comes back as an assignment.
          const done = action === 'approve' && saved?.state === 'pending_approval' ? 'assign' : action;
          notify({
            kind: 'success',
            title: INVOICE_ACTION_SUCCESS[done],
            text: `Invoice ${invoice.invoiceNumber}${saved?.statusDisplay ? `: ${saved.statusDisplay}` : ''}`,
          });
          onClose();
        },
        onError: (error) => {
          setConfirming(null);
          // Field problems (an approval that became an assignment needs an assignee) go on the fields.
          if (!conflict.caught(error) && !applyFieldErrors(error, setError)) notify({ kind: 'error', ...invoiceErrorToast(error) });
        },
      },
    );

  const submit = handleSubmit((values) => {
    const body = { ...toBody(action, values), version: invoice.version };
    if (DESTRUCTIVE.includes(action)) setConfirming(body);
    else send(body);
  });

  return (
    <>
      {!confirming && (
        <FormModal
          title={`${label} invoice ${invoice.invoiceNumber}`}
          submitLabel={label}
          busy={run.isPending}
          danger={DESTRUCTIVE.includes(action)}
          onClose={onClose}
          onSubmit={submit}
        >
          <p className="text-sm text-slate-800">
            {invoice.supplier.name} · {formatMoneyIn(invoice.invoiceAmount, invoice.currency)} · gap level {invoice.gapLevel} · {invoice.statusDisplay}
          </p>
          {conflict.notice}
          {takesAssignee && (
            <>
              <AssigneeSelect
                level={invoice.gapLevel}
                flags={sendBack ? { isBackwardAssignment: true } : undefined}
                required={action === 'assign'}
                hint={action === 'approve' ? 'Only needed when you may not approve this gap level: the invoice is then assigned to this user.' : undefined}
                error={errors.assignee?.message}
                {...register('assignee')}
              />
              {action === 'assign' && <CheckboxField label="Send back to any finance user" {...register('sendBack')} />}
            </>
          )}
          <TextAreaField
            label="Notes"
            rows={4}
            required={action !== 'approve'}
            data-autofocus={takesAssignee ? undefined : true}
            error={errors.notes?.message}
            {...register('notes')}
          />
        </FormModal>
      )}
      <ConfirmDialog
        open={!!confirming}
        message={
          <p className="text-sm text-slate-800">
            {label} invoice {invoice.invoiceNumber} of {invoice.supplier.name}?
          </p>
        }
        confirmLabel={label}
        busy={run.isPending}
        onConfirm={() => confirming && send(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
