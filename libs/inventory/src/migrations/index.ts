import type { MigrationInterface } from 'typeorm';
import { Inventory1763900100000 } from './1763900100000-inventory.js';
import { LinePacks1763900300000 } from './1763900300000-line-packs.js';
import { LinePriceInputs1764660100000 } from './1764660100000-line-price-inputs.js';
import { LinePriceRules1764660110000 } from './1764660110000-line-price-rules.js';
import { LineEditorFields1764700300000 } from './1764700300000-line-editor-fields.js';
import { LineOptionsExtras1764700410000 } from './1764700410000-line-options-extras.js';
import { LineInfoPicturesTicket1764700510000 } from './1764700510000-line-info-pictures-ticket.js';
import { Schedules1764704000000 } from './1764704000000-schedules.js';
import { MultiStations1764704100000 } from './1764704100000-multi-stations.js';
import { LinesList1764731000000 } from './1764731000000-lines-list.js';
import { RideRules1764732000000 } from './1764732000000-ride-rules.js';
import { LineCutoffs1764733000000 } from './1764733000000-line-cutoffs.js';
import { Transports1764733600000 } from './1764733600000-transports.js';
import { TripTerms1764810000000 } from './1764810000000-trip-terms.js';
import { LineReverseCutoff1764812000000 } from './1764812000000-line-reverse-cutoff.js';
import { TripReleasedPrepaidSeats1764812200000 } from './1764812200000-trip-released-prepaid-seats.js';
import { SupplierApi1764853100000 } from './1764853100000-supplier-api.js';
import { SupplierTrips1764853200000 } from './1764853200000-supplier-trips.js';
import { SupplyConfigs1764861600000 } from './1764861600000-supply-configs.js';
import { SupplierMappings1764871000000 } from './1764871000000-supplier-mappings.js';
import { LineSyncJobs1764872000000 } from './1764872000000-line-sync-jobs.js';
import { LineExtraInfoNumberAutocomplete1764950000000 } from './1764950000000-line-extra-info-number-autocomplete.js';

/** Every migration of this area; append each new migration class here. */
export const inventoryMigrations: (new () => MigrationInterface)[] = [
  Inventory1763900100000,
  LinePacks1763900300000,
  LinePriceInputs1764660100000,
  LinePriceRules1764660110000,
  LineEditorFields1764700300000,
  LineOptionsExtras1764700410000,
  LineInfoPicturesTicket1764700510000,
  Schedules1764704000000,
  MultiStations1764704100000,
  LinesList1764731000000,
  RideRules1764732000000,
  LineCutoffs1764733000000,
  Transports1764733600000,
  TripTerms1764810000000,
  LineReverseCutoff1764812000000,
  TripReleasedPrepaidSeats1764812200000,
  SupplierApi1764853100000,
  SupplierTrips1764853200000,
  SupplyConfigs1764861600000,
  SupplierMappings1764871000000,
  LineSyncJobs1764872000000,
  LineExtraInfoNumberAutocomplete1764950000000,
];
