import { buildMenu } from '@farebox/domain';
import { NavLink } from 'react-router';
import type { Me } from '@/features/auth/me';
import { useMenuContext } from './menu-context';

const LINK = 'block rounded px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-sky-300';

/** The sidebar rendered from the menu data in @farebox/domain: only built screens this user may open. */
export function Sidebar({ me, onNavigate }: { me: Me; onNavigate?: () => void }) {
  const sections = buildMenu(useMenuContext(me));
  const link = (path: string, label: string) => (
    <NavLink
      to={path}
      end={path === '/'}
      onClick={onNavigate}
      className={({ isActive }) => `${LINK} ${isActive ? 'bg-sky-800 font-semibold text-white' : 'text-slate-100 hover:bg-slate-700'}`}
    >
      {label}
    </NavLink>
  );
  return (
    <nav aria-label="Main menu" className="p-3">
      <ul className="space-y-1">
        {sections.map((section) =>
          section.group ? (
            <li key={section.group}>
              <p className="mt-3 px-3 text-xs font-semibold tracking-wide text-slate-300 uppercase">{section.group}</p>
              <ul className="mt-1 space-y-1 pl-2">
                {section.entries.map((e) => (
                  <li key={e.id}>{link(e.path, e.label)}</li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={section.entries[0].id}>{link(section.entries[0].path, section.entries[0].label)}</li>
          ),
        )}
      </ul>
    </nav>
  );
}
