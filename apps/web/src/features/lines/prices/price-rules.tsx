import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/modal';
import { Spinner } from '@/ui/spinner';
import { Table, type Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { conflictChanges } from '@/ui/edit-conflict-notice';
import { PriceRuleForm } from './price-rule-form';
import { WEEKDAYS } from './price-rule-form-values';
import { PriceChangeImpactView } from './price-change-preview';
import { useDeletePriceRule, usePriceRules, type PriceChangeImpact, type PriceRule } from './prices.api';

type FormState = { mode: 'add' } | { mode: 'edit'; rule: PriceRule } | null;

const list = (values: readonly string[]) => (values.length === 0 ? 'Any' : values.join(', '));

/**
 * The price-exception rules table (spec 2.9 tab 1, 2.11) with Add Rule, which toggles one form between adding and
 * editing; Add Rule only on saved non-supplier-API lines, and only for those who may edit the line.
 */
export function PriceRules({ lineId, currency, isSupplierApi }: { lineId: string; currency: string; isSupplierApi: boolean }) {
  const rules = usePriceRules(lineId);
  const remove = useDeletePriceRule(lineId);
  const { notify } = useToast();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<{ rule: PriceRule; impact: PriceChangeImpact } | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);

  if (rules.isPending) return <Spinner label="Loading price rules" />;
  if (rules.isError)
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        The price rules could not be loaded: {rules.error instanceof ApiError ? rules.error.body.message : 'Error Occurred'}
      </p>
    );
  const payload = rules.data;
  const stationName = (id: string) => payload.stations.find((s) => s.id === id)?.name ?? id;
  const canEdit = payload.canEdit;

  const columns: Column<PriceRule>[] = [
    { key: 'departureTimes', header: 'Departure times', render: (r) => list(r.departureTimes) },
    ...(payload.isPrivateTransfer
      ? [{ key: 'timeIntervals', header: 'Time intervals', render: (r: PriceRule) => list(r.timeIntervals.map((iv) => `${iv.start}–${iv.end}`)) }]
      : []),
    { key: 'dates', header: 'Dates', render: (r) => (r.startDate || r.endDate ? `${r.startDate ?? '…'} to ${r.endDate ?? '…'}` : 'Any') },
    { key: 'dows', header: 'Weekdays', render: (r) => list(r.dows.map((d) => WEEKDAYS[d].slice(0, 3))) },
    {
      key: 'passengerTypes',
      header: 'Passenger types',
      render: (r) => list(r.passengerTypes.map((p) => (p.fromAge === null && p.toAge === null ? p.type : `${p.type} (${p.fromAge ?? 0}–${p.toAge ?? '…'})`))),
    },
    { key: 'from', header: 'From stations', render: (r) => list(r.fromStationIds.map(stationName)) },
    { key: 'to', header: 'To stations', render: (r) => list(r.toStationIds.map(stationName)) },
    { key: 'price', header: 'Price', render: (r) => `${r.price} ${r.currency}${r.priceUsd ? ` (USD ${r.priceUsd})` : ''}` },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: 'Actions',
            hideHeader: true,
            render: (r: PriceRule) => (
              <div className="flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => setForm({ mode: 'edit', rule: r })} aria-label={`Edit rule at ${r.price}`}>
                  Edit
                </Button>
                <Button size="sm" variant="danger" loading={previewing === r.id} onClick={() => void askDelete(r)} aria-label={`Delete rule at ${r.price}`}>
                  Delete
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];

  const deleteFailed = (error: unknown) => {
    const title = conflictChanges(error) ? 'Someone changed this rule since you opened it: review it and try again.' : 'The price rule was not deleted';
    notify({ kind: 'error', title, text: error instanceof ApiError ? error.body.message : 'Error Occurred' });
    void rules.refetch();
  };

  // "Delete rule?" shows what the deletion does to future trips: the server's dry run of the same delete.
  const askDelete = async (rule: PriceRule) => {
    setPreviewing(rule.id);
    try {
      const { impact } = await remove.mutateAsync({ rule, dryRun: true });
      setDeleting({ rule, impact });
    } catch (error) {
      deleteFailed(error);
    } finally {
      setPreviewing(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { rule } = deleting;
    try {
      await remove.mutateAsync({ rule });
      notify({ kind: 'success', title: 'Price rule deleted', text: `${rule.price} ${rule.currency}` });
      if (form?.mode === 'edit' && form.rule.id === rule.id) setForm(null);
    } catch (error) {
      deleteFailed(error);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section aria-labelledby="price-rules-title" className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id="price-rules-title" className="text-base font-semibold text-slate-900">
          Price rules
        </h3>
        {payload.canAdd && (
          <Button
            variant={form?.mode === 'add' ? 'secondary' : 'primary'}
            aria-expanded={form?.mode === 'add'}
            onClick={() => setForm(form?.mode === 'add' ? null : { mode: 'add' })}
          >
            {form?.mode === 'add' ? 'Close the new rule' : 'Add Rule'}
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-700">
        A rule sets the price per passenger of matching trips departing after it is saved. When several match, the one with the most conditions wins, then the
        most recently saved.
      </p>
      {isSupplierApi && <p className="text-sm text-slate-800">Supplier API lines take their prices from the supplier: rules cannot be added.</p>}
      <Table columns={columns} rows={payload.data} rowKey={(r) => r.id} caption="Price rules" emptyText="No price rules." />
      {form && (
        <PriceRuleForm
          key={form.mode === 'edit' ? `${form.rule.id}:${form.rule.version}` : 'add'}
          lineId={lineId}
          currency={currency}
          context={payload}
          editing={form.mode === 'edit' ? form.rule : null}
          onDone={() => setForm(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete rule?"
        message={
          deleting && (
            <div className="space-y-2">
              <p className="text-sm text-slate-800">
                The rule at {deleting.rule.price} {deleting.rule.currency} will no longer price trips. This cannot be undone.
              </p>
              <PriceChangeImpactView impact={deleting.impact} />
            </div>
          )
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
