import { CompanyMessage, isEmail } from '@farebox/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { client, data } from '@/api/http';
import { Button } from '@/ui/button';
import { CSV_DOWNLOAD_FAILED, downloadApiFile } from '@/ui/download';
import { isoDate } from '@/ui/format';
import { TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { useToast } from '@/ui/toast';
import { passengerListCsv } from './companies.api';
import type { CompanyDto } from './company.types';

/** The spec's one message for any failure of Send Sales Report (part 1, section 8). */
export const SALES_REPORT_FAILED = 'Sales reports sending failed.';

const yesterday = () => isoDate(new Date(Date.now() - 24 * 60 * 60 * 1000));

type PassengerListStatus = 'approved' | 'canceled';

/** A departure date (yesterday by default) and the approved and cancelled passenger lists of that day as CSV. */
export function CompanyPassengerLists({ company }: { company: CompanyDto }) {
  const [date, setDate] = useState(yesterday);
  const [busy, setBusy] = useState<PassengerListStatus | null>(null);
  const { notify } = useToast();

  const download = async (status: PassengerListStatus) => {
    setBusy(status);
    try {
      await downloadApiFile(passengerListCsv(company.id, { date, status }), `passengers-${status}-${date}.csv`);
    } catch {
      notify({ kind: 'error', title: CSV_DOWNLOAD_FAILED });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="passenger-lists-title" className="flex flex-wrap items-end gap-2 rounded border border-slate-200 bg-white p-3">
      <h2 id="passenger-lists-title" className="sr-only">
        Passenger lists
      </h2>
      <TextField label="Passenger list date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
      <Button variant="secondary" disabled={!date} loading={busy === 'approved'} onClick={() => void download('approved')}>
        Approved passengers CSV
      </Button>
      <Button variant="secondary" disabled={!date} loading={busy === 'canceled'} onClick={() => void download('canceled')}>
        Cancelled passengers CSV
      </Button>
    </section>
  );
}

/** Send Sales Report: an e-mail (required, valid), Send Report and Abort (spec part 1, 2.5 and 5). */
export function SendSalesReportButton({ company }: { company: CompanyDto }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { notify } = useToast();
  const send = useMutation({
    mutationFn: (toEmail: string) => data(client.POST('/api/companies/{id}/sales-report', { params: { path: { id: company.id } }, body: { toEmail } })),
  });

  const close = () => {
    setOpen(false);
    setEmail('');
    setError(undefined);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    const problem = !value ? CompanyMessage.Required : !isEmail(value) ? CompanyMessage.InvalidEmail : undefined;
    setError(problem);
    if (problem) return;
    send.mutate(value, {
      onSuccess: () => {
        notify({ kind: 'success', title: 'Sales report sent', text: value });
        close();
      },
      onError: () => notify({ kind: 'error', title: SALES_REPORT_FAILED }),
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Send Sales Report
      </Button>
      {open && (
        <FormModal title="Send Sales Report" submitLabel="Send Report" cancelLabel="Abort" busy={send.isPending} onClose={close} onSubmit={submit}>
          <TextField label="E-mail" type="email" required data-autofocus value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
        </FormModal>
      )}
    </>
  );
}
