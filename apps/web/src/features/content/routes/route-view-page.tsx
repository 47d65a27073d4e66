import { routeTransportLabel } from '@farebox/domain';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { CollapsibleChangeLog } from '@/ui/change-log-table';
import { formatTimestamp } from '@/ui/edit-conflict-notice';
import { RichTextView } from '@/ui/rich-text/rich-text-view';
import { Info, LocationPage, ViewSection } from '@/features/locations/location-page';
import { usePermissions } from '@/features/users/use-permissions';
import { ProsVersusCons } from './pros-versus-cons';
import { routeChangeLogQuery, useRoute } from './routes.api';
import type { RouteDto } from './route.types';

export const BACK_TO_ROUTES = { to: '/new-routes', label: 'Back to routes' };

const placeOf = (l: RouteDto['from']) => `${l.name}, ${l.countryName}`;

function RouteView({ route }: { route: RouteDto }) {
  const { canWrite } = usePermissions();
  return (
    <div className="space-y-6">
      {canWrite && (
        <Link to={`/new-routes/edit/${route.slug}`} className={buttonClasses('primary')}>
          Edit
        </Link>
      )}
      <dl className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-5">
        <Info label="Slug">{route.slug}</Info>
        <Info label="From">{placeOf(route.from)}</Info>
        <Info label="To">{placeOf(route.to)}</Info>
        <Info label="Available">{route.isAvailable ? 'Yes' : 'No'}</Info>
        <Info label="Updated">{formatTimestamp(route.updatedAt)}</Info>
      </dl>
      <ViewSection id="route-promotion" title="Promotion HTML">
        {route.promotionHtml ? <RichTextView html={route.promotionHtml} /> : <p className="text-sm text-slate-900">No info provided.</p>}
      </ViewSection>
      <ViewSection id="route-transportations" title="Transportations">
        {route.transportations.length === 0 ? (
          <p className="text-sm text-slate-900">No transportations for this route.</p>
        ) : (
          <div className="space-y-4">
            {route.transportations.map((t) => (
              <ProsVersusCons key={t.typeSlug} title={routeTransportLabel(t.typeSlug)} pros={t.transportPros} cons={t.transportCons} />
            ))}
          </div>
        )}
      </ViewSection>
      <CollapsibleChangeLog query={routeChangeLogQuery(route.slug)} summary="Change Log" />
    </div>
  );
}

/** `/new-routes/:routeSlug`: read-only; an unknown slug shows the API's "the route: {slug} is not found.". */
export function RouteViewRoute() {
  const { routeSlug } = useParams();
  const route = useRoute(routeSlug);
  return (
    <LocationPage title={route.data ? `Route ${route.data.from.name} to ${route.data.to.name}` : 'Route'} back={BACK_TO_ROUTES} record={route} noun="route">
      {(r) => r && <RouteView route={r} />}
    </LocationPage>
  );
}
