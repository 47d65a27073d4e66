import { PaymentsReportPage } from '@/features/payments-report/payments-report-page';

/** `/payments-report?tab=overview|reports|invoices|supplier|accrued|gaps` plus the open tab's filters. */
export function PaymentsReportRoute() {
  return <PaymentsReportPage />;
}
