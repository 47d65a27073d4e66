import { aiContentSeed } from './ai-content.seed.js';
import { bookingsSeed } from './bookings.seed.js';
import { campaignsSeed } from './campaigns.seed.js';
import { companiesSeed } from './companies.seed.js';
import { contentRoutesSeed } from './content-routes.seed.js';
import { financeInvoicesSeed } from './finance-invoices.seed.js';
import { financeSeed } from './finance.seed.js';
import { geoSeed } from './geo.seed.js';
import { imagesSeed } from './images.seed.js';
import { inventorySeed } from './inventory.seed.js';
import { notificationsSeed } from './notifications.seed.js';
import { partnersSeed } from './partners.seed.js';
import { partnerCreditSeed } from './partner-credit.seed.js';
import { paymentsSeed } from './payments.seed.js';
import { placesSeed } from './places.seed.js';
import { refundCouponsSeed } from './refund-coupons.seed.js';
import { prospectsSeed } from './prospects.seed.js';
import type { SeedStep } from './seed-step.js';
import { stationsSeed } from './stations.seed.js';
import { supplierApiSeed } from './supplier-api.seed.js';
import { supplierMappingsSeed } from './supplier-mappings.seed.js';
import { supplyConfigsSeed } from './supply-configs.seed.js';
import { transportsSeed } from './transports.seed.js';
import { usersSeed } from './users.seed.js';
import { definitionsSeed } from './definitions.seed.js';
import { monitoringSeed } from './monitoring.seed.js';

/** Run in this order (a step may use rows of the steps before it). Later areas append their step here. */
export const SEED_STEPS: readonly SeedStep[] = [
  companiesSeed,
  geoSeed,
  inventorySeed,
  transportsSeed,
  supplierApiSeed,
  supplierMappingsSeed,
  supplyConfigsSeed,
  partnersSeed,
  usersSeed,
  notificationsSeed,
  bookingsSeed,
  paymentsSeed,
  financeSeed,
  financeInvoicesSeed,
  contentRoutesSeed,
  aiContentSeed,
  placesSeed,
  stationsSeed,
  imagesSeed,
  partnerCreditSeed,
  refundCouponsSeed,
  campaignsSeed,
  definitionsSeed,
  monitoringSeed,
  prospectsSeed,
];
