import { useState } from 'react';
import { validateVehicleClassKey, VEHICLE_CLASS_PAGE_SIZE, VEHICLE_CLASS_PAGER_FROM } from '@farebox/domain';
import { TextField } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { Pager } from '@/ui/pager';
import { AddDefinitionForm } from './add-definition-form';
import { useAddVehicleClass, useDeleteVehicleClass, useVehicleClassDefinitions, type VehicleClassDefinitionDto } from './definitions.api';
import { DefinitionQuery, useDefinitionPermissions } from './definition-query';
import { DefinitionTable, type DefinitionColumn } from './definition-table';

interface VehicleClassValues {
  key: string;
}
const validate = (v: VehicleClassValues) => validateVehicleClassKey(v.key);
const columns: DefinitionColumn<VehicleClassDefinitionDto, VehicleClassValues>[] = [{ key: 'key', header: 'Class', view: (c) => c.key }];

/**
 * `/vehicle-class-definitions`: every class fetched once and paged here, 15 a page with the pager from 10 classes; the
 * add form and delete only for holders of de-admin. Failures show the server's message.
 */
export function VehicleClassesPage() {
  const { canManageVehicleClasses } = useDefinitionPermissions();
  const [page, setPage] = useState(1);
  const list = useVehicleClassDefinitions();
  const add = useAddVehicleClass();
  const remove = useDeleteVehicleClass();
  return (
    <div>
      <PageHeader title="Vehicle classes" />
      {canManageVehicleClasses && (
        <AddDefinitionForm
          title="Add vehicle class"
          noun="Vehicle class"
          defaultValues={{ key: '' }}
          validate={validate}
          failureTitle={null}
          onAdd={(v) => add.mutateAsync({ key: v.key })}
        >
          {(f) => <TextField label="Class" required error={f.formState.errors.key?.message} {...f.register('key')} />}
        </AddDefinitionForm>
      )}
      <DefinitionQuery query={list} noun="vehicle classes">
        {(p) => {
          const pageCount = Math.max(1, Math.ceil(p.data.length / VEHICLE_CLASS_PAGE_SIZE));
          const current = Math.min(page, pageCount);
          const rows = p.data.slice((current - 1) * VEHICLE_CLASS_PAGE_SIZE, current * VEHICLE_CLASS_PAGE_SIZE);
          return (
            <>
              <DefinitionTable
                caption="Vehicle classes"
                noun="Vehicle class"
                rows={rows}
                columns={columns}
                rowName={(c) => c.key}
                toValues={(c) => ({ key: c.key })}
                validate={validate}
                failureTitle={null}
                onDelete={canManageVehicleClasses ? (c) => remove.mutateAsync(c.id) : undefined}
              />
              <Pager total={p.data.length} page={current} onPageChange={setPage} pageSize={VEHICLE_CLASS_PAGE_SIZE} showFrom={VEHICLE_CLASS_PAGER_FROM} />
            </>
          );
        }}
      </DefinitionQuery>
    </div>
  );
}
