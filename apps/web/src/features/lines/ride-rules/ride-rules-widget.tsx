import { RIDE_RULE_LEVEL_LABELS } from '@farebox/domain';
import { Fragment, useState } from 'react';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/modal';
import { Loading } from '@/ui/spinner';
import { EmptyState, ErrorState, errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { HoverPopup } from './hover-popup';
import { RideRuleModal } from './ride-rule-modal';
import { useApplicableRideRules, useDeleteRideRule, type RideRule, type RideTargetIds } from './ride-rules.api';

const BADGE = 'inline-block rounded px-1.5 py-0.5 text-xs font-medium';
const SOURCE_BADGE: Record<RideRule['level'], string> = { supplier: 'bg-violet-100 text-violet-900', operator: 'bg-sky-100 text-sky-900' };

function SourceBadge({ rule }: { rule: RideRule }) {
  return (
    <span className={`${BADGE} ${SOURCE_BADGE[rule.level]}`} title={rule.source}>
      {RIDE_RULE_LEVEL_LABELS[rule.level]}
      <span className="sr-only">: {rule.companies.map((c) => c.name).join(', ')}</span>
    </span>
  );
}

/**
 * The ride rules of one ride (spec part 2, 2.12): per attribute the value the ride gets and the number of exceptions,
 * then each rule with its optional condition, value and source badge; full admins add, edit and delete rules from
 * each rule's hover popup (Add rule above the table for a ride without rules).
 */
export function RideRulesWidget({ target, canEdit }: { target: RideTargetIds; canEdit: boolean }) {
  const rules = useApplicableRideRules(target);
  const remove = useDeleteRideRule();
  const { notify } = useToast();
  const [modal, setModal] = useState<{ editing: RideRule | null; attribute?: string } | null>(null);
  const [deleting, setDeleting] = useState<RideRule | null>(null);

  const confirmDelete = async (rule: RideRule) => {
    try {
      await remove.mutateAsync(rule.id);
      notify({ kind: 'success', title: 'Rule deleted', text: rule.displayName });
    } catch (error) {
      notify({ kind: 'error', title: 'An error occurred in server', text: errorMessage(error) });
    }
    setDeleting(null);
  };

  return (
    <section aria-labelledby="ride-rules-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="ride-rules-heading" className="text-lg font-semibold text-slate-900">
          Ride rules
        </h2>
        {canEdit && <Button onClick={() => setModal({ editing: null })}>Add rule</Button>}
      </div>
      {rules.isPending ? (
        <Loading label="Loading ride rules…" />
      ) : rules.isError ? (
        <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />
      ) : rules.data.length === 0 ? (
        <EmptyState title="No Results" text="No ride rule applies to this ride." />
      ) : (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Ride rules</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-800">
                  Attribute
                </th>
                <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-800">
                  Condition
                </th>
                <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-800">
                  Value
                </th>
                <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-800">
                  Source
                </th>
                {canEdit && (
                  <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-800">
                    <span className="sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rules.data.map((attribute) => (
                <Fragment key={attribute.attribute}>
                  <tr className="bg-slate-50">
                    <th scope="rowgroup" colSpan={canEdit ? 5 : 4} className="px-3 py-2 text-left font-medium text-slate-900">
                      {attribute.displayName}
                      <span className="ml-2 font-normal text-slate-700">
                        applies: {attribute.valueText} · {attribute.exceptions === 1 ? '1 exception' : `${attribute.exceptions} exceptions`}
                      </span>
                    </th>
                  </tr>
                  {attribute.rules.map((rule) => (
                    <tr key={rule.id} aria-label={`${rule.displayName} rule: ${rule.valueText}`}>
                      <td className="px-3 py-2 text-slate-800">
                        {rule.displayName}
                        {rule.attributeType === 'append' && <span className="ml-1 text-xs text-slate-700">(append)</span>}
                      </td>
                      <td className="px-3 py-2 text-slate-800">{rule.condition ?? '—'}</td>
                      <td className="px-3 py-2 text-slate-800">{rule.valueText}</td>
                      <td className="px-3 py-2">
                        <SourceBadge rule={rule} />
                      </td>
                      {canEdit && (
                        <td className="px-3 py-2 text-right">
                          <HoverPopup label={`${rule.displayName} rule (${rule.source})`}>
                            <Button size="sm" onClick={() => setModal({ editing: null, attribute: rule.attribute })}>
                              Add
                            </Button>
                            <Button variant="secondary" size="sm" onClick={() => setModal({ editing: rule })}>
                              Edit
                            </Button>
                            <Button variant="danger" size="sm" onClick={() => setDeleting(rule)}>
                              Delete
                            </Button>
                          </HoverPopup>
                        </td>
                      )}
                    </tr>
                  ))}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {modal && (
        <RideRuleModal
          target={target}
          editing={modal.editing}
          attribute={modal.attribute}
          onClose={() => setModal(null)}
          onSaved={() => {
            notify({ kind: 'success', title: modal.editing ? 'Rule saved' : 'Rule added' });
            setModal(null);
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete rule?"
        message={deleting && `${deleting.displayName}: ${deleting.valueText} (${deleting.source})`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </section>
  );
}
