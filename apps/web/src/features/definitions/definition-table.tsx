import { useMemo, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { FieldProblem } from '@farebox/domain';
import { Button } from '@/ui/button';
import { problemsResolver } from '@/ui/form-resolver';
import { ConfirmDialog } from '@/ui/modal';
import { Table, type Column } from '@/ui/table';
import { useDefinitionFeedback } from './use-definition-feedback';
import { useRowEdit } from './use-row-edit';

export interface DefinitionColumn<T, V extends FieldValues> {
  key: string;
  header: string;
  view: (row: T) => ReactNode;
  /** The cell's inputs while its row is edited; a column without one shows `view` then too. */
  edit?: (form: UseFormReturn<V>) => ReactNode;
}

interface Row {
  id: string;
}

export interface DefinitionTableProps<T extends Row, V extends FieldValues> {
  caption: string;
  /** "Airline", "Key detail": the notifications' noun. */
  noun: string;
  rows: readonly T[];
  columns: DefinitionColumn<T, V>[];
  /** How a row is named in the buttons' accessible names ("Edit Thai Airways"). */
  rowName: (row: T) => string;
  toValues: (row: T) => V;
  /** The shared rule the API applies too. */
  validate: (values: V) => FieldProblem[];
  /** Missing: the table has no edit (or the user may not write). */
  onUpdate?: (row: T, values: V) => Promise<unknown>;
  onDelete?: (row: T) => Promise<unknown>;
  /** The row's own flags (editable, removable); every row when missing. */
  canEdit?: (row: T) => boolean;
  canDelete?: (row: T) => boolean;
  /** Rows split over two side-by-side tables (key details when there are more than 5). */
  twoColumns?: boolean;
  failureTitle?: string | null;
}

/**
 * A definition table with inline edit (Edit, then Update or Cancel, one row at a time) and delete after "Are you
 * sure?"; success and failure notifications. Enter in an edited cell saves it.
 */
export function DefinitionTable<T extends Row, V extends FieldValues>(props: DefinitionTableProps<T, V>) {
  const { caption, noun, rows, columns, rowName, toValues, validate, onUpdate, onDelete, canEdit, canDelete, twoColumns, failureTitle } = props;
  const resolver = useMemo(() => problemsResolver<V>(validate), [validate]);
  const form = useForm<V>({ resolver, defaultValues: {} as DefaultValues<V> });
  const rowEdit = useRowEdit(form);
  const feedback = useDefinitionFeedback(failureTitle);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const editingRow = rows.find((r) => rowEdit.isEditing(r.id));

  const update = form.handleSubmit(async (values) => {
    if (!editingRow || !onUpdate) return;
    try {
      await onUpdate(editingRow, values);
      feedback.done(`${noun} updated`);
      rowEdit.cancel();
    } catch (error) {
      feedback.failed(error, form.setError);
    }
  });

  const confirmDelete = async () => {
    if (!deleting || !onDelete) return;
    setBusy(true);
    try {
      await onDelete(deleting);
      feedback.done(`${noun} deleted`);
      if (rowEdit.isEditing(deleting.id)) rowEdit.cancel();
    } catch (error) {
      feedback.failed(error);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const actions = (row: T) => {
    const name = rowName(row);
    // Distinct keys: a reused <button> turning from Edit into the submit button mid-click would submit the form.
    if (rowEdit.isEditing(row.id))
      return (
        <div key="editing" className="flex gap-2">
          <Button type="submit" size="sm" loading={form.formState.isSubmitting} aria-label={`Update ${name}`}>
            Update
          </Button>
          <Button variant="secondary" size="sm" onClick={rowEdit.cancel} aria-label={`Cancel editing ${name}`}>
            Cancel
          </Button>
        </div>
      );
    return (
      <div key="viewing" className="flex gap-2">
        {onUpdate && (canEdit?.(row) ?? true) && (
          <Button variant="secondary" size="sm" onClick={() => rowEdit.start(row.id, toValues(row))} aria-label={`Edit ${name}`}>
            Edit
          </Button>
        )}
        {onDelete && (canDelete?.(row) ?? true) && (
          <Button variant="danger" size="sm" onClick={() => setDeleting(row)} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        )}
      </div>
    );
  };

  const tableColumns: Column<T>[] = [
    ...columns.map((c) => ({ key: c.key, header: c.header, render: (row: T) => (rowEdit.isEditing(row.id) && c.edit ? c.edit(form) : c.view(row)) })),
    ...(onUpdate || onDelete ? [{ key: 'actions', header: 'Actions', hideHeader: true, render: actions }] : []),
  ];
  const half = Math.ceil(rows.length / 2);
  const parts = twoColumns ? [rows.slice(0, half), rows.slice(half)] : [rows];

  return (
    <form noValidate onSubmit={(e) => void update(e)} aria-label={caption}>
      <div className={twoColumns ? 'grid gap-4 lg:grid-cols-2' : ''}>
        {parts.map((part, i) => (
          <Table
            key={i}
            caption={parts.length > 1 ? `${caption} (${i + 1} of 2)` : caption}
            columns={tableColumns}
            rows={part}
            rowKey={(r) => r.id}
            emptyText="No Results"
          />
        ))}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        message={deleting && <p className="text-sm text-slate-800">{`${noun} "${rowName(deleting)}" will be deleted.`}</p>}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </form>
  );
}
