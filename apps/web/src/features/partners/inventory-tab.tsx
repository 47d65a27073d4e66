import { canAccess, INVENTORY_ACTION_LABELS, INVENTORY_ACTIONS, inventoryCompaniesLabel, PARTNER_EDIT_RULE, type InventoryAction } from '@farebox/domain';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { CollapsibleChangeLog } from '@/ui/change-log-table';
import { useEditConflict } from '@/ui/edit-conflict-notice';
import { SelectField } from '@/ui/form-fields';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { Table, type Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { useCompanyOptions } from '@/features/companies/company-options.api';
import { GlobalErrorLine } from '@/features/locations/location-form';
import { useActor } from '@/features/users/use-permissions';
import { partnerChangeLogQuery } from './partner.api';
import { useInventoryRules, useSaveInventoryRules, type InventoryRules } from './partner-tabs.api';

type Company = InventoryRules['companies'][number];

function InventoryForm({ partnerId, rules, onReload }: { partnerId: string; rules: InventoryRules; onReload: () => void }) {
  const { notify } = useToast();
  const canEdit = canAccess(useActor(), PARTNER_EDIT_RULE);
  const companies = useCompanyOptions();
  const save = useSaveInventoryRules(partnerId);
  const conflict = useEditConflict(onReload);
  const [action, setAction] = useState<InventoryAction>(rules.action ?? 'allow');
  const [listed, setListed] = useState<Company[]>(rules.companies);
  const [choice, setChoice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const add = () => {
    const option = companies.data?.find((c) => c.value === choice);
    if (option && !listed.some((c) => c.id === option.value)) setListed([...listed, { id: option.value, name: option.label }]);
    setChoice('');
  };
  const submit = async () => {
    setFailure(null);
    try {
      await save.mutateAsync({ version: rules.version, action, companyIds: listed.map((c) => c.id) });
      notify({ kind: 'success', title: 'Inventory rules saved', text: inventoryCompaniesLabel(action) });
    } catch (error) {
      if (conflict.caught(error)) return;
      setFailure(`The inventory rules were not saved: ${error instanceof ApiError ? error.body.message : 'Error Occurred'}`);
    }
  };

  const columns: Column<Company>[] = [
    { key: 'id', header: 'Id', className: 'font-mono text-xs' },
    { key: 'name', header: 'Company' },
    {
      key: 'delete',
      header: 'Actions',
      hideHeader: true,
      render: (c) =>
        canEdit && (
          <Button variant="danger" size="sm" aria-label={`Delete ${c.name}`} onClick={() => setListed(listed.filter((x) => x.id !== c.id))}>
            Delete
          </Button>
        ),
    },
  ];
  const available = (companies.data ?? []).filter((c) => !listed.some((l) => l.id === c.value));

  return (
    <form
      noValidate
      aria-label="Inventory management"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {conflict.notice}
      {rules.action === null && <p className="text-sm text-slate-800">No rule yet: this partner sells every company.</p>}
      <fieldset className="flex gap-4" disabled={!canEdit}>
        <legend className="mb-1 text-sm font-medium text-slate-800">Action</legend>
        {INVENTORY_ACTIONS.map((a) => (
          <label key={a} className="flex items-center gap-2 text-sm text-slate-900">
            <input type="radio" name="inventory-action" value={a} checked={action === a} onChange={() => setAction(a)} />
            {INVENTORY_ACTION_LABELS[a]}
          </label>
        ))}
      </fieldset>
      {canEdit && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Company"
            placeholder="Select a company"
            options={available}
            loadingOptions={companies.isPending}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            className="min-w-64"
          />
          <Button variant="secondary" onClick={add} disabled={!choice}>
            Add
          </Button>
        </div>
      )}
      <h3 className="text-base font-semibold text-slate-900">{inventoryCompaniesLabel(action)}</h3>
      <Table caption={inventoryCompaniesLabel(action)} columns={columns} rows={listed} rowKey={(c) => c.id} emptyText="No companies." />
      <GlobalErrorLine message={failure} />
      {canEdit && (
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      )}
    </form>
  );
}

/** The Inventory management tab (spec part 2, 2.7): Allow or Block a list of companies, saved with the partner's version. */
export function InventoryTab({ partnerId }: { partnerId: string }) {
  const rules = useInventoryRules(partnerId);
  if (rules.isPending) return <Loading label="Loading inventory rules…" />;
  if (rules.isError) return <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />;
  return (
    <div className="space-y-4">
      <InventoryForm key={rules.data.version} partnerId={partnerId} rules={rules.data} onReload={() => void rules.refetch()} />
      <CollapsibleChangeLog query={partnerChangeLogQuery(partnerId)} />
    </div>
  );
}
