import {
  canAccess,
  canUploadInvoice,
  FinanceLoading,
  isDaysLeftWarning,
  LEDGER_OPERATIONS,
  PAYMENTS_REPORT_WRITE_RULE,
  type LedgerBasis,
  type TopupRequestType,
} from '@farebox/domain';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { useEditConflict } from '@/ui/edit-conflict-notice';
import { SelectField } from '@/ui/form-fields';
import { ConfirmDialog } from '@/ui/modal';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { ExportButton } from '@/features/exports/export-button';
import { useActor } from '@/features/users/use-permissions';
import { formatDay, formatMoneyIn, USD } from '../finance-format';
import { FinanceTable } from '../finance-table';
import type { SupplierSummary, SupplierTopupBox, TopupLedgerItem } from '../finance.types';
import { UploadInvoiceModal } from '../invoices/upload-invoice-modal';
import { ReceiptModal } from '../topup/receipt-modal';
import type { AnsweredRequest } from '../topup/topup-form';
import { TopupModal } from '../topup/topup-modal';
import { useCsvExport } from '../use-csv-export';
import { ledgerColumns } from './ledger-columns';
import { formatWhen } from './ledger-format';
import { SummaryBoxes } from './summary-boxes';
import { topupLedgerCsv, useCancelDepositRequest, useTopupLedger, type LedgerFilters } from './supplier.api';
import { useSupplierParams } from './use-supplier-params';

const OPERATION_LABELS: Record<(typeof LEDGER_OPERATIONS)[number], string> = {
  all: 'All',
  adjustment: 'Adjustment',
  deposit: 'Deposit',
  deposit_request: 'Deposit request',
};
const BASIS_LABELS: Record<LedgerBasis, string> = { booking_date: 'By booking date', effective_date: 'By effective date' };

function TopupBoxes({ box, currency }: { box: SupplierTopupBox; currency: string }) {
  return (
    <SummaryBoxes
      label="Top-up balance"
      className="sm:grid-cols-3 lg:grid-cols-5"
      boxes={[
        { label: 'Balance', value: formatMoneyIn(box.balance, currency), sub: formatMoneyIn(box.balanceInUsd, USD) },
        { label: 'Balance by booking date', value: formatMoneyIn(box.balanceByBookingDate, currency) },
        { label: 'Daily average (14 days)', value: formatMoneyIn(box.avgDailyCost, currency) },
        { label: 'Days left', value: box.daysLeft === null ? '—' : String(box.daysLeft), warn: isDaysLeftWarning(box.daysLeft), warnText: '7 days or fewer' },
        { label: 'Last adjustment', value: box.lastTopupAdjustment ? formatWhen(box.lastTopupAdjustment) : '—' },
      ]}
    >
      {box.hasOpenTopupDepositRequest && <p className="mt-2 text-sm text-amber-900">A deposit request is open.</p>}
    </SummaryBoxes>
  );
}

/**
 * A top-up supplier (spec 2.6): the balance boxes; Deposit request, Deposit, Adjustment, Upload Invoice and Export CSV;
 * the ledger with its operation filter and booking-date / effective-date toggle, receipts and deposit requests.
 */
