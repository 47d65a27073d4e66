import { AirlinesPage } from '@/features/definitions/airlines-page';
import { KeyDetailsPage } from '@/features/definitions/key-details-page';
import { PassengerExtraInfoPage } from '@/features/definitions/passenger-extra-info-page';
import { PassengerTypesPage } from '@/features/definitions/passenger-types-page';
import { TablesPage } from '@/features/definitions/tables-page';
import { VehicleClassesPage } from '@/features/definitions/vehicle-classes-page';

/** `/tables` (with the tables nested under it) */
export const TablesRoute = () => <TablesPage />;
/** `/passenger-extra-info-definitions` */
export const PassengerExtraInfoRoute = () => <PassengerExtraInfoPage />;
/** `/key-detail-definitions` */
export const KeyDetailsRoute = () => <KeyDetailsPage />;
/** `/passenger-type-definitions` */
export const PassengerTypesRoute = () => <PassengerTypesPage />;
/** `/vehicle-class-definitions` */
export const VehicleClassesRoute = () => <VehicleClassesPage />;
/** `/airlines` */
export const AirlinesRoute = () => <AirlinesPage />;
