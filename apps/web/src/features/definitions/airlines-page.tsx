import { validateAirlineName } from '@farebox/domain';
import { TextField } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { Pager } from '@/ui/pager';
import { useUrlPage } from '@/ui/use-url-page';
import { AddDefinitionForm } from './add-definition-form';
import { useAddAirline, useAirlines, useDeleteAirline, useUpdateAirline, type AirlineDto } from './definitions.api';
import { DefinitionQuery, useDefinitionPermissions } from './definition-query';
import { DefinitionTable, type DefinitionColumn } from './definition-table';

interface AirlineValues {
  name: string;
}
const validate = (v: AirlineValues) => validateAirlineName(v.name);

const columns: DefinitionColumn<AirlineDto, AirlineValues>[] = [
  {
    key: 'name',
    header: 'Name',
    view: (a) => a.name,
    edit: (f) => <TextField label="Name" hideLabel required error={f.formState.errors.name?.message} {...f.register('name')} />,
  },
];

/** `/airlines?page`: list, edit, delete and add; failures say "Error Occurred". */
export function AirlinesPage() {
  const { canWrite } = useDefinitionPermissions();
  const { page, setPage } = useUrlPage();
  const list = useAirlines(page);
  const add = useAddAirline();
  const update = useUpdateAirline();
  const remove = useDeleteAirline();
  return (
    <div>
      <PageHeader title="Airlines" />
      {canWrite && (
        <AddDefinitionForm title="Add airline" noun="Airline" defaultValues={{ name: '' }} validate={validate} onAdd={(v) => add.mutateAsync({ name: v.name })}>
          {(f) => <TextField label="Name" required error={f.formState.errors.name?.message} {...f.register('name')} />}
        </AddDefinitionForm>
      )}
      <DefinitionQuery query={list} noun="airlines">
        {(p) => (
          <>
            <DefinitionTable
              caption="Airlines"
              noun="Airline"
              rows={p.data}
              columns={columns}
              rowName={(a) => a.name}
              toValues={(a) => ({ name: a.name })}
              validate={validate}
              onUpdate={canWrite ? (a, v) => update.mutateAsync({ id: a.id, version: a.version, name: v.name }) : undefined}
              onDelete={canWrite ? (a) => remove.mutateAsync(a.id) : undefined}
            />
            <Pager total={p.meta.total} page={page} onPageChange={setPage} />
          </>
        )}
      </DefinitionQuery>
    </div>
  );
}