export function TopupSupplierPanel({ supplier }: { supplier: SupplierSummary & { topup: SupplierTopupBox } }) {
  const actor = useActor();
  const canWrite = canAccess(actor, PAYMENTS_REPORT_WRITE_RULE);
  const { operation, basis, page, change } = useSupplierParams();
  const filters: LedgerFilters = { operation, basis };
  // The choices show at once; the URL (and so the ledger) follows a moment later, after the route's loader.
  const [shown, setShown] = useState(filters);
  const [urlShown, setUrlShown] = useState(filters);
  if (urlShown.operation !== operation || urlShown.basis !== basis) {
    setUrlShown(filters);
    setShown(filters);
  }
  const choose = (next: Partial<LedgerFilters>) => {
    setShown((current) => ({ ...current, ...next }));
    change(next);
  };
  const ledger = useTopupLedger(supplier.id, filters, page);
  const currency = supplier.currency ?? '';
  const [topup, setTopup] = useState<{ mode: TopupRequestType; answering?: AnsweredRequest } | null>(null);
  const [receiptFor, setReceiptFor] = useState<TopupLedgerItem | null>(null);
  const [cancelling, setCancelling] = useState<TopupLedgerItem | null>(null);
  const [uploading, setUploading] = useState(false);
  const csv = useCsvExport();
  const csvName = `topup-ledger-${supplier.name.replace(/\W+/g, '-').toLowerCase()}.csv`;
  const cancel = useCancelDepositRequest(supplier.id);
  const { keyFor } = useIdempotencyKey();
  const { notify } = useToast();
  const conflict = useEditConflict();

  const confirmCancel = () => {
    const request = cancelling?.depositRequest;
    if (!request) return;
    const body = { cancel: request.id, version: request.version };
    cancel.mutate(
      { requestId: request.id, version: request.version, key: keyFor(body) },
      {
        onSuccess: () => {
          notify({ kind: 'success', title: 'Deposit request cancelled', text: supplier.name });
          setCancelling(null);
        },
        onError: (error) => {
          if (!conflict.caught(error)) notify({ kind: 'error', title: 'Deposit request not cancelled', text: errorMessage(error) });
          setCancelling(null);
        },
      },
    );
  };

  const columns = ledgerColumns({
    currency,
    canAddReceipt: canWrite,
    addReceipt: setReceiptFor,
    cancelRequest: setCancelling,
    depositRequest: (item) => setTopup({ mode: 'deposit', answering: item.depositRequest }),
  });

  return (
    <section aria-labelledby="topup-ledger-title" className="space-y-4">
      <TopupBoxes box={supplier.topup} currency={currency} />
      <div className="flex flex-wrap gap-2">
        {canWrite && (
          <>
            <Button variant="secondary" onClick={() => setTopup({ mode: 'adjustment' })}>
              Adjustment
            </Button>
            <Button variant="secondary" onClick={() => setTopup({ mode: 'deposit' })}>
              Deposit
            </Button>
            <Button variant="secondary" onClick={() => setTopup({ mode: 'deposit_request' })}>
              Deposit Request
            </Button>
          </>
        )}
        {canUploadInvoice(actor) && (
          <Button variant="secondary" onClick={() => setUploading(true)}>
            Upload Invoice
          </Button>
        )}
        <ExportButton
          label="Export CSV"
          kind="finance.topup-ledger"
          filters={{ ...filters, supplierId: supplier.id }}
          rowCount={ledger.data?.meta.total ?? 0}
          directBusy={csv.busy(csvName)}
          onDirectDownload={() => void csv.download(csvName, () => topupLedgerCsv(supplier.id, filters))}
        />
      </div>

      <h4 id="topup-ledger-title" className="text-base font-semibold text-slate-900">
        Ledger
      </h4>
      {conflict.notice}
      <div className="flex flex-wrap items-end gap-4 rounded border border-slate-200 bg-white p-3">
        <SelectField
          label="Operation"
          options={LEDGER_OPERATIONS.map((o) => ({ value: o, label: OPERATION_LABELS[o] }))}
          value={shown.operation}
          onChange={(e) => choose({ operation: e.target.value as LedgerFilters['operation'] })}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Show</legend>
          <div className="mt-2 flex gap-4">
            {(Object.keys(BASIS_LABELS) as LedgerBasis[]).map((b) => (
              <label key={b} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="ledger-basis"
                  value={b}
                  className="accent-sky-800"
                  checked={shown.basis === b}
                  onChange={() => choose({ basis: b })}
                />
                {BASIS_LABELS[b]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <FinanceTable
        query={ledger}
        rows={(p) => p.data}
        caption={`Top-up ledger of ${supplier.name}`}
        columns={columns}
        rowKey={(i) => `${i.type}-${i.id}`}
        loadingLabel={FinanceLoading.Data}
        emptyTitle="No ledger entries"
        emptyText={operation === 'all' ? 'Nothing has been posted for this supplier yet.' : 'No entries of this operation.'}
        paging={{ total: (p) => p.meta.total, page, onPageChange: (p) => change({ page: p }) }}
      />

      {topup && (
        <TopupModal
          open
          onClose={() => setTopup(null)}
          supplierId={supplier.id}
          supplierName={supplier.name}
          currency={currency}
          mode={topup.mode}
          answering={topup.answering}
        />
      )}
      {receiptFor && (
        <ReceiptModal supplierId={supplier.id} depositId={receiptFor.id} currency={currency} current={receiptFor.receipt} onClose={() => setReceiptFor(null)} />
      )}
      <ConfirmDialog
        open={!!cancelling}
        title="Cancel the deposit request?"
        message={
          <p className="text-sm text-slate-800">
            The deposit request of {cancelling ? formatWhen(cancelling.timestamp) : ''} for {cancelling ? formatMoneyIn(cancelling.amount, currency) : ''}
            {cancelling?.depositRequest?.dueDate ? `, due ${formatDay(cancelling.depositRequest.dueDate)},` : ''} will be cancelled.
          </p>
        }
        confirmLabel="Cancel request"
        cancelLabel="Keep it"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
      <UploadInvoiceModal open={uploading} onClose={() => setUploading(false)} supplierId={supplier.id} />
    </section>
  );
}
