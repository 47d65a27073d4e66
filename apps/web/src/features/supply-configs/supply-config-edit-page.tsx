import { useParams } from 'react-router';
import { LocationPage } from '@/features/locations/location-page';
import { useSupplyConfig } from './supply-configs.api';
import { SupplyConfigForm } from './supply-config-form';

/** `/supplyconfigs/edit/:configId?`: creates when the id is empty. */
export function SupplyConfigEditPage() {
  const { configId } = useParams();
  const config = useSupplyConfig(configId);
  const title = configId ? `Edit supply config${config.data ? ` ${config.data.companyName}` : ''}` : 'Create supply config';
  return (
    <LocationPage title={title} back={{ to: '/supplyconfigs', label: 'Back to supply configs' }} record={configId ? config : undefined} noun="supply config">
      {(loaded) => <SupplyConfigForm key={loaded?.id ?? 'new'} config={loaded} onReload={() => config.refetch()} />}
    </LocationPage>
  );
}
