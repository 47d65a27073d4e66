import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { buttonClasses } from '@/ui/button';
import { Spinner } from '@/ui/spinner';

/** What happens after a good save. */
export type AfterSave = 'stay' | 'view';

/** The route editor's save menu (spec part 3, section 2): Save, or Save and view. */
export function SaveMenu({ saving, onSave }: { saving: boolean; onSave: (after: AfterSave) => void }) {
  const item = 'block w-full px-3 py-2 text-left text-sm text-slate-900 data-[focus]:bg-sky-100';
  return (
    <Menu as="div" className="relative inline-block">
      <MenuButton className={buttonClasses('primary')} disabled={saving} aria-busy={saving || undefined}>
        {saving && <Spinner size="sm" label="" />}
        Save
        <span aria-hidden="true">▾</span>
      </MenuButton>
      {/* Positioned inline rather than with `anchor`: an anchored (portalled) panel adds focus sentinels that axe flags. */}
      <MenuItems className="absolute left-0 z-30 mb-1 w-44 rounded border border-slate-200 bg-white py-1 shadow-lg focus:outline-none bottom-full">
        <MenuItem>
          <button type="button" className={item} onClick={() => onSave('stay')}>
            Save
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={item} onClick={() => onSave('view')}>
            Save and view
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
