import { availableScreens } from '@farebox/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { useMe } from '@/features/auth/use-auth';
import { useMenuContext } from './menu-context';

/**
 * Home (/): a welcome, the button to check pending bookings (spec part 1, 2) when the user's menu has the bookings
 * (not a schedule-authorised company's agent) and links to the screens this user may open.
 */
export function HomePage() {
  const me = useMe();
  const screens = availableScreens(useMenuContext(me));
  return (
    <section>
      <h1 className="text-2xl font-semibold text-slate-900">Welcome, {me.displayName || me.username}</h1>
      {me.company && <p className="mt-1 text-slate-700">{me.company.name}</p>}
      {screens.some((s) => s.id === 'bookings') && (
        <Link to="/bookings?status=pending" className={`${buttonClasses('primary')} mt-4`}>
          Check pending bookings
        </Link>
      )}
      {screens.length > 0 ? (
        <>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">Your screens</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {screens.map((s) => (
              <li key={s.id}>
                <Link
                  to={s.path}
                  className="block rounded border border-slate-200 bg-white p-4 font-medium text-sky-900 shadow-sm hover:border-sky-700 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-800"
                >
                  {s.group ? `${s.group} › ${s.label}` : s.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-slate-700">There are no screens available for your account yet.</p>
      )}
    </section>
  );
}
