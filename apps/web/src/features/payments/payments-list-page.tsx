import { canAccess, markedCountRefusal, PAYMENT_ADMIN_RULE, PaymentMessage } from '@farebox/domain';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { CSV_DOWNLOAD_FAILED, downloadApiFile } from '@/ui/download';
import { PageHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/list-page';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { FILTER_TEXT_DEBOUNCE_MS } from '@/ui/use-debounced-value';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { useRowSelection } from '@/ui/use-row-selection';
import { useUrlFilters } from '@/ui/use-url-filters';
import { useViewParam } from '@/ui/use-view-param';
import { ExportButton } from '@/features/exports/export-button';
import { usePermissions } from '@/features/users/use-permissions';
import { BulkUploadModal } from './bulk-upload-modal';
import { PaymentDetailModal } from './payment-detail-modal';
import { PaymentFiltersForm } from './payment-filters-form';
import { PAYMENT_FILTER_KEYS, PAYMENT_TEXT_FILTERS } from './payment.types';
import { paymentsCsv, paymentsListQuery, useMarkSelectedPaid, usePaymentsList } from './payments.api';
import { paymentColumns } from './payment-columns';

/** `/payments`: filters in the URL, 20 a page, the detail modal (`?view=<id>`) and the full admin's bulk actions. */
export function PaymentsListPage() {
  const { actor, isFullAdmin } = usePermissions();
  // Marking paid moves money: the API's rule (full admins who may write, never read-admin); the CSV is for every full admin.
  const canMarkPaid = canAccess(actor, PAYMENT_ADMIN_RULE);
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(PAYMENT_FILTER_KEYS, PAYMENT_TEXT_FILTERS, { debounceMs: FILTER_TEXT_DEBOUNCE_MS });
  const list = usePaymentsList(filters, page);
  const rows = list.data?.data ?? [];
  const selection = useRowSelection(
    JSON.stringify([filters, page]),
    rows.map((p) => p.id),
  );
  const view = useViewParam();
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const { keyFor } = useIdempotencyKey();
  const markPaid = useMarkSelectedPaid();
  const { notify } = useToast();

  const paySelected = () => {
    const ids = selection.ids;
    markPaid.mutate(
      { ids, key: keyFor(ids) },
      {
        onSuccess: ({ nModified }) => {
          const notAll = markedCountRefusal(ids.length, nModified);
          if (notAll) notify({ kind: 'error', title: notAll, text: `${nModified} of ${ids.length} marked as paid.` });
          else notify({ kind: 'success', title: 'Payments marked as paid', text: `${nModified} payments` });
          selection.clear();
        },
        onError: (err) => notify({ kind: 'error', title: PaymentMessage.MarkPaidFailed, text: errorMessage(err) }),
      },
    );
  };

  const downloadCsv = async () => {
    setDownloading(true);
    try {
      await downloadApiFile(paymentsCsv(filters), 'payments.csv');
    } catch {
      notify({ kind: 'error', title: CSV_DOWNLOAD_FAILED });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div>
      <PageHeader
        title="Payments"
        actions={
          <>
            {canMarkPaid && (
              <>
                <Button variant="secondary" onClick={() => selection.toggleAll(true)} disabled={rows.length === 0}>
                  Select All
                </Button>
                <Button variant="secondary" onClick={() => selection.toggleAll(false)} disabled={selection.ids.length === 0}>
                  Unselect All
                </Button>
                <Button variant="secondary" onClick={() => setUploading(true)}>
                  Upload Payments
                </Button>
                <Button onClick={paySelected} disabled={selection.ids.length === 0} loading={markPaid.isPending}>
                  Pay all selected{selection.ids.length > 0 ? ` (${selection.ids.length})` : ''}
                </Button>
              </>
            )}
            {isFullAdmin && (
              <ExportButton
                label="Download CSV"
                kind="payments.list"
                filters={paymentsListQuery(filters)}
                rowCount={list.data?.meta.total ?? 0}
                directBusy={downloading}
                onDirectDownload={() => void downloadCsv()}
              />
            )}
          </>
        }
      />
      <PaymentFiltersForm draft={draft} setFilter={setFilter} reset={reset} />
      <PagedTable
        list={list}
        noun="payments"
        columns={paymentColumns(canMarkPaid ? selection : null, view.hrefFor)}
        rowKey={(p) => p.id}
        page={page}
        onPageChange={setPage}
      />
      {view.openId && <PaymentDetailModal paymentId={view.openId} onClose={view.close} />}
      {uploading && <BulkUploadModal onClose={() => setUploading(false)} />}
    </div>
  );
}
