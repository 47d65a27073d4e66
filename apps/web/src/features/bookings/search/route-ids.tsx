import { BookingMessage } from '@farebox/domain';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { todayIso } from '@/ui/format';
import { Loading } from '@/ui/spinner';
import { EmptyState, ErrorState } from '@/ui/states';
import { useCityBySlug } from './city-picker';
import { useProductSearch } from './products.api';

/** What the URL still names by slug or reference, and the ids found for them so far. */
function useNamedIds(params: URLSearchParams) {
  const fromSlug = params.get('from') ? null : params.get('fromSlug');
  const toSlug = params.get('to') ? null : params.get('toSlug');
  const reference = params.get('productId') ? null : params.get('transportReference');
  const fromCity = useCityBySlug(fromSlug);
  const toCity = useCityBySlug(toSlug);
  const from = params.get('from') ?? fromCity.data?.id;
  const to = params.get('to') ?? toCity.data?.id;
  const products = useProductSearch(reference && from && to ? { from, to, date: params.get('date') || todayIso(), transportReference: reference } : null);
  const unknownSlug = [fromSlug && fromCity.data === null && fromSlug, toSlug && toCity.data === null && toSlug].find(Boolean);
  const citiesPending = [fromSlug && fromCity.data === undefined, toSlug && toCity.data === undefined].some(Boolean);
  return {
    named: !!(fromSlug || toSlug || reference),
    ids: { from: fromSlug ? from : undefined, to: toSlug ? to : undefined, productId: reference ? products.data?.[0]?.id : undefined },
    failed: fromCity.error ?? toCity.error ?? products.error,
    unknownSlug: unknownSlug || null,
    // A product is looked for between the two cities: none there, or no cities to look between.
    noProduct: !!reference && (products.data?.length === 0 || (!citiesPending && !(from && to))),
  };
}

/**
 * The spec's routes may name the cities by slug (`fromSlug`, `toSlug`) and an online product by its transport
 * reference (`transportReference`); the screens work on ids, so those are looked up and the URL rewritten with the
 * ids (replacing the entry, so Back skips it) before `children` render.
 */
export function WithRouteIds({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const { named, ids, failed, unknownSlug, noProduct } = useNamedIds(params);
  const { from, to, productId } = ids;
  useEffect(() => {
    if (!from && !to && !productId) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        const swap = (slugKey: string, key: string, id: string | null | undefined) => {
          if (!id) return;
          next.set(key, id);
          next.delete(slugKey);
        };
        swap('fromSlug', 'from', from);
        swap('toSlug', 'to', to);
        swap('transportReference', 'productId', productId);
        return next;
      },
      { replace: true },
    );
  }, [from, to, productId, setParams]);

  if (failed) return <ErrorState error={failed} />;
  if (unknownSlug) return <ErrorState title={`No city has the slug "${unknownSlug}".`} />;
  if (noProduct) return <EmptyState title={BookingMessage.NoProducts} />;
  if (named) return <Loading label="Finding the cities and the product…" />;
  return children;
}
