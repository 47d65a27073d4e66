import { canUploadInvoice, FinanceLoading, type InvoiceAction } from '@farebox/domain';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { useToast } from '@/ui/toast';
import { useActor } from '@/features/users/use-permissions';
import { FinanceTable } from '../finance-table';
import type { InvoiceDto } from '../finance.types';
import { InvoiceActionModal } from './invoice-action-modal';
import { invoiceColumns } from './invoice-columns';
import { invoiceErrorToast } from './invoice-errors';
import { InvoiceFiltersForm } from './invoice-filters-form';
import { InvoiceNotesModal } from './invoice-notes-modal';
import { openInvoiceFile, useInvoicesList } from './invoices.api';
import { UploadInvoiceModal } from './upload-invoice-modal';
import { useInvoiceFilters } from './use-invoice-filters';

/** The Invoices tab (spec 2.6): filters applied by Search, the invoices 20 a page, their file, notes and actions. */
export function InvoicesTab() {
  const actor = useActor();
  const { applied, page, apply, clear, setPage } = useInvoiceFilters();
  const list = useInvoicesList(applied, page);
  const [acting, setActing] = useState<{ invoice: InvoiceDto; action: InvoiceAction } | null>(null);
  const [notesOf, setNotesOf] = useState<InvoiceDto | null>(null);
  const [uploading, setUploading] = useState(false);
  const { notify } = useToast();

  const openFile = (invoice: InvoiceDto) => void openInvoiceFile(invoice.id).catch((error: unknown) => notify({ kind: 'error', ...invoiceErrorToast(error) }));
  const columns = invoiceColumns({ openFile, openNotes: setNotesOf, act: (invoice, action) => setActing({ invoice, action }) });

  return (
    <section aria-labelledby="invoices-tab-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="invoices-tab-title" className="text-lg font-semibold text-slate-900">
          Invoices
        </h2>
        {canUploadInvoice(actor) && (
          <Button variant="secondary" onClick={() => setUploading(true)}>
            Upload Invoice
          </Button>
        )}
      </div>
      <InvoiceFiltersForm applied={applied} onSearch={apply} onClear={clear} />
      <FinanceTable
        query={list}
        rows={(page) => page.data}
        caption="Invoices"
        columns={columns}
        rowKey={(i) => i.id}
        loadingLabel={FinanceLoading.Data}
        emptyTitle="No invoices found"
        paging={{ total: (p) => p.meta.total, page, onPageChange: setPage }}
      />
      {acting && <InvoiceActionModal invoice={acting.invoice} action={acting.action} onClose={() => setActing(null)} />}
      {notesOf && <InvoiceNotesModal invoice={notesOf} onClose={() => setNotesOf(null)} />}
      <UploadInvoiceModal open={uploading} onClose={() => setUploading(false)} />
    </section>
  );
}
