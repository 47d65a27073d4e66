import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { buttonClasses } from '@/ui/button';

export type ItemAction = 'edit' | 'query' | 'run' | 'pause' | 'delete';

const ITEM = 'block w-full px-3 py-2 text-left text-sm text-slate-900 data-[focus]:bg-sky-100';

/** The per-item menu: Edit, Edit query, Run now, Pause or Resume, Delete. */
export function MonitoringItemMenu({ name, paused, busy, onAction }: { name: string; paused: boolean; busy: boolean; onAction: (action: ItemAction) => void }) {
  const entries: [ItemAction, string][] = [
    ['edit', 'Edit'],
    ['query', 'Edit query'],
    ['run', 'Run now'],
    ['pause', paused ? 'Resume' : 'Pause'],
    ['delete', 'Delete'],
  ];
  return (
    <Menu as="div" className="relative inline-block">
      <MenuButton className={buttonClasses('secondary', 'sm')} disabled={busy} aria-label={`Actions of ${name}`}>
        Actions <span aria-hidden="true">▾</span>
      </MenuButton>
      {/* Positioned inline rather than with `anchor`: an anchored (portalled) panel adds focus sentinels that axe flags. */}
      <MenuItems className="absolute right-0 z-30 mt-1 w-40 rounded border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
        {entries.map(([action, label]) => (
          <MenuItem key={action}>
            <button type="button" className={`${ITEM} ${action === 'delete' ? 'text-red-700' : ''}`} onClick={() => onAction(action)}>
              {label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
