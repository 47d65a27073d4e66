import { useState } from 'react';

/** The rows ticked on the shown page of a list. */
export interface RowSelection {
  ids: string[];
  isSelected: (id: string) => boolean;
  toggle: (id: string, selected: boolean) => void;
  allSelected: boolean;
  toggleAll: (selected: boolean) => void;
  clear: () => void;
}

/**
 * The rows ticked on the shown page, for bulk actions. `pageKey` names the page (filters and number): a new
 * page starts with nothing selected, so a bulk action never includes rows the user no longer sees.
 */
export function useRowSelection(pageKey: string, pageIds: readonly string[]): RowSelection {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: pageKey, ids: new Set() });
  const selected = state.key === pageKey ? state.ids : new Set<string>();
  const set = (ids: ReadonlySet<string>) => setState({ key: pageKey, ids });
  return {
    ids: pageIds.filter((id) => selected.has(id)),
    isSelected: (id) => selected.has(id),
    toggle: (id, on) => {
      const next = new Set(selected);
      if (on) next.add(id);
      else next.delete(id);
      set(next);
    },
    allSelected: pageIds.length > 0 && pageIds.every((id) => selected.has(id)),
    toggleAll: (on) => set(new Set(on ? pageIds : [])),
    clear: () => set(new Set()),
  };
}
