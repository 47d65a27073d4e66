import { useQuery } from '@tanstack/react-query';
import { opsApi, opsKeys } from '@/features/ops/ops-api';

/**
 * A page of the public site (PUBLIC_SITE_URL from GET /api/config), opening in a new tab: `to` builds its URL from
 * the site's. Without a configured public site it says so instead of linking nowhere.
 */
export function PublicSiteLink({ to, label }: { to: (publicSiteUrl: string | null) => string | null; label: string }) {
  const config = useQuery({ queryKey: opsKeys.config, queryFn: opsApi.config, staleTime: Infinity });
  if (config.isPending) return <span className="text-slate-700">…</span>;
  if (config.isError) return <span className="text-slate-700">Unavailable: the configuration could not be loaded.</span>;
  const url = to(config.data.publicSiteUrl);
  if (!url) return <span className="text-slate-700">The public site is not configured.</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="text-sky-900 underline">
      {label}
      <span className="sr-only"> (opens the public site in a new tab)</span>
    </a>
  );
}
