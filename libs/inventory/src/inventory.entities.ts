import { SupplyConfig } from './supply-configs/supply-config.entity.js';
import { LineExtraOption } from './lines/line-extra-option.entity.js';
import { LinePack } from './lines/line-pack.entity.js';
import { LinePolicyRule } from './lines/line-policy-rule.entity.js';
import { LinePrice } from './lines/line-price.entity.js';
import { LineStation } from './lines/line-station.entity.js';
import { LineVehicleType } from './lines/line-vehicle-type.entity.js';
import { Line } from './lines/line.entity.js';
import { LineEvent } from './trips/line-event.entity.js';
import { Trip } from './trips/trip.entity.js';
import { LinePriceRule } from './prices/line-price-rule.entity.js';

import { LineSyncRun } from './lines/editor/line-sync-run.entity.js';
import { RideRuleRow } from './ride-rules/ride-rule.entity.js';
import { Transport } from './transports/transport.entity.js';

/** Every entity of the area (for forFeature and for DataSources outside Nest, e.g. the seed CLI). */
export const INVENTORY_ENTITIES = [
  Line,
  LineStation,
  LineEvent,
  Trip,
  LinePrice,
  LineExtraOption,
  LinePolicyRule,
  LineVehicleType,
  LinePack,
  LineSyncRun,
  LinePriceRule,
  RideRuleRow,
  Transport,
  SupplyConfig,
] as const;
