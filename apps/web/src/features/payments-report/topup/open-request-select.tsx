import { DEFAULT_LEDGER_BASIS } from '@farebox/domain';
import type { ChangeEvent, Ref } from 'react';
import { SelectField } from '@/ui/form-fields';
import { formatDay, formatMoneyIn } from '../finance-format';
import type { TopupLedgerItem } from '../finance.types';
import { formatWhen } from '../supplier/ledger-format';
import { useTopupLedger } from '../supplier/supplier.api';

interface OpenRequestSelectProps {
  supplierId: string;
  currency: string;
  /** The request chosen (null for none), e.g. to take its amount. */
  onPick: (request: TopupLedgerItem | null) => void;
  name: string;
  value?: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (event: ChangeEvent<HTMLSelectElement>) => void;
  ref?: Ref<HTMLSelectElement>;
  error?: string;
}

/**
 * The open deposit request a deposit answers, if any: the supplier's requests the API lets the user deposit (the
 * newest page of them). Works with react-hook-form's `register()` spread.
 */
export function OpenRequestSelect({ supplierId, currency, onPick, onChange, ...select }: OpenRequestSelectProps) {
  const requests = useTopupLedger(supplierId, { operation: 'deposit_request', basis: DEFAULT_LEDGER_BASIS }, 1);
  const open = (requests.data?.data ?? []).filter((r) => r.depositRequest?.state === 'open' && r.depositRequest.allowedActions.includes('deposit'));
  return (
    <SelectField
      label="Answers deposit request"
      placeholder={requests.isPending ? 'Loading…' : 'None'}
      options={open.map((r) => ({
        value: r.depositRequest!.id,
        label: `${formatWhen(r.timestamp)}: ${formatMoneyIn(r.amount, currency)}, due ${r.depositRequest!.dueDate ? formatDay(r.depositRequest!.dueDate) : 'immediately'}`,
      }))}
      hint={open.length === 0 && requests.isSuccess ? 'No open deposit request.' : 'The request becomes deposited.'}
      onChange={(e) => {
        void onChange(e);
        onPick(open.find((r) => r.depositRequest!.id === e.target.value) ?? null);
      }}
      {...select}
    />
  );
}
