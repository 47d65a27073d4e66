import { nextFromAge, validatePassengerTypes, type FieldProblem, type PassengerTypeRow } from '@farebox/domain';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form-fields';

type Mode = { kind: 'idle' } | { kind: 'edit'; index: number; draft: PassengerTypeRow } | { kind: 'new'; draft: PassengerTypeRow };

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `pt-${Date.now()}-${Math.random().toString(36).slice(2)}`);
/** The edited row's first input takes the focus once, when the user opens the row (a stable ref callback). */
const focusOnMount = (input: HTMLInputElement | null) => input?.focus();
const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

export interface PassengerTypesEditorProps {
  rows: PassengerTypeRow[];
  onChange?: (rows: PassengerTypeRow[]) => void;
  readOnly?: boolean;
  /** Problems of the whole form under `passengerTypes.*` (shown on their rows). */
  problems?: readonly FieldProblem[];
}

/**
 * Age ranges editor: one row in edit mode at a time (editing another row cancels the first), an add-new-row mode,
 * the first fromAge fixed at 0, the next one prefilled with the previous toAge + 1, checked with the shared rule.
 */
export function PassengerTypesEditor({ rows, onChange, readOnly = false, problems = [] }: PassengerTypesEditorProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [rowProblems, setRowProblems] = useState<FieldProblem[]>([]);

  const editingIndex = mode.kind === 'edit' ? mode.index : mode.kind === 'new' ? rows.length : -1;

  const startEdit = (index: number) => {
    setRowProblems([]);
    setMode({ kind: 'edit', index, draft: { ...rows[index], fromAge: index === 0 ? 0 : rows[index].fromAge } });
  };
  const startNew = () => {
    setRowProblems([]);
    setMode({ kind: 'new', draft: { id: newId(), type: '', fromAge: nextFromAge(rows), toAge: '' } });
  };
  const cancel = () => {
    setRowProblems([]);
    setMode({ kind: 'idle' });
  };
  const setDraft = (patch: Partial<PassengerTypeRow>) => {
    if (mode.kind === 'idle') return;
    setMode({ ...mode, draft: { ...mode.draft, ...patch } });
  };

  const saveRow = () => {
    if (mode.kind === 'idle') return;
    const draft: PassengerTypeRow = {
      ...mode.draft,
      type: mode.draft.type.trim(),
      fromAge: editingIndex === 0 ? 0 : toAge(mode.draft.fromAge),
      toAge: toAge(mode.draft.toAge),
    };
    const candidate = mode.kind === 'new' ? [...rows, draft] : rows.map((r, i) => (i === mode.index ? draft : r));
    const own = validatePassengerTypes(candidate).filter((p) => p.field.startsWith(`passengerTypes.${editingIndex}.`));
    if (own.length > 0) {
      setRowProblems(own);
      return;
    }
    onChange?.(candidate);
    cancel();
  };

  const remove = (index: number) => {
    onChange?.(rows.filter((_, i) => i !== index));
    cancel();
  };

  const problemsOf = (index: number) => {
    const list = index === editingIndex ? rowProblems : problems.filter((p) => p.field.startsWith(`passengerTypes.${index}.`));
    return [...new Set(list.map((p) => p.message))];
  };

  const editorRow = (index: number) => {
    if (mode.kind === 'idle') return null;
    const n = index + 1;
    const fieldError = (f: string) => rowProblems.find((p) => p.field === `passengerTypes.${index}.${f}`)?.message;
    return (
      <tr key={mode.draft.id} className="bg-sky-50">
        <td className="px-3 py-2 align-top">
          <TextField
            label={`Type, row ${n}`}
            hideLabel
            value={mode.draft.type}
            error={fieldError('type')}
            onChange={(e) => setDraft({ type: e.target.value })}
            ref={focusOnMount}
          />
        </td>
        <td className="px-3 py-2 align-top">
          <TextField
            label={`From age, row ${n}`}
            hideLabel
            type="number"
            min={0}
            step={1}
            value={text(mode.draft.fromAge)}
            disabled={index === 0}
            error={fieldError('fromAge')}
            onChange={(e) => setDraft({ fromAge: e.target.value })}
          />
        </td>
        <td className="px-3 py-2 align-top">
          <TextField
            label={`To age, row ${n}`}
            hideLabel
            type="number"
            min={0}
            step={1}
            value={text(mode.draft.toAge)}
            error={fieldError('toAge')}
            onChange={(e) => setDraft({ toAge: e.target.value })}
          />
        </td>
        <td className="px-3 py-2 align-top">
          <div className="flex gap-2">
            <Button size="sm" onClick={saveRow}>
              Save row
            </Button>
            <Button size="sm" variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </td>
      </tr>
    );
  };

  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Passenger types</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-800">
                Type
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-800">
                From age
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-800">
                To age
              </th>
              {!readOnly && (
                <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-800">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 && mode.kind !== 'new' && (
              <tr>
                <td colSpan={readOnly ? 3 : 4} className="px-3 py-4 text-center text-slate-700">
                  No passenger types
                </td>
              </tr>
            )}
            {rows.map((row, i) =>
              mode.kind === 'edit' && mode.index === i ? (
                editorRow(i)
              ) : (
                <tr key={row.id}>
                  <td className="px-3 py-2">
                    {row.type}
                    {problemsOf(i).map((m) => (
                      <p key={m} className="text-sm text-red-700">
                        {m}
                      </p>
                    ))}
                  </td>
                  <td className="px-3 py-2">{text(row.fromAge)}</td>
                  <td className="px-3 py-2">{text(row.toAge)}</td>
                  {!readOnly && (
                    <td className="px-3 py-2">
                      <div className="flex gap-2">
                        <Button size="sm" variant="secondary" onClick={() => startEdit(i)} aria-label={`Edit passenger type ${row.type || i + 1}`}>
                          Edit
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => remove(i)} aria-label={`Delete passenger type ${row.type || i + 1}`}>
                          Delete
                        </Button>
                      </div>
                    </td>
                  )}
                </tr>
              ),
            )}
            {mode.kind === 'new' && editorRow(rows.length)}
          </tbody>
        </table>
      </div>
      {!readOnly && (
        <Button variant="secondary" onClick={startNew} disabled={mode.kind === 'new'}>
          Add passenger type
        </Button>
      )}
    </div>
  );
}

function toAge(v: number | string | null): number | string | null {
  const t = text(v).trim();
  if (t === '') return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
}
