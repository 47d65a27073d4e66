import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';

/** What the serial campaign screen shows to a user without developer mode (spec part 3: serial campaigns are experimental). */
export function DeveloperModeRequired() {
  return (
    <section role="alert" aria-labelledby="developer-mode-required" className="max-w-xl rounded border border-amber-400 bg-amber-50 p-4 text-amber-950">
      <h2 id="developer-mode-required" className="font-semibold">
        Serial promo codes need developer mode
      </h2>
      <p className="mt-1 text-sm">Serial campaigns are an experimental feature. Turn on developer mode for your account to create and edit them.</p>
      <div className="mt-3 flex gap-2">
        <Link to="/developer-mode" className={buttonClasses('primary', 'sm')}>
          Open developer mode
        </Link>
        <Link to="/promocodes" className={buttonClasses('secondary', 'sm')}>
          Back to promo codes
        </Link>
      </div>
    </section>
  );
}
