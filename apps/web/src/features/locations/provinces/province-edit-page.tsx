import { useParams } from 'react-router';
import { LocationPage } from '../location-page';
import { useProvince } from './provinces.api';
import { ProvinceForm } from './province-form';
import { BACK_TO_PROVINCES } from './province-pages';

/** `/provinces/edit/:provinceId?`: creates when the id is empty. */
export function ProvinceEditRoute() {
  const { provinceId } = useParams();
  const province = useProvince(provinceId);
  const title = provinceId ? `Edit province${province.data ? ` ${province.data.name}` : ''}` : 'Create Province';
  return (
    <LocationPage title={title} back={BACK_TO_PROVINCES} record={provinceId ? province : undefined} noun="province">
      {(p) => <ProvinceForm key={p?.id ?? 'new'} province={p} onReload={() => province.refetch()} />}
    </LocationPage>
  );
}
