import { NavLink, Outlet } from 'react-router';
import { canOpenScreen, isDefinitionTableId, MENU_ENTRIES, MenuGroup, TABLES_NESTED_PATHS } from '@farebox/domain';
import { PageHeader } from '@/ui/page-header';
import { useAuth } from '@/features/auth/use-auth';
import { useMenuContext } from '@/features/shell/menu-context';

/** `/tables`: the tables menu; its nested routes show a table under it. */
export function TablesPage() {
  const ctx = useMenuContext(useAuth().me);
  const tables = MENU_ENTRIES.filter((e) => e.group === MenuGroup.Tables && canOpenScreen(e.id, ctx)).flatMap((e) =>
    isDefinitionTableId(e.id) ? [{ ...e, nested: TABLES_NESTED_PATHS[e.id] }] : [],
  );
  return (
    <div>
      <PageHeader title="Tables" />
      <nav aria-label="Tables" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {tables.map((t) => (
            <li key={t.id}>
              <NavLink
                to={`/tables/${t.nested}`}
                className={({ isActive }) =>
                  `block rounded border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-800 ${isActive ? 'border-sky-800 bg-sky-800 text-white' : 'border-slate-300 bg-white text-sky-900 hover:bg-sky-50'}`
                }
              >
                {t.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
