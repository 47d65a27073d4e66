import { DefinitionMessage, KEY_DETAIL_DEFINITIONS_ONE_COLUMN_MAX, KEY_DETAIL_ICONS, validateKeyDetailLabel, type FieldProblem } from '@farebox/domain';
import { SelectField, TextField } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { Pager } from '@/ui/pager';
import { useUrlPage } from '@/ui/use-url-page';
import { AddDefinitionForm } from './add-definition-form';
import { useAddKeyDetail, useDeleteKeyDetail, useKeyDetailDefinitions, useUpdateKeyDetail, type KeyDetailDefinitionDto } from './definitions.api';
import { DefinitionQuery, useDefinitionPermissions } from './definition-query';
import { DefinitionTable, type DefinitionColumn } from './definition-table';
import { KeyDetailIconPicker, KeyDetailIconView } from './key-detail-icon-picker';

interface KeyDetailValues {
  label: string;
  iconId: string;
}

const validate = (v: KeyDetailValues): FieldProblem[] => [
  ...validateKeyDetailLabel(v.label),
  ...(v.iconId ? [] : [{ field: 'iconId', message: DefinitionMessage.Required }]),
];
const ICON_OPTIONS = KEY_DETAIL_ICONS.map((i) => ({ value: i.id, label: `${i.glyph} ${i.name}` }));

const columns: DefinitionColumn<KeyDetailDefinitionDto, KeyDetailValues>[] = [
  {
    key: 'icon',
    header: 'Icon',
    view: (d) => <KeyDetailIconView icon={d.icon} />,
    edit: (f) => <SelectField label="Icon" hideLabel options={ICON_OPTIONS} error={f.formState.errors.iconId?.message} {...f.register('iconId')} />,
  },
  {
    key: 'label',
    header: 'Label',
    view: (d) => d.label,
    edit: (f) => <TextField label="Label" hideLabel required error={f.formState.errors.label?.message} {...f.register('label')} />,
  },
];

/** `/key-detail-definitions?page`: icon and label, 20 a page, two columns past 5; delete after "Are you sure?". */
export function KeyDetailsPage() {
  const { canWrite } = useDefinitionPermissions();
  const { page, setPage } = useUrlPage();
  const list = useKeyDetailDefinitions(page);
  const add = useAddKeyDetail();
  const update = useUpdateKeyDetail();
  const remove = useDeleteKeyDetail();
  return (
    <div>
      <PageHeader title="Key details" />
      {canWrite && (
        <AddDefinitionForm
          title="Add key detail"
          noun="Key detail"
          defaultValues={{ label: '', iconId: '' }}
          validate={validate}
          onAdd={(v) => add.mutateAsync(v)}
        >
          {(f) => (
            <>
              <TextField label="Label" required error={f.formState.errors.label?.message} {...f.register('label')} />
              <KeyDetailIconPicker field={f.register('iconId')} error={f.formState.errors.iconId?.message} />
            </>
          )}
        </AddDefinitionForm>
      )}
      <DefinitionQuery query={list} noun="key details">
        {(p) => (
          <>
            <DefinitionTable
              caption="Key details"
              noun="Key detail"
              rows={p.data}
              columns={columns}
              rowName={(d) => d.label}
              toValues={(d) => ({ label: d.label, iconId: d.icon.id })}
              validate={validate}
              twoColumns={p.data.length > KEY_DETAIL_DEFINITIONS_ONE_COLUMN_MAX}
              onUpdate={canWrite ? (d, v) => update.mutateAsync({ id: d.id, version: d.version, ...v }) : undefined}
              onDelete={canWrite ? (d) => remove.mutateAsync(d.id) : undefined}
            />
            <Pager total={p.meta.total} page={page} onPageChange={setPage} />
          </>
        )}
      </DefinitionQuery>
    </div>
  );
}
