import {
  ADDABLE_PASSENGER_EXTRA_INFO_TYPES,
  DEFAULT_PASSENGER_EXTRA_INFO_TYPE,
  PASSENGER_EXTRA_INFO_DEFINITION_TYPES,
  PASSENGER_EXTRA_INFO_TYPE_LABELS,
  validatePassengerExtraInfoDefinition,
  type PassengerExtraInfoDefinitionType,
} from '@farebox/domain';
import type { Schemas } from '@/api/http';
import { SelectField, TextField } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { Pager } from '@/ui/pager';
import { useUrlPage } from '@/ui/use-url-page';
import { AddDefinitionForm } from './add-definition-form';
import {
  useAddPassengerExtraInfo,
  useDeletePassengerExtraInfo,
  usePassengerExtraInfoDefinitions,
  useUpdatePassengerExtraInfo,
  type PassengerExtraInfoDefinitionDto,
} from './definitions.api';
import { DefinitionQuery, useDefinitionPermissions } from './definition-query';
import { DefinitionTable, type DefinitionColumn } from './definition-table';

type AddBody = Schemas['CreatePassengerExtraInfoDefinitionDto'];

interface ExtraInfoValues {
  label: string;
  type: string;
}

const typeOptions = (types: readonly PassengerExtraInfoDefinitionType[]) => types.map((t) => ({ value: t, label: PASSENGER_EXTRA_INFO_TYPE_LABELS[t] }));
const validateEdit = (v: ExtraInfoValues) => validatePassengerExtraInfoDefinition(v);
const validateAdd = (v: ExtraInfoValues) => validatePassengerExtraInfoDefinition(v, ADDABLE_PASSENGER_EXTRA_INFO_TYPES);
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

const columns: DefinitionColumn<PassengerExtraInfoDefinitionDto, ExtraInfoValues>[] = [
  {
    key: 'label',
    header: 'Label',
    view: (d) => d.label,
    edit: (f) => <TextField label="Label" hideLabel required error={f.formState.errors.label?.message} {...f.register('label')} />,
  },
  {
    key: 'type',
    header: 'Type',
    view: (d) => PASSENGER_EXTRA_INFO_TYPE_LABELS[d.type],
    edit: (f) => (
      <SelectField
        label="Type"
        hideLabel
        options={typeOptions(PASSENGER_EXTRA_INFO_DEFINITION_TYPES)}
        error={f.formState.errors.type?.message}
        {...f.register('type')}
      />
    ),
  },
  { key: 'slug', header: 'Slug', view: (d) => d.slug },
  { key: 'editable', header: 'Editable', view: (d) => yesNo(d.editable) },
  { key: 'removable', header: 'Removable', view: (d) => yesNo(d.removable) },
];

/** `/passenger-extra-info-definitions?page`: 20 a page, inline edit and delete as each row's flags allow, and an add form. */
export function PassengerExtraInfoPage() {
  const { canWrite } = useDefinitionPermissions();
  const { page, setPage } = useUrlPage();
  const list = usePassengerExtraInfoDefinitions(page);
  const add = useAddPassengerExtraInfo();
  const update = useUpdatePassengerExtraInfo();
  const remove = useDeletePassengerExtraInfo();
  return (
    <div>
      <PageHeader title="Passenger extra info" />
      {canWrite && (
        <AddDefinitionForm
          title="Add passenger extra info"
          noun="Passenger extra info"
          defaultValues={{ label: '', type: DEFAULT_PASSENGER_EXTRA_INFO_TYPE }}
          validate={validateAdd}
          onAdd={(v) => add.mutateAsync({ label: v.label, type: v.type as AddBody['type'] })}
        >
          {(f) => (
            <>
              <TextField label="Label" required error={f.formState.errors.label?.message} {...f.register('label')} />
              <SelectField
                label="Type"
                options={typeOptions(ADDABLE_PASSENGER_EXTRA_INFO_TYPES)}
                error={f.formState.errors.type?.message}
                {...f.register('type')}
              />
            </>
          )}
        </AddDefinitionForm>
      )}
      <DefinitionQuery query={list} noun="passenger extra info">
        {(p) => (
          <>
            <DefinitionTable
              caption="Passenger extra info"
              noun="Passenger extra info"
              rows={p.data}
              columns={columns}
              rowName={(d) => d.label}
              toValues={(d) => ({ label: d.label, type: d.type })}
              validate={validateEdit}
              canEdit={(d) => d.editable}
              canDelete={(d) => d.removable}
              onUpdate={
                canWrite
                  ? (d, v) => update.mutateAsync({ id: d.id, version: d.version, label: v.label, type: v.type as PassengerExtraInfoDefinitionType })
                  : undefined
              }
              onDelete={canWrite ? (d) => remove.mutateAsync(d.id) : undefined}
            />
            <Pager total={p.meta.total} page={page} onPageChange={setPage} />
          </>
        )}
      </DefinitionQuery>
    </div>
  );
}
