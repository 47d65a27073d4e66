import { CALCULATION_BASIS_OPTIONS, INVOICE_PAYMENT_CYCLE_OPTIONS, TMS_OPTIONS } from '@farebox/domain';
import type { ReactNode } from 'react';
import { ReadOnlyField } from '@/ui/form-fields';
import { formatMoneyIn, labelOf } from '../finance-format';
import type { SupplierSummary } from '../finance.types';

const PAYMENT_TYPE_LABELS = [
  { value: 'topup', label: 'Topup' },
  { value: 'invoice', label: 'Invoice' },
];

/** A link opening in a new tab, or nothing (the field then shows '—'). */
function externalLink(href: string | null, text: string): ReactNode {
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-sky-900 underline">
      {text}
    </a>
  );
}

const yesNo = (value: boolean | string | null | undefined) =>
  typeof value === 'string' ? value || null : value === true ? 'Yes' : value === false ? 'No' : null;

/** The chosen supplier's finance details (spec 2.6, Supplier tab). */
export function SupplierDetails({ supplier }: { supplier: SupplierSummary }) {
  return (
    <section aria-label="Supplier details">
      <dl className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-5">
        <ReadOnlyField label="Type" value={labelOf(PAYMENT_TYPE_LABELS, supplier.paymentType)} />
        <ReadOnlyField label="Calculation basis" value={labelOf(CALCULATION_BASIS_OPTIONS, supplier.calculationBasedOn)} />
        <ReadOnlyField label="Paygate" value={supplier.paymentPlatformName} />
        <ReadOnlyField label="Special deal" value={yesNo(supplier.specialDeal)} />
        <ReadOnlyField label="Contract" value={externalLink(supplier.contract, 'Open contract')} />
        <ReadOnlyField label="Cycle" value={labelOf(INVOICE_PAYMENT_CYCLE_OPTIONS, supplier.invoicePaymentCycle)} />
        <ReadOnlyField label="Country" value={supplier.country} />
        <ReadOnlyField label="TMS" value={labelOf(TMS_OPTIONS, supplier.tms)} />
        <ReadOnlyField label="Commission" value={supplier.commission} />
        <ReadOnlyField label="Proof of payment" value={externalLink(supplier.proofOfPayment, 'Open proof of payment')} />
        <ReadOnlyField label="Business owner" value={supplier.businessOwner} />
        <ReadOnlyField label="Operations owner" value={supplier.operationsOwner} />
        <ReadOnlyField label="Security deposit" value={supplier.securityDeposit ? formatMoneyIn(supplier.securityDeposit, supplier.currency) : null} />
        <ReadOnlyField label="Activation" value={supplier.activated ? 'Activated' : 'Not activated'} />
        <ReadOnlyField label="Currency" value={supplier.currency} />
        <ReadOnlyField label="Finance note" value={supplier.financeNote} className="sm:col-span-3 lg:col-span-5" />
      </dl>
    </section>
  );
}
