import { useState } from 'react';
import { Button } from '@/ui/button';
import { ComboboxField } from '@/ui/combobox-field';
import { SelectField, type SelectOption } from '@/ui/form-fields';
import { ConfirmDialog } from '@/ui/modal';
import { ErrorState, errorMessage } from '@/ui/states';
import { Spinner } from '@/ui/spinner';
import { Table, type Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { useAddMapping, useDeleteMapping, useMappingOptions, useMappings, type MappingKind, type SupplierMapping } from './supplier-api-screen.api';

const NAMES: Record<MappingKind, string> = { city: 'city', company: 'company', vehicleType: 'vehicle type', vehicleClass: 'vehicle class' };
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Cities and companies are many: typed, then picked (5 matches at most); types and classes are short lists. */
const TYPED: MappingKind[] = ['city', 'company'];

function AddMapping({ id, kind }: { id: string; kind: MappingKind }) {
  const name = NAMES[kind];
  const [query, setQuery] = useState('');
  const [farebox, setFarebox] = useState<SelectOption | null>(null);
  const [supplierValue, setSupplierValue] = useState('');
  const [errors, setErrors] = useState<{ farebox?: string; supplier?: string }>({});
  const options = useMappingOptions(id, kind, useDebouncedValue(query, 300));
  const add = useAddMapping(id);
  const { notify } = useToast();
  const fareboxOptions = options.data?.farebox ?? [];
  const supplierOptions = (options.data?.supplier ?? []).map((v) => ({
    value: v.value,
    label: v.mapped ? `${v.value} (mapped)` : v.value,
    disabled: v.mapped,
  }));

  const submit = () => {
    const missing = { farebox: farebox ? undefined : 'Farebox data is required.', supplier: supplierValue ? undefined : 'Supplier data is required.' };
    setErrors(missing);
    if (missing.farebox || missing.supplier) return;
    add.mutate(
      { kind, fareboxValue: farebox!.value, supplierValue },
      {
        onSuccess: (m) => {
          notify({ kind: 'success', title: `${capital(name)} mapped`, text: `${m.fareboxLabel} ↔ ${m.supplierValue}` });
          setFarebox(null);
          setSupplierValue('');
        },
      },
    );
  };

  return (
    <form
      aria-label={`Add a ${name} mapping`}
      noValidate
      className="grid items-end gap-3 rounded border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {TYPED.includes(kind) ? (
        <ComboboxField
          label={`Farebox ${name}`}
          value={farebox}
          onChange={setFarebox}
          options={fareboxOptions}
          onQueryChange={setQuery}
          loading={options.isFetching}
          error={errors.farebox}
          placeholder="Type to search"
          required
        />
      ) : (
        <SelectField
          label={`Farebox ${name}`}
          value={farebox?.value ?? ''}
          onChange={(e) => setFarebox(fareboxOptions.find((o) => o.value === e.target.value) ?? null)}
          options={fareboxOptions}
          placeholder="Choose…"
          error={errors.farebox}
          required
          loadingOptions={options.isPending}
        />
      )}
      <SelectField
        label={`Supplier ${name}`}
        value={supplierValue}
        onChange={(e) => setSupplierValue(e.target.value)}
        options={supplierOptions}
        placeholder="Choose…"
        error={errors.supplier}
        required
        loadingOptions={options.isPending}
        hint={supplierOptions.length === 0 && !options.isPending ? "No values yet: refresh the supplier's inventory." : undefined}
      />
      <Button type="submit" loading={add.isPending}>
        Add mapping
      </Button>
      {add.isError && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3">
          {errorMessage(add.error)}
        </p>
      )}
    </form>
  );
}

/** One of the four mapping tabs: pairs of Farebox data and supplier data, added with pickers, deleted after a confirmation. */
export function MappingTab({ id, kind }: { id: string; kind: MappingKind }) {
  const name = NAMES[kind];
  const mappings = useMappings(id, kind);
  const remove = useDeleteMapping(id);
  const [deleting, setDeleting] = useState<SupplierMapping | null>(null);
  const { notify } = useToast();
  const columns: Column<SupplierMapping>[] = [
    { key: 'fareboxLabel', header: 'Farebox data' },
    { key: 'supplierValue', header: 'Supplier data' },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (m) => (
        <Button size="sm" variant="danger" onClick={() => setDeleting(m)} aria-label={`Delete the mapping ${m.fareboxLabel} ↔ ${m.supplierValue}`}>
          Delete
        </Button>
      ),
    },
  ];
  const confirmDelete = () =>
    remove.mutate(deleting!.id, {
      onSuccess: () => {
        notify({ kind: 'success', title: 'Mapping deleted', text: `${deleting!.fareboxLabel} ↔ ${deleting!.supplierValue}` });
        setDeleting(null);
      },
      onError: (error) => notify({ kind: 'error', title: 'The mapping was not deleted', text: errorMessage(error) }),
    });
  return (
    <section aria-label={`${capital(name)} mapping`} className="space-y-3">
      <AddMapping id={id} kind={kind} />
      {mappings.isPending && <Spinner label="Loading the mappings" />}
      {mappings.isError && <ErrorState error={mappings.error} onRetry={() => void mappings.refetch()} />}
      {mappings.data && <Table caption={`${capital(name)} mappings`} columns={columns} rows={mappings.data} rowKey={(m) => m.id} emptyText="No Results" />}
      <ConfirmDialog
        open={deleting !== null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        message={
          deleting && (
            <p className="text-sm text-slate-800">
              Delete the {name} mapping {deleting.fareboxLabel} ↔ {deleting.supplierValue} (id {deleting.id})?
            </p>
          )
        }
      />
    </section>
  );
}
