import { Button } from '@/ui/button';
import type { Column } from '@/ui/table';
import { formatDay, formatMoneyIn, USD } from '../finance-format';
import { formatWhen } from './ledger-format';
import type { TopupLedgerItem } from '../finance.types';

const TYPE_LABELS: Record<TopupLedgerItem['type'], string> = {
  booking: 'Booking',
  deposit_request: 'Deposit request',
  deposit: 'Deposit',
  adjustment: 'Adjustment',
};

const REQUEST_STATE_LABELS = { open: 'open', deposited: 'deposited', cancelled: 'cancelled' } as const;

export interface LedgerRowHandlers {
  currency: string;
  /** Writers may add receipts; others only follow the links. */
  canAddReceipt: boolean;
  addReceipt: (item: TopupLedgerItem) => void;
  cancelRequest: (item: TopupLedgerItem) => void;
  depositRequest: (item: TopupLedgerItem) => void;
}

function TypeCell({ item }: { item: TopupLedgerItem }) {
  const request = item.depositRequest;
  return (
    <>
      <span className="block font-medium">
        {TYPE_LABELS[item.type] ?? item.type}
        {item.adjustmentType ? ` (${item.adjustmentType})` : ''}
      </span>
      {request && (
        <span className="block text-xs text-slate-700">
          {REQUEST_STATE_LABELS[request.state] ?? request.state}, due {request.dueDate ? formatDay(request.dueDate) : 'immediately'}
        </span>
      )}
      {item.isFreezedAmount && <span className="block text-xs text-amber-800">Frozen amount</span>}
      {item.isFirstFuturePayment && <span className="block text-xs text-sky-800">First future payment</span>}
    </>
  );
}

/** The top-up ledger's columns (spec 3 'Top-up ledger item'): running balances in the supplier currency and USD. */
export function ledgerColumns({ currency, canAddReceipt, addReceipt, cancelRequest, depositRequest }: LedgerRowHandlers): Column<TopupLedgerItem>[] {
  return [
    { key: 'timestamp', header: 'Date', className: 'whitespace-nowrap', render: (i) => formatWhen(i.timestamp) },
    { key: 'type', header: 'Type', render: (i) => <TypeCell item={i} /> },
    { key: 'bookingReference', header: 'Booking reference', render: (i) => i.bookingReference ?? '—' },
    { key: 'amount', header: 'Amount', className: 'whitespace-nowrap text-right', render: (i) => formatMoneyIn(i.amount, currency) },
    { key: 'balance', header: 'Balance', className: 'whitespace-nowrap text-right', render: (i) => formatMoneyIn(i.balance, currency) },
    { key: 'amountUsd', header: 'Amount USD', className: 'whitespace-nowrap text-right', render: (i) => formatMoneyIn(i.amountUsd, USD) },
    { key: 'balanceUsd', header: 'Balance USD', className: 'whitespace-nowrap text-right', render: (i) => formatMoneyIn(i.balanceUsd, USD) },
    { key: 'note', header: 'Note', render: (i) => i.note ?? '—' },
    { key: 'invoiceReference', header: 'Invoice reference', render: (i) => i.invoiceReference ?? '—' },
    {
      key: 'receipt',
      header: 'Receipt',
      render: (i) =>
        i.type !== 'deposit' ? (
          '—'
        ) : i.receipt ? (
          <a href={i.receipt} target="_blank" rel="noopener noreferrer" className="text-sky-900 underline">
            Receipt
          </a>
        ) : canAddReceipt ? (
          <Button variant="ghost" size="sm" className="underline" onClick={() => addReceipt(i)}>
            Add receipt link
          </Button>
        ) : (
          '—'
        ),
    },
    { key: 'modifiedBy', header: 'Modified by', render: (i) => i.modifiedBy ?? '—' },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (i) => {
        const allowed = i.depositRequest?.allowedActions ?? [];
        if (allowed.length === 0) return null;
        return (
          <div className="flex gap-1">
            {allowed.includes('deposit') && (
              <Button size="sm" variant="secondary" onClick={() => depositRequest(i)} aria-label={`Deposit for the request of ${formatWhen(i.timestamp)}`}>
                Deposit
              </Button>
            )}
            {allowed.includes('cancel') && (
              <Button size="sm" variant="danger" onClick={() => cancelRequest(i)} aria-label={`Cancel the deposit request of ${formatWhen(i.timestamp)}`}>
                Cancel
              </Button>
            )}
          </div>
        );
      },
    },
  ];
}
