import { useParams } from 'react-router';
import { LocationPage } from '@/features/locations/location-page';
import { RouteForm } from './route-form';
import { useRoute } from './routes.api';
import { BACK_TO_ROUTES } from './route-view-page';

/** `/new-routes/edit/:routeSlug`: the route editor with its save menu. */
export function RouteEditRoute() {
  const { routeSlug } = useParams();
  const route = useRoute(routeSlug);
  return (
    <LocationPage title={`Edit route ${routeSlug ?? ''}`} back={BACK_TO_ROUTES} record={route} noun="route">
      {(r) => r && <RouteForm key={r.slug} route={r} onReload={() => route.refetch()} />}
    </LocationPage>
  );
}
