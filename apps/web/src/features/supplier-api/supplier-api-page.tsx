import { useSearchParams } from 'react-router';
import { SelectField } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { ErrorState } from '@/ui/states';
import { Spinner } from '@/ui/spinner';
import { Tabs, type TabItem } from '@/ui/tabs';
import { LinesTab } from './lines-tab';
import { LiveResultsTab } from './live-results-tab';
import { MappingTab } from './mapping-tab';
import { OverviewTab } from './overview-tab';
import { useIntegrations, type SupplierIntegration } from './supplier-api-screen.api';
import { InventoryTab, TransferMappingTab } from './transfers-tab';

function supplierTabs(integration: SupplierIntegration): TabItem[] {
  const id = integration.id;
  return [
    { key: 'overview', label: 'Overview/rules', content: <OverviewTab id={id} /> },
    { key: 'inventory', label: 'Supplier Inventory', content: <InventoryTab integration={integration} /> },
    { key: 'lines', label: 'Farebox Lines', content: <LinesTab id={id} /> },
    { key: 'cities', label: 'City Mapping', content: <MappingTab id={id} kind="city" /> },
    { key: 'companies', label: 'Company Mapping', content: <MappingTab id={id} kind="company" /> },
    { key: 'vehicle-types', label: 'Vehicle Type Mapping', content: <MappingTab id={id} kind="vehicleType" /> },
    { key: 'vehicle-classes', label: 'Vehicle Class Mapping', content: <MappingTab id={id} kind="vehicleClass" /> },
    { key: 'transfers', label: 'Transfer Mapping', content: <TransferMappingTab integration={integration} />, hidden: integration.mode !== 'offline' },
    { key: 'live', label: 'Live Results', content: <LiveResultsTab id={id} />, hidden: integration.mode !== 'online' },
  ];
}

/** `/supplier-api?supplier&tab` (spec part 2, 2.14): the supplier picker and the supplier's tabs, full admins only. */
export function SupplierApiPage() {
  const [params, setParams] = useSearchParams();
  const integrations = useIntegrations();
  const selected = integrations.data?.find((i) => i.id === params.get('supplier')) ?? integrations.data?.[0];
  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        if (key === 'supplier') next.delete('tab');
        return next;
      },
      { replace: true },
    );
  return (
    <div className="space-y-4">
      <PageHeader title="Supplier API" />
      {integrations.isPending && <Spinner label="Loading suppliers" />}
      {integrations.isError && <ErrorState error={integrations.error} onRetry={() => void integrations.refetch()} />}
      {integrations.data && integrations.data.length === 0 && <p className="text-sm text-slate-800">No supplier integrations yet.</p>}
      {selected && (
        <>
          <SelectField
            label="Supplier"
            className="max-w-md"
            value={selected.id}
            onChange={(e) => set('supplier', e.target.value)}
            options={integrations.data!.map((i) => ({ value: i.id, label: `${i.name} (${i.id}, ${i.mode})` }))}
          />
          <Tabs
            key={selected.id}
            label={`${selected.name} supplier API`}
            tabs={supplierTabs(selected)}
            selectedKey={params.get('tab') ?? 'overview'}
            onChange={(tab) => set('tab', tab)}
          />
        </>
      )}
    </div>
  );
}
