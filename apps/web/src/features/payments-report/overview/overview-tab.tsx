import { canAccess, PAYMENTS_REPORT_WRITE_RULE } from '@farebox/domain';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { useUrlFilters } from '@/ui/use-url-filters';
import { useActor } from '@/features/users/use-permissions';
import { UploadInvoiceModal } from '../invoices/upload-invoice-modal';
import { TopupModal } from '../topup/topup-modal';
import type { OverviewInvoiceItem, OverviewTopupItem } from '../finance.types';
import { useCsvExport } from '../use-csv-export';
import { InvoiceTable } from './invoice-table';
import { OverviewBoxes } from './overview-boxes';
import { OverviewFiltersForm } from './overview-filters';
import { ModeSwitch } from './mode-switch';
import { TopupTable } from './topup-table';
import { UploadPaymentsModal } from './upload-payments-modal';
import { OVERVIEW_FILTER_KEYS, OVERVIEW_TEXT_FILTERS, overviewMode } from './overview-query';
import { overviewCsv, useOverviewInvoice, useOverviewTopup } from './overview.api';

/**
 * Overview tab (spec 2.6): the five boxes, the Topup / Invoice switch, the filters (all in the URL), the mode's
 * table, its CSV, the upload of payments, and the Topup (deposit request) and Reconcile (upload invoice) actions.
 */
export function OverviewTab() {
  const actor = useActor();
  const canWrite = canAccess(actor, PAYMENTS_REPORT_WRITE_RULE);
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(OVERVIEW_FILTER_KEYS, OVERVIEW_TEXT_FILTERS);
  const mode = overviewMode(filters);
  const topup = useOverviewTopup(filters, page, mode === 'topup');
  const invoice = useOverviewInvoice(filters, page, mode === 'invoice');
  const csv = useCsvExport();
  const [uploading, setUploading] = useState(false);
  const [topupFor, setTopupFor] = useState<OverviewTopupItem | null>(null);
  const [reconcile, setReconcile] = useState<OverviewInvoiceItem | null>(null);
  const csvName = `overview-${mode}.csv`;

  return (
    <div>
      <OverviewBoxes />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <ModeSwitch value={mode} onChange={(m) => setFilter('mode', m === 'topup' ? '' : m)} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" loading={csv.busy(csvName)} onClick={() => void csv.download(csvName, () => overviewCsv(filters))}>
            Export CSV
          </Button>
          {canWrite && (
            <Button variant="secondary" onClick={() => setUploading(true)}>
              Upload Payments
            </Button>
          )}
        </div>
      </div>
      <OverviewFiltersForm draft={draft} setFilter={setFilter} reset={reset} />
      {mode === 'topup' ? (
        <TopupTable list={topup} page={page} onPageChange={setPage} onTopup={canWrite ? setTopupFor : null} />
      ) : (
        <InvoiceTable list={invoice} page={page} onPageChange={setPage} onReconcile={canWrite ? setReconcile : null} />
      )}
      {uploading && <UploadPaymentsModal onClose={() => setUploading(false)} />}
      {topupFor && (
        <TopupModal
          open
          onClose={() => setTopupFor(null)}
          supplierId={topupFor.supplierId}
          supplierName={topupFor.supplierName}
          currency={topupFor.currency}
          mode="deposit_request"
        />
      )}
      {reconcile && <UploadInvoiceModal open onClose={() => setReconcile(null)} supplierId={reconcile.supplierId} cycleId={reconcile.cycleId} />}
    </div>
  );
}
