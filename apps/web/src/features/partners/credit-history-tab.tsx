import { canAccess, PARTNER_EDIT_RULE, TOP_UP_AMOUNT_STEP, topUpsFoundText, validateTopUp } from '@farebox/domain';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { formatMoney } from '@/ui/format';
import { TextAreaField, TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { Table, type Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { useActor } from '@/features/users/use-permissions';
import { GlobalErrorLine } from '@/features/locations/location-form';
import { useCreditHistory, useTopUp, type CreditHistory } from './partner-tabs.api';

type TopUpRow = CreditHistory['data'][number];

/** dd/MM/yyyy in the browser's zone (spec part 2, 2.7 Credit History). */
const DAY = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

const COLUMNS: Column<TopUpRow>[] = [
  { key: 'date', header: 'Date', render: (r) => DAY.format(new Date(r.date)) },
  { key: 'amount', header: 'Amount', render: (r) => formatMoney(r.amount, r.currency) },
  { key: 'addedBy', header: 'Added By' },
  { key: 'note', header: 'Notes', render: (r) => r.note || '-' },
];

/** The Top Up modal: Amount (required, above 0, step 0.01), optional Note; Submit stays disabled while invalid. */
function TopUpModal({ partnerId, currency, onClose }: { partnerId: string; currency: string; onClose: () => void }) {
  const { notify } = useToast();
  const topUp = useTopUp(partnerId);
  const { keyFor } = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problems = validateTopUp({ amount, note });

  const submit = async () => {
    setTouched(true);
    if (problems.length) return;
    const body = { amount: amount.trim(), note: note.trim() || undefined };
    try {
      await topUp.mutateAsync({ body, key: keyFor(body) });
      notify({ kind: 'success', title: 'Top up added', text: formatMoney(body.amount, currency) });
      onClose();
    } catch (error) {
      setFailure(`The top up was not added: ${error instanceof ApiError ? error.body.message : 'Error Occurred'}`);
    }
  };

  return (
    <FormModal
      title="Top Up"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      submitLabel="Submit"
      submitDisabled={problems.length > 0}
      busy={topUp.isPending}
    >
      <TextField
        label={`Amount (${currency})`}
        required
        type="number"
        inputMode="decimal"
        min={TOP_UP_AMOUNT_STEP}
        step={TOP_UP_AMOUNT_STEP}
        value={amount}
        error={touched ? problems[0]?.message : undefined}
        onChange={(e) => {
          setAmount(e.target.value);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
      />
      <TextAreaField label="Note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
      <GlobalErrorLine message={failure} />
    </FormModal>
  );
}

/** The Credit History tab (booking agents paying by credit line): the top-ups and, for full admins, Top Up. */
export function CreditHistoryTab({ partnerId }: { partnerId: string }) {
  const history = useCreditHistory(partnerId);
  const canTopUp = canAccess(useActor(), PARTNER_EDIT_RULE);
  const [open, setOpen] = useState(false);
  if (history.isPending) return <Loading label="Loading credit history…" />;
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  const h = history.data;
  return (
    <section aria-label="Credit History" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm text-slate-800">
          <p>{topUpsFoundText(h.total)}</p>
          <p>
            Current Balance: <span className="font-medium text-slate-900">{formatMoney(h.balance, h.currency)}</span>
          </p>
        </div>
        {canTopUp && <Button onClick={() => setOpen(true)}>Top Up</Button>}
      </div>
      <Table caption="Top up operations" columns={COLUMNS} rows={h.data} rowKey={(r) => r.id} emptyText="No top up operations yet." />
      {open && <TopUpModal partnerId={partnerId} currency={h.currency} onClose={() => setOpen(false)} />}
    </section>
  );
}
