import { TopupMessage, validateReceipt } from '@farebox/domain';
import { useForm, type Path } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { problemsResolver } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { useSaveReceipt } from './topup.api';

interface ReceiptValues {
  receipt: string;
}

const resolver = problemsResolver<ReceiptValues>(
  (v) => validateReceipt(v.receipt).map((p) => ({ field: 'receipt', message: p.message })),
  (v) => ({ receipt: v.receipt.trim() }),
);

/** 'Add receipt link' of a deposit (spec 5): the link is required; a failure says 'Error occurred while saving the receipt'. */
export function ReceiptModal({
  supplierId,
  depositId,
  currency,
  current,
  onClose,
}: {
  supplierId: string;
  depositId: string;
  currency: string;
  current?: string | null;
  onClose: () => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<ReceiptValues>({ defaultValues: { receipt: current ?? '' }, resolver });
  const save = useSaveReceipt(supplierId);
  const { keyFor } = useIdempotencyKey();
  const { notify } = useToast();

  const submit = handleSubmit(({ receipt }) => {
    const body = { depositId, currency, receipt };
    save.mutate(
      { body, key: keyFor(body) },
      {
        onSuccess: () => {
          notify({ kind: 'success', title: 'Receipt saved' });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) {
            error.fieldErrors.forEach((p) =>
              setError((p.field === 'receipt' ? 'receipt' : p.field) as Path<ReceiptValues>, { type: 'server', message: p.message }),
            );
          }
          notify({ kind: 'error', title: TopupMessage.ReceiptError });
        },
      },
    );
  });

  return (
    <FormModal title={current ? 'Change receipt link' : 'Add receipt link'} submitLabel="Save" busy={save.isPending} onClose={onClose} onSubmit={submit}>
      <TextField
        label="Receipt link"
        type="url"
        required
        data-autofocus
        placeholder="https://"
        error={formState.errors.receipt?.message}
        {...register('receipt')}
      />
    </FormModal>
  );
}
