import { bookingTrackingUrl } from '@farebox/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button, buttonClasses } from '@/ui/button';
import { opsApi, opsKeys } from '@/features/ops/ops-api';

/**
 * Track (existing bookings): the public site's tracking page of the booking, in a new tab. Without a public site
 * configured (PUBLIC_SITE_URL) the action stays visible but disabled, with the reason, so it never links nowhere.
 */
export function TrackAction({ reference }: { reference: string }) {
  const config = useQuery({ queryKey: opsKeys.config, queryFn: opsApi.config, staleTime: Infinity });
  const reasonId = useId();
  const url = bookingTrackingUrl(config.data?.publicSiteUrl, reference);
  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
        Track
        <span className="sr-only"> (opens the public tracking page in a new tab)</span>
      </a>
    );
  }
  const reason = config.isPending ? null : config.isError ? 'Tracking is unavailable: the configuration could not be loaded.' : 'Tracking is not configured.';
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" disabled aria-describedby={reason ? reasonId : undefined}>
        Track
      </Button>
      {reason && (
        <span id={reasonId} className="text-sm text-slate-700">
          {reason}
        </span>
      )}
    </span>
  );
}
