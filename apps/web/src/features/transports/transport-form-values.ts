import { normalizeTransport, validateTransport, type TransportFields } from '@farebox/domain';
import type { Transport } from './transports.api';

/** The form's values are the API's fields: ids for the cities and companies (the pickers show their names). */
export type TransportFormValues = TransportFields;

export const toFormValues = (t: Transport): TransportFormValues => ({
  reference: t.reference,
  vehicleType: t.vehicleType,
  vehicleClass: t.vehicleClass,
  fromCityId: t.fromCity.id,
  toCityId: t.toCity.id,
  operatorId: t.operator.id,
  supplierId: t.supplier.id,
});

/** What the API takes, normalised as the server normalises it. */
export const toTransportBody = (v: TransportFormValues): TransportFields => normalizeTransport(v);

/** The shared rule the API runs, on the form's values; `vehicleClasses` from the definitions. */
export const transportProblems = (v: TransportFormValues, vehicleClasses?: readonly string[]) => validateTransport(v, vehicleClasses);
