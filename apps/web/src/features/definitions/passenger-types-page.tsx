import { validatePassengerTypeDefinition } from '@farebox/domain';
import { CheckboxField, TextField } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { Pager } from '@/ui/pager';
import { useUrlPage } from '@/ui/use-url-page';
import { usePassengerTypeDefinitions, useUpdatePassengerType, type PassengerTypeDefinitionDto } from './definitions.api';
import { DefinitionQuery, useDefinitionPermissions } from './definition-query';
import { DefinitionTable, type DefinitionColumn } from './definition-table';

interface PassengerTypeValues {
  type: string;
  age: boolean;
  fromAge: string;
  toAge: string;
}

const validate = (v: PassengerTypeValues) => validatePassengerTypeDefinition(v);
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const ageInput =
  (field: 'fromAge' | 'toAge', label: string) => (f: Parameters<NonNullable<DefinitionColumn<PassengerTypeDefinitionDto, PassengerTypeValues>['edit']>>[0]) => (
    <TextField label={label} hideLabel type="number" min={0} step={1} required error={f.formState.errors[field]?.message} {...f.register(field)} />
  );

const columns: DefinitionColumn<PassengerTypeDefinitionDto, PassengerTypeValues>[] = [
  {
    key: 'type',
    header: 'Type',
    view: (t) => t.type,
    edit: (f) => <TextField label="Type" hideLabel required error={f.formState.errors.type?.message} {...f.register('type')} />,
  },
  { key: 'age', header: 'Asks age', view: (t) => yesNo(t.age), edit: (f) => <CheckboxField label="Asks age" hideLabel {...f.register('age')} /> },
  { key: 'fromAge', header: 'From age', view: (t) => t.fromAge, edit: ageInput('fromAge', 'From age') },
  { key: 'toAge', header: 'To age', view: (t) => t.toAge, edit: ageInput('toAge', 'To age') },
  { key: 'editable', header: 'Editable', view: (t) => yesNo(t.editable) },
];

/** `/passenger-type-definitions?page`: inline edit only (no add, no delete); ages at least 0. */
export function PassengerTypesPage() {
  const { canWrite } = useDefinitionPermissions();
  const { page, setPage } = useUrlPage();
  const list = usePassengerTypeDefinitions(page);
  const update = useUpdatePassengerType();
  return (
    <div>
      <PageHeader title="Passenger types" />
      <DefinitionQuery query={list} noun="passenger types">
        {(p) => (
          <>
            <DefinitionTable
              caption="Passenger types"
              noun="Passenger type"
              rows={p.data}
              columns={columns}
              rowName={(t) => t.type}
              toValues={(t) => ({ type: t.type, age: t.age, fromAge: String(t.fromAge), toAge: String(t.toAge) })}
              validate={validate}
              canEdit={(t) => t.editable}
              onUpdate={
                canWrite
                  ? (t, v) => update.mutateAsync({ id: t.id, version: t.version, type: v.type, age: v.age, fromAge: Number(v.fromAge), toAge: Number(v.toAge) })
                  : undefined
              }
            />
            <Pager total={p.meta.total} page={page} onPageChange={setPage} />
          </>
        )}
      </DefinitionQuery>
    </div>
  );
}
