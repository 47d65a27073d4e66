// One Sync Line of a supplier line with 365 days of availability (issue 11's aim: under 2 s). The seeded mapped line
// (both directions of a Saigon Express Bus transfer) is synced by the product's SupplierSyncService against the supplier
// API simulator, whose two transfers are given four departures a day: about 2,900 departures over the year. The line's
// unbooked supplier trips are removed first, so every run creates the same year; then the same sync runs again, which
// changes nothing (idempotent). Nothing here fails on a figure.
import { DataSource } from 'typeorm';
import { startSimulators } from '../../apps/simulators/index.mjs';
import { Clock } from '../../libs/platform/dist/index.js';
import { HttpSupplierInventory, LineSyncService, SupplierSyncService } from '../../libs/inventory/dist/index.js';

const DAYS = 365;
const LINE = 'Ho Chi Minh City – Da Nang Express';
const DEPARTURE_TIMES = ['06:00', '10:30', '15:00', '21:45'];

export async function measureSync(databaseUrl, { log = console.log } = {}) {
  const simulators = await startSimulators();
  const dataSource = new DataSource({ type: 'postgres', url: databaseUrl });
  await dataSource.initialize();
  try {
    const [line] = await dataSource.query(`SELECT id FROM line WHERE denomination = $1`, [LINE]);
    if (!line) throw new Error(`The seeded line "${LINE}" is missing`);
    const transfers = await dataSource.query(
      `SELECT t.* FROM supplier_transfer_mapping m JOIN supplier_transfer t USING (integration_id, transfer_id) WHERE m.line_id = $1`,
      [line.id],
    );
    for (const t of transfers) {
      const product = {
        id: t.transfer_id,
        company: t.company_name,
        fromCity: t.from_city,
        toCity: t.to_city,
        vehicleType: t.vehicle_type,
        vehicleClass: t.vehicle_class,
        routeId: t.route_id,
        timeZone: t.time_zone,
        departureTimes: DEPARTURE_TIMES,
        capacity: 45,
        price: { retail: '450000.00', currency: 'VND' },
      };
      const res = await fetch(`${simulators.supplier.url}/_simulator/suppliers/${t.integration_id}/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(product),
      });
      if (!res.ok) throw new Error(`The simulator refused the bench transfer ${t.transfer_id}: ${res.status}`);
    }
    await dataSource.query(`UPDATE supplier_transfer_mapping SET disable_sync = false WHERE line_id = $1`, [line.id]);
    await dataSource.query(
      `DELETE FROM trip t WHERE t.line_id = $1 AND t.supplier_departure_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM booking b WHERE b.trip_id = t.id OR b.return_trip_id = t.id)`,
      [line.id],
    );
    const clock = new Clock();
    const sync = new SupplierSyncService(
      dataSource,
      new HttpSupplierInventory({ supplierApiUrl: simulators.supplier.url }),
      new LineSyncService(dataSource, clock),
      clock,
    );
    const once = async () => {
      const [run] = await dataSource.query(
        `INSERT INTO line_sync_run (line_id, days_in_advance, state, requested_at, trigger) VALUES ($1, $2, 'queued', now(), 'manual') RETURNING id`,
        [line.id, DAYS],
      );
      const started = performance.now();
      await sync.run(run.id);
      const ms = performance.now() - started;
      const [done] = await dataSource.query(`SELECT state, changes FROM line_sync_run WHERE id = $1`, [run.id]);
      if (done.state !== 'done') throw new Error(`The bench sync ended ${done.state}`);
      const directions = Object.values(done.changes);
      const sum = (key) => directions.reduce((total, c) => total + c[key], 0);
      return { ms, departures: sum('departures'), created: sum('created'), updated: sum('updated'), removed: sum('removed') };
    };
    const first = await once();
    const again = await once();
    log(`\nSync Line of a supplier line, ${DAYS} days in advance, ${transfers.length} directions, ${first.departures.toLocaleString('en-US')} departures`);
    log(`First sync: ${first.created.toLocaleString('en-US')} trips created in ${(first.ms / 1000).toFixed(2)} s; aim: under 2 s`);
    log(
      `The same sync again: ${again.created} created, ${again.updated} updated, ${again.removed} removed in ${(again.ms / 1000).toFixed(2)} s; aim: under 2 s`,
    );
  } finally {
    await dataSource.destroy();
    await simulators.close();
  }
}
