import type { EntityManager } from 'typeorm';
import { VehicleClassDefinition } from './vehicle-class-definition.entity.js';

/** The classes a line or transport may have, as the vehicle class table holds them (validateLine, validateTransport). */
export async function vehicleClassKeys(manager: EntityManager): Promise<string[]> {
  const rows = await manager.find(VehicleClassDefinition, { select: { key: true }, order: { key: 'ASC' } });
  return rows.map((r) => r.key);
}
