import { readFileSync } from 'node:fs';
import { demoTokens, seedDemo, startTestApp, type TestApp } from '@farebox/testing';
import { DEMO_COMPANY_IDS, DEMO_USERS, demoId, demoPaymentId } from '../src/seed/index.js';
import { demoBookingId } from '../src/seed/bookings.seed.js';
import { demoInvoiceId } from '../src/seed/finance-invoices.seed.js';
import { demoProvinceId, demoZoneId } from '../src/seed/geo-areas.js';
import { demoLocaleId } from '../src/seed/geo.seed.js';
import { demoSupplyConfigId } from '../src/seed/supply-configs.seed.js';
import { demoArticleId } from '../src/seed/ai-content.seed.js';
import { demoImageId } from '../src/seed/images.seed.js';
import { demoPlaceId } from '../src/seed/places.seed.js';
import { demoCampaignId } from '../src/seed/campaigns.seed.js';
import { demoProspectFileId } from '../src/seed/prospects.seed.js';
import { DEMO_CITY_IDS, DEMO_COUNTRY_IDS, DEMO_LINE_IDS, DEMO_STATION_IDS } from '../src/seed/inventory-ids.js';

/**
 * Walks every operation of the OpenAPI document for every demo user and for no user, and checks allow or
 * deny against the table below. "Denied" is the access refusal: 401 Unauthenticated without a user, 403
 * Forbidden with one; "allowed" is any other answer (a minimal body may well answer 400, and a public route may
 * answer 401 from its own logic, e.g. refresh without a cookie answers RefreshTokenInvalid).
 * A route without an entry, or an entry without a route, fails.
 */

type Caller = (typeof DEMO_USERS)[number]['username'] | 'anonymous';

const STAFF: Caller[] = ['admin', 'support', 'readadmin', 'finops', 'supplymgr', 'cco', 'finadmin', 'expired', 'purchaser'];
const STAFF_WRITE: Caller[] = STAFF.filter((c) => c !== 'readadmin');
const AGENTS: Caller[] = ['agent', 'newagent', 'scheduler'];
/** Every shell user but supply-admin-sandbox, which may call only its session, notifications and supply configs. */
const WORKSPACE: Caller[] = [...STAFF, ...AGENTS, 'editor'];
const SHELL: Caller[] = [...WORKSPACE, 'sandbox'];
const EVERYONE: Caller[] = [...SHELL, 'anonymous'];
/**
 * Staff with the shouldSeeFullAdmin flag who may write: every full-admin route, money moves included, takes the
 * support role as well as admin (no demo user is a support full admin: the payments API tests cover one).
 */
const FULL_ADMINS: Caller[] = ['admin', 'finops', 'supplymgr', 'cco', 'finadmin'];

/** Who may call each operation. Company paths use the signed top-up supplier, whose only agent is `agent`. */
const ACCESS_TABLE: Record<string, Caller[]> = {
  'GET /api/auth/captcha': EVERYONE,
  'GET /api/mail/{id}/open.gif': EVERYONE,
  'GET /api/mail/{id}/click': EVERYONE,
  'POST /api/auth/login': EVERYONE,
  'POST /api/auth/refresh': EVERYONE,
  'POST /api/auth/logout': EVERYONE,
  'POST /api/auth/forgot-password': EVERYONE,
  'POST /api/auth/reset-password': EVERYONE,
  'GET /api/auth/me': SHELL,
  'PUT /api/auth/me/developer-mode': SHELL,
  'GET /api/users': STAFF,
  'POST /api/users': STAFF_WRITE,
  'GET /api/users/{id}': STAFF,
  'GET /api/users/{id}/change-log': STAFF,
  'PUT /api/users/{id}': STAFF_WRITE,
  'POST /api/users/{id}/unlock': STAFF_WRITE,
  'GET /api/scopes': STAFF,
  'GET /api/companies': [...STAFF, ...AGENTS],
  'POST /api/companies': STAFF_WRITE,
  'GET /api/companies/options': STAFF,
  'GET /api/companies/{id}': [...STAFF, 'agent'],
  'PUT /api/companies/{id}': STAFF_WRITE,
  'GET /api/companies/{id}/change-log': [...STAFF, 'agent'],
  'PUT /api/companies/{id}/change-currency': STAFF_WRITE,
  'POST /api/companies/{id}/sign-agreement': ['agent'],
  'PUT /api/companies/{id}/logo': STAFF_WRITE,
  'GET /api/companies/{id}/logo': EVERYONE,
  'PUT /api/companies/{id}/cover': STAFF_WRITE,
  'GET /api/companies/{id}/cover': EVERYONE,
  'GET /api/notifications': SHELL,
  'PUT /api/notifications': SHELL,
  'PUT /api/notifications/{id}': SHELL,
  'GET /api/health': EVERYONE,
  'GET /api/config': EVERYONE,
  'GET /api/caches': STAFF,
  'DELETE /api/caches': STAFF_WRITE,
  'GET /api/operations': STAFF,
  'GET /api/geo/countries': [...STAFF, ...AGENTS],
  'GET /api/geo/cities': [...STAFF, ...AGENTS],
  'GET /api/geo/cities/{id}': [...STAFF, ...AGENTS],
  'GET /api/geo/stations': [...STAFF, ...AGENTS],
  'GET /api/geo/stations/{id}': [...STAFF, ...AGENTS],
  'GET /api/lines': [...STAFF, ...AGENTS],
  'GET /api/ride-rules': STAFF,
  'GET /api/ride-rules/applicable': STAFF,
  'GET /api/ride-rules/{id}': STAFF,
  'POST /api/ride-rules': FULL_ADMINS,
  'PUT /api/ride-rules/{id}': FULL_ADMINS,
  'DELETE /api/ride-rules/{id}': FULL_ADMINS,
  // Transports: full admins only (the read-admin full admin reads too; no demo user is one). The stack runs with
  // TRANSPORTS_ENABLED on; off, every route answers 404 after this check (libs/inventory/test/transports.e2e-spec.ts).
  'GET /api/transports': FULL_ADMINS,
  'GET /api/transports/{reference}': FULL_ADMINS,
  'PUT /api/transports/{reference}': FULL_ADMINS,
  'GET /api/transports/{reference}/change-log': FULL_ADMINS,
  'GET /api/v2/countries': STAFF,
  'GET /api/v2/countries/{id}': STAFF,
  'PUT /api/v2/countries/{id}': STAFF_WRITE,
  'GET /api/v2/countries/{id}/change-log': STAFF,
  'GET /api/locales': STAFF,
  'GET /api/locales/{id}': STAFF,
  'POST /api/locales': STAFF_WRITE,
  'PUT /api/locales/{id}': STAFF_WRITE,
  // supply-admin-sandbox reads and writes sandbox suppliers' configs only (the demo config 3 is one).
  'GET /api/supply-configs': [...STAFF, 'sandbox'],
  'GET /api/supply-configs/{id}': [...STAFF, 'sandbox'],
  'GET /api/supply-configs/{id}/change-log': [...STAFF, 'sandbox'],
  'POST /api/supply-configs': [...STAFF_WRITE, 'sandbox'],
  'PUT /api/supply-configs/{id}': [...STAFF_WRITE, 'sandbox'],
  'GET /api/redirect/station-history': STAFF,
  'GET /api/v2/provinces': STAFF,
  'GET /api/v2/provinces/{id}': STAFF,
  'GET /api/v2/provinces/{id}/change-log': STAFF,
  // The edit-province scope: only the demo admin has it.
  'POST /api/v2/provinces': ['admin'],
  'PUT /api/v2/provinces/{id}': ['admin'],
  'GET /api/v2/zones': STAFF,
  'POST /api/v2/zones': STAFF_WRITE,
  'GET /api/v2/zones/{id}': STAFF,
  'PUT /api/v2/zones/{id}': STAFF_WRITE,
  'DELETE /api/v2/zones/{id}': STAFF_WRITE,
  'GET /api/v2/zones/{id}/change-log': STAFF,
  'GET /api/stations': STAFF,
  'POST /api/stations': STAFF_WRITE,
  'GET /api/stations/zones': STAFF,
  'GET /api/stations/{id}': STAFF,
  'PUT /api/stations/{id}': STAFF_WRITE,
  'DELETE /api/stations/{id}': STAFF_WRITE,
  'GET /api/stations/{id}/change-log': STAFF,
  // The line editor: staff and agents read (an agent only its company's lines: 404 otherwise, not a refusal);
  // tab 0 and the side menu's actions are full admin only.
  'POST /api/lines': FULL_ADMINS,
  'GET /api/lines/{id}': [...STAFF, ...AGENTS],
  'PUT /api/lines/{id}': FULL_ADMINS,
  'GET /api/lines/{id}/change-log': [...STAFF, ...AGENTS],
  'POST /api/lines/{id}/publish': FULL_ADMINS,
  'POST /api/lines/{id}/unpublish': FULL_ADMINS,
  'POST /api/lines/{id}/duplicate': FULL_ADMINS,
  'POST /api/lines/{id}/sync': FULL_ADMINS,
  // The API tab (tab 7): full admins only, decided by LineAccessService after the guard. Reads: on the unsigned
  // supplier's line its agent (newagent) and staff who are not full admins are refused, the other agents get 404 (not
  // their company's line). Writes: the empty body answers 400 before the line is looked up; the refusals with a valid
  // body are proved in libs/inventory/test/supplier-line-api.e2e-spec.ts.
  'GET /api/lines/{id}/supplier-api': [...FULL_ADMINS, 'agent', 'scheduler'],
  'GET /api/lines/{id}/supplier-api/mappings': [...FULL_ADMINS, 'agent', 'scheduler'],
  'GET /api/lines/{id}/supplier-api/matches': [...FULL_ADMINS, 'agent', 'scheduler'],
  // The API tab's sync runs: the same callers as the tab's reads (agents and the scheduler reach the line check: 404).
  'GET /api/lines/{id}/sync-runs': [...FULL_ADMINS, 'agent', 'scheduler'],
  'POST /api/lines/{id}/supplier-api/mappings': [...STAFF_WRITE, ...AGENTS],
  'PUT /api/lines/{id}/supplier-api/mappings/{mappingId}': [...STAFF_WRITE, ...AGENTS],
  'DELETE /api/lines/{id}/supplier-api/mappings/{mappingId}': [...STAFF_WRITE, ...AGENTS],
  // The /supplier-api screen (spec part 2, 2.14): full admins only.
  'GET /api/supplier-api/integrations': FULL_ADMINS,
  'GET /api/supplier-api/integrations/{id}': FULL_ADMINS,
  'GET /api/supplier-api/integrations/{id}/transfers': FULL_ADMINS,
  'POST /api/supplier-api/integrations/{id}/transfers/refresh': FULL_ADMINS,
  'GET /api/supplier-api/integrations/{id}/lines': FULL_ADMINS,
  'GET /api/supplier-api/integrations/{id}/mappings': FULL_ADMINS,
  'GET /api/supplier-api/integrations/{id}/mapping-options': FULL_ADMINS,
  'POST /api/supplier-api/integrations/{id}/mappings': FULL_ADMINS,
  'DELETE /api/supplier-api/integrations/{id}/mappings/{mappingId}': FULL_ADMINS,
  'POST /api/supplier-api/integrations/{id}/transfers/{transferId}/line': FULL_ADMINS,
  'POST /api/supplier-api/integrations/{id}/transfers/{transferId}/mapping': FULL_ADMINS,
  'POST /api/supplier-api/integrations/{id}/bulk-mapping': FULL_ADMINS,
  'POST /api/supplier-api/integrations/{id}/live-search': FULL_ADMINS,
  'GET /api/geo/geocode': [...STAFF, ...AGENTS],
  'GET /api/geo/map-settings': [...STAFF, ...AGENTS],
  'GET /api/files': STAFF,
  'POST /api/files': STAFF_WRITE,
  'GET /api/files/{id}': STAFF,
  'PUT /api/files/{id}': STAFF_WRITE,
  'DELETE /api/files/{id}': STAFF_WRITE,
  'GET /api/files/{id}/{token}/{variant}': EVERYONE,
  'GET /api/pictures/covers/{ownerType}': STAFF,
  'GET /api/pictures/{ownerType}/{ownerId}': STAFF,
  'PUT /api/pictures/{ownerType}/{ownerId}': STAFF_WRITE,
  'GET /api/v1/routes': STAFF,
  'GET /api/v1/route/{slug}': STAFF,
  'PUT /api/v1/route/{slug}': STAFF_WRITE,
  'GET /api/v1/route/{slug}/change-log': STAFF,
  'GET /api/v1/pros-and-cons': STAFF,
  'GET /api/v1/pros': STAFF,
  'GET /api/v1/cons': STAFF,
  'POST /api/v1/pro-con': STAFF_WRITE,
  'GET /api/v1/ai-writer': [...STAFF, 'editor'],
  'GET /api/v1/cities-content': [...STAFF, 'editor'],
  'GET /api/v1/countries-content': [...STAFF, 'editor'],
  'GET /api/v1/articles/{id}': [...STAFF, 'editor'],
  'PUT /api/v1/articles/{id}': [...STAFF_WRITE, 'editor'],
  'GET /api/v1/articles/{id}/change-log': [...STAFF, 'editor'],
  'POST /api/v1/articles/{id}/generations': [...STAFF_WRITE, 'editor'],
  'GET /api/v1/articles/{id}/generation': [...STAFF, 'editor'],
  'POST /api/v1/articles/{id}/generation/accept': [...STAFF_WRITE, 'editor'],
  'POST /api/v1/articles/{id}/generation/discard': [...STAFF_WRITE, 'editor'],
  'GET /api/v2/cities': STAFF,
  'POST /api/v2/cities': STAFF_WRITE,
  'GET /api/v2/cities/{id}': STAFF,
  'PUT /api/v2/cities/{id}': STAFF_WRITE,
  'DELETE /api/v2/cities/{id}': STAFF_WRITE,
  'GET /api/v2/cities/{id}/change-log': STAFF,
  'DELETE /api/v2/provinces/{id}': ['admin'],
  'GET /api/v2/points-of-interest': STAFF,
  'POST /api/v2/points-of-interest': STAFF_WRITE,
  'GET /api/v2/points-of-interest/{id}': STAFF,
  'PUT /api/v2/points-of-interest/{id}': STAFF_WRITE,
  'DELETE /api/v2/points-of-interest/{id}': STAFF_WRITE,
  'GET /api/v2/points-of-interest/{id}/change-log': STAFF,
  'GET /api/v2/points-of-interest/types': STAFF,
  'POST /api/v2/points-of-interest/types': STAFF_WRITE,
  'DELETE /api/v2/points-of-interest/types/{id}': STAFF_WRITE,
  'GET /api/channels': [...STAFF, ...AGENTS],
  'GET /api/partners': STAFF,
  'POST /api/partners': FULL_ADMINS,
  'GET /api/partners/{id}': STAFF,
  'PATCH /api/partners/{id}': FULL_ADMINS,
  'GET /api/partners/{id}/change-log': STAFF,
  'GET /api/partners/{id}/credit-history': STAFF,
  'POST /api/partners/{id}/top-ups': FULL_ADMINS,
  'GET /api/partners/{id}/inventory-rules': STAFF,
  'PUT /api/partners/{id}/inventory-rules': FULL_ADMINS,
  'GET /api/partners/{id}/live-results': STAFF,
  'GET /api/bookings/passenger-list.csv': [...STAFF, ...AGENTS],
  'POST /api/bookings/vouchers': FULL_ADMINS,
  'POST /api/bookings/emails': FULL_ADMINS,
  'POST /api/bookings/{id}/send-voucher': FULL_ADMINS,
  'POST /api/bookings/{id}/resend-request': FULL_ADMINS,
  'GET /api/bookings/{id}/emails': FULL_ADMINS,
  'GET /api/bookings/{id}/voucher.pdf': FULL_ADMINS,
  'GET /api/bookings': [...STAFF, ...AGENTS],
  'POST /api/bookings': FULL_ADMINS,
  // Schedules: the guard admits staff and agents; LineAccessService then answers 404 to another company's agent.
  'GET /api/lines/{lineId}/schedule': [...STAFF, ...AGENTS],
  'POST /api/lines/{lineId}/events': [...STAFF_WRITE, ...AGENTS],
  'PUT /api/lines/{lineId}/events/{eventId}': [...STAFF_WRITE, ...AGENTS],
  'DELETE /api/lines/{lineId}/events/{eventId}': [...STAFF_WRITE, ...AGENTS],
  'POST /api/lines/{lineId}/events/{eventId}/remove-weekday': [...STAFF_WRITE, ...AGENTS],
  'POST /api/lines/{lineId}/events/duration': [...STAFF_WRITE, ...AGENTS],
  'PUT /api/lines/{lineId}/trips/{tripId}/fully-booked': [...STAFF_WRITE, ...AGENTS],
  'POST /api/lines/{lineId}/events/{eventId}/departure-time': [...STAFF_WRITE, ...AGENTS],
  'POST /api/lines/{lineId}/trips/remove-all': [...STAFF_WRITE, ...AGENTS],
  'PUT /api/lines/{lineId}/trips/{tripId}/allocation': [...STAFF_WRITE, ...AGENTS],
  'PUT /api/lines/{lineId}/trips/{tripId}/terms': [...STAFF_WRITE, ...AGENTS],
  'POST /api/lines/{lineId}/multi-stations/primary': [...STAFF_WRITE, ...AGENTS],
  'GET /api/lines/{lineId}/cutoffs': [...STAFF, ...AGENTS],
  'PUT /api/lines/{lineId}/cutoffs': [...STAFF_WRITE, ...AGENTS],
  'GET /api/lines/{lineId}/multi-stations': [...STAFF, ...AGENTS],
  'POST /api/lines/{lineId}/events/{eventId}/duplicate': [...STAFF_WRITE, ...AGENTS],
  'POST /api/lines/{lineId}/trips/fully-booked-upload': [...STAFF_WRITE, ...AGENTS],
  'GET /api/lines/{lineId}/events/{eventId}/tickets-sold.csv': [...STAFF, ...AGENTS],
  'POST /api/lines/{lineId}/multi-stations': [...STAFF_WRITE, ...AGENTS],
  'PUT /api/lines/{lineId}/multi-stations/{id}': [...STAFF_WRITE, ...AGENTS],
  'DELETE /api/lines/{lineId}/multi-stations/{id}': [...STAFF_WRITE, ...AGENTS],
  // Purchase Tickets: users of the configured company only (the demo purchaser); everyone else 403.
  'GET /api/purchase-tickets/lines': ['purchaser'],
  'GET /api/purchase-tickets/trips': ['purchaser'],
  'POST /api/purchase-tickets': ['purchaser'],
  'GET /api/purchase-tickets/{id}': ['purchaser'],
  'GET /api/bookings/products': WORKSPACE,
  'GET /api/bookings/products/{lineId}': WORKSPACE,
  // Line prices (the Prices tab): staff and agents read (another company's agent gets 404), full admins write.
  'GET /api/lines/{id}/prices': [...STAFF, ...AGENTS],
  'PUT /api/lines/{id}/prices': FULL_ADMINS,
  'GET /api/lines/{id}/price-rules': [...STAFF, ...AGENTS],
  // The Options and Extras tabs: staff and agents read (another company's agent gets 404), full admins write.
  'GET /api/lines/{id}/options': [...STAFF, ...AGENTS],
  'PUT /api/lines/{id}/options': FULL_ADMINS,
  'GET /api/lines/{id}/extras': [...STAFF, ...AGENTS],
  'PUT /api/lines/{id}/extras': FULL_ADMINS,
  'POST /api/lines/{id}/price-rules': FULL_ADMINS,
  'PUT /api/lines/{id}/price-rules/{ruleId}': FULL_ADMINS,
  'DELETE /api/lines/{id}/price-rules/{ruleId}': FULL_ADMINS,
  'GET /api/lines/{id}/price-rules/{ruleId}/change-log': [...STAFF, ...AGENTS],
  // Line editor tabs 3 (Pictures & Ticket) and 5 (Info & Social): staff and agents read (another company's agent gets 404), full admins write.
  'GET /api/lines/{id}/pictures-ticket': [...STAFF, ...AGENTS],
  'PUT /api/lines/{id}/pictures-ticket': FULL_ADMINS,
  'GET /api/lines/{id}/info': [...STAFF, ...AGENTS],
  'PUT /api/lines/{id}/info': FULL_ADMINS,
  'GET /api/bookings/{id}': [...STAFF, 'agent'],
  // Full admins who read (the demo read-admin is not one): the same callers as FULL_ADMINS.
  'GET /api/bookings/{id}/change-log': FULL_ADMINS,
  'PUT /api/bookings/{id}': FULL_ADMINS,
  'POST /api/bookings/{id}/notify': FULL_ADMINS,
  'GET /api/bookings/{id}/supplier-details': STAFF,
  'POST /api/bookings/{id}/approve': [...STAFF_WRITE, 'agent'],
  'POST /api/bookings/{id}/reapprove': [...STAFF_WRITE, 'agent'],
  'POST /api/bookings/{id}/attachments': [...STAFF_WRITE, 'agent'],
  'GET /api/bookings/{id}/attachments/{attachmentId}': [...STAFF, 'agent'],
  'POST /api/bookings/{id}/decline': [...STAFF_WRITE, 'agent'],
  'POST /api/bookings/{id}/cancel': FULL_ADMINS,
  'POST /api/bookings/{id}/change-request/approve': [...STAFF_WRITE, 'agent'],
  'POST /api/bookings/{id}/change-request/decline': [...STAFF_WRITE, 'agent'],
  'POST /api/bookings/{id}/in-progress': STAFF_WRITE,
  'POST /api/bookings/{id}/handled': ['agent'],
  'POST /api/bookings/{id}/exchange': FULL_ADMINS,
  'POST /api/bookings/{id}/notes': FULL_ADMINS,
  'POST /api/bookings/{id}/charge': FULL_ADMINS,
  'POST /api/bookings/{id}/refund': FULL_ADMINS,
  'POST /api/bookings/{id}/change-price': FULL_ADMINS,
  'GET /api/payments': [...STAFF, ...AGENTS],
  'GET /api/payments/export.csv': [...STAFF, ...AGENTS],
  'PUT /api/payments': FULL_ADMINS,
  'POST /api/payments/mark-paid-by-references': FULL_ADMINS,
  'GET /api/payments/{id}': [...STAFF, 'agent'],
  'PUT /api/payments/{id}/status': FULL_ADMINS,
  'GET /api/companies/{id}/passenger-list.csv': [...STAFF, 'agent'],
  'POST /api/companies/{id}/sales-report': [...STAFF_WRITE, 'agent'],
  'GET /api/finance/currency-rates': STAFF,
  'GET /api/v2/supplier/{id}/summary': FULL_ADMINS,
  'GET /api/v2/supplier/{id}/topup-ledger': FULL_ADMINS,
  'GET /api/v2/supplier/{id}/topup-ledger.csv': FULL_ADMINS,
  'POST /api/v2/supplier/{id}/topup': FULL_ADMINS,
  'POST /api/v2/supplier/{id}/topup/update': FULL_ADMINS,
  'POST /api/v2/supplier/{id}/topup/deposit-requests/{requestId}/cancel': FULL_ADMINS,
  'POST /api/v2/supplier/{id}/fetch-cycles-cost': FULL_ADMINS,
  'POST /api/v2/supplier/{id}/fetch-topup-cost': FULL_ADMINS,
  'GET /api/v2/supplier/{id}/cycles-for-reconciliation': FULL_ADMINS,
  'GET /api/v2/supplier/{id}/invoice-cycles': FULL_ADMINS,
  // Upload and actions need a finance scope on top of full admin (the invoice rules answer 'Insufficient permissions').
  'POST /api/v2/supplier/{id}/invoice': ['finops', 'finadmin'],
  'GET /api/v2/supplier/invoices': FULL_ADMINS,
  'GET /api/v2/supplier/invoice/{id}': FULL_ADMINS,
  'GET /api/v2/supplier/invoice/{id}/file': ['finops', 'supplymgr', 'cco', 'finadmin'],
  'POST /api/v2/supplier/invoice/{id}/action': ['finops', 'supplymgr', 'cco', 'finadmin'],
  'GET /api/users/invoice/assignees/{level}': FULL_ADMINS,
  'GET /api/payments-report/overview/boxes': FULL_ADMINS,
  'GET /api/payments-report/overview/topup': FULL_ADMINS,
  'GET /api/payments-report/overview/topup.csv': FULL_ADMINS,
  'GET /api/payments-report/overview/invoice': FULL_ADMINS,
  'GET /api/payments-report/overview/invoice.csv': FULL_ADMINS,
  'POST /api/payments-report/upload-payments': FULL_ADMINS,
  // The Reports tab: every staff role and every agent (an agent's answer is its own company's rows only).
  'GET /api/payments-report/reports': [...STAFF, ...AGENTS],
  'GET /api/payments-report/reports.csv': [...STAFF, ...AGENTS],
  'GET /api/payments-report/accrued': FULL_ADMINS,
  'GET /api/payments-report/accrued.csv': FULL_ADMINS,
  'GET /api/v2/supplier/eom-accrued-breakdown': FULL_ADMINS,
  'GET /api/v2/supplier/eom-accrued-breakdown.csv': FULL_ADMINS,
  'GET /api/payments-report/invoice-gaps': FULL_ADMINS,
  'GET /api/payments-report/invoice-gaps.csv': FULL_ADMINS,
  'GET /api/payments-report/invoice-gaps/{supplierId}': FULL_ADMINS,
  // Refund coupons: staff read; support and admin cancel (the POST without an Idempotency-Key answers 400, never a refund).
  'GET /api/refund-coupons': STAFF,
  'POST /api/refund-coupons/{id}/cancel': STAFF_WRITE,
  // Promo code campaigns: staff read, staff writers write (serial ones answer DeveloperModeRequired without developer mode);
  // the code check is for the public site's staff service account, so read-admin is refused like on every POST.
  'GET /api/promocodes': STAFF,
  'GET /api/promocodes/creators': STAFF,
  'POST /api/promocodes/single': STAFF_WRITE,
  'POST /api/promocodes/serial': STAFF_WRITE,
  'POST /api/promocodes/check': STAFF_WRITE,
  'POST /api/promocodes/redeem': STAFF_WRITE,
  'GET /api/promocodes/{id}': STAFF,
  'PUT /api/promocodes/{id}': STAFF_WRITE,
  'POST /api/promocodes/{id}/regenerate': STAFF_WRITE,
  'GET /api/promocodes/{id}/codes.xlsx': STAFF,
  // The definition tables: staff read, staff writers write; vehicle classes need de-admin, which only the demo admin holds.
  'GET /api/passenger-extra-info-definitions': STAFF,
  'POST /api/passenger-extra-info-definitions': STAFF_WRITE,
  'PUT /api/passenger-extra-info-definitions/{id}': STAFF_WRITE,
  'DELETE /api/passenger-extra-info-definitions/{id}': STAFF_WRITE,
  'GET /api/passenger-type-definitions': STAFF,
  'PUT /api/passenger-type-definitions/{id}': STAFF_WRITE,
  'GET /api/key-detail-definitions': STAFF,
  'GET /api/key-detail-icons': STAFF,
  'POST /api/key-detail-definitions': STAFF_WRITE,
  'PUT /api/key-detail-definitions/{id}': STAFF_WRITE,
  'DELETE /api/key-detail-definitions/{id}': STAFF_WRITE,
  'GET /api/vehicle-classes': STAFF,
  'POST /api/vehicle-classes': ['admin'],
  'DELETE /api/vehicle-classes/{id}': ['admin'],
  'GET /api/airlines': STAFF,
  'POST /api/airlines': STAFF_WRITE,
  'PUT /api/airlines/{id}': STAFF_WRITE,
  'DELETE /api/airlines/{id}': STAFF_WRITE,
  // The line editor's pickers: whoever may open lines.
  'GET /api/line-editor-definitions': [...STAFF, ...AGENTS],
  // Monitoring: items for full admins (while enabled); user events also for view-user-events holders (none among the demo users).
  'GET /api/monitoring/items': FULL_ADMINS,
  'POST /api/monitoring/items': FULL_ADMINS,
  'PUT /api/monitoring/items/{id}': FULL_ADMINS,
  'PATCH /api/monitoring/items/{id}/paused': FULL_ADMINS,
  'POST /api/monitoring/items/{id}/runs': FULL_ADMINS,
  'DELETE /api/monitoring/items/{id}': FULL_ADMINS,
  'GET /api/user-events': FULL_ADMINS,
  'POST /api/user-events': EVERYONE,
  // Prospect list: staff read (list, month count, sheets); support and admin start searches.
  'GET /api/prospect-files': STAFF,
  'GET /api/prospect-files/overview': STAFF,
  'POST /api/prospect-files': STAFF_WRITE,
  'GET /api/prospect-files/{id}/sheet': STAFF,
  'POST /api/prospect-files/{id}/rerun': STAFF_WRITE,
  // Background exports: anyone with some export; each kind checks its synchronous route's rule, each job its requester.
  'POST /api/exports': [...STAFF, ...AGENTS],
  'GET /api/exports/{id}': [...STAFF, ...AGENTS],
  'GET /api/exports/{id}/file': [...STAFF, ...AGENTS],
  // Public: the signed link is the access (a wrong or missing signature answers 404 or 400).
  'GET /api/exports/{id}/download': EVERYONE,
};

/** Minimal bodies where an empty object would not reach the route's own logic. */
const BODIES: Record<string, object> = {
  'PUT /api/notifications': { ids: [] },
  'PUT /api/auth/me/developer-mode': { serialPromoCodesEnabled: false },
  // A version no booking has: past validation to the company check (403 for another company's agent), never a change.
  'POST /api/bookings/{id}/approve': { version: 999_999 },
  'POST /api/bookings/{id}/reapprove': { version: 999_999 },
  'POST /api/bookings/{id}/decline': { version: 999_999 },
  'POST /api/bookings/{id}/change-request/approve': { version: 999_999 },
  'POST /api/bookings/{id}/change-request/decline': { version: 999_999 },
  'POST /api/bookings/{id}/handled': { handled: false },
  'POST /api/v2/supplier/invoice/{id}/action': { action: 'approve' },
};

const agentUserId = DEMO_USERS.find((u) => u.username === 'agent')!.id;
/** Real seeded rows for path parameters, by path prefix. */
const PATH_IDS: [RegExp, string][] = [
  [/^\/api\/users\/\{id\}/, agentUserId],
  [/^\/api\/companies\/\{id\}/, DEMO_COMPANY_IDS.topupSupplier],
  // The admin's first demo notification (see notifications.seed.ts).
  [/^\/api\/notifications\/\{id\}/, demoId('b0', 256)],
  [/^\/api\/bookings\/products\/\{lineId\}/, DEMO_LINE_IDS.ferryPhiPhi],
  // The top-up supplier's ferry (agent's own line); the rule id is the line's too, so rule routes answer 404, and the
  // empty bodies answer 400, never a save.
  [/^\/api\/lines\/\{id\}\/(prices|price-rules|options|extras|pictures-ticket|info)/, DEMO_LINE_IDS.ferryPhiPhi],
  // The scheduler's line; every body or query is empty, so an admitted caller gets 400 (or 404), never a change.
  [/^\/api\/lines\/\{lineId\}/, DEMO_LINE_IDS.trainBangkokChiangMai],
  // Demo booking 1 is on the top-up supplier's ferry, so `agent` is its supplier's agent.
  [/^\/api\/bookings\/\{id\}/, demoBookingId(1)],
  // The payment of demo booking 1 (see payments.seed.ts).
  [/^\/api\/payments\/\{id\}/, demoPaymentId(1)],
  // Any id: an unsigned tracking link is 404 for everyone, which is not an access refusal.
  [/^\/api\/mail\/\{id\}/, demoBookingId(1)],
  [/^\/api\/geo\/cities\/\{id\}/, DEMO_CITY_IDS.bangkok],
  [/^\/api\/geo\/stations\/\{id\}/, DEMO_STATION_IDS.bangkokMoChit],
  [/^\/api\/v2\/countries\/\{id\}/, DEMO_COUNTRY_IDS.thailand],
  [/^\/api\/locales\/\{id\}/, demoLocaleId(1)],
  // The sandbox demo config; the empty PUT body answers 400, never a save.
  [/^\/api\/supply-configs\/\{id\}/, demoSupplyConfigId(3)],
  // No such integration: an admitted caller gets 404 (or 400 for a bad body), never a change.
  [/^\/api\/supplier-api\/integrations\/\{id\}/, 'no-such-supplier'],
  [/^\/api\/v2\/provinces\/\{id\}/, demoProvinceId(1)],
  // Chatuchak: its stations make a delete a 409 refusal, never a deletion, whoever calls.
  [/^\/api\/v2\/zones\/\{id\}/, demoZoneId(1)],
  // Mo Chit: bookings and lines use it, so a delete is a 409 refusal, never a deletion.
  [/^\/api\/stations\/\{id\}/, DEMO_STATION_IDS.bangkokMoChit],
  // The unsigned supplier's unpublished speedboat: publish, unpublish and duplicate by the full admins leave the
  // lines that bookings and product search use alone; sync with an empty body answers 400.
  [/^\/api\/lines\/\{id\}/, DEMO_LINE_IDS.speedboatMekong],
  // Demo image 1 is a picture of a zone: a delete is a 409 refusal. The file route answers 404 to a wrong token.
  [/^\/api\/files\/\{id\}/, demoImageId(1)],
  // Both parameters take the zone's id: an unknown owner type answers 400 to whoever may call.
  [/^\/api\/pictures\//, demoZoneId(1)],
  // A demo route; the empty body of a PUT answers 400, never a save.
  [/^\/api\/v1\/route\/\{slug\}/, 'bangkok-to-chiang-mai'],
  // The first allowed caller deletes the demo place; the others get 404, which is not an access refusal.
  [/^\/api\/v2\/points-of-interest\/\{id\}/, demoPlaceId(1)],
  // No such type: 404 for those allowed.
  [/^\/api\/v2\/points-of-interest\/types\/\{id\}/, '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11'],
  [/^\/api\/v2\/supplier\/invoice\/\{id\}/, demoInvoiceId(1)],
  // The Bangkok base article (see ai-content.seed.ts).
  [/^\/api\/v1\/articles\/\{id\}/, demoArticleId(1)],
  // Bangkok: its stations, lines and trips make a delete a 409 refusal, never a deletion, whoever calls.
  [/^\/api\/v2\/cities\/\{id\}/, DEMO_CITY_IDS.bangkok],
  [/^\/api\/users\/invoice\/assignees\/\{level\}/, '1'],
  [/^\/api\/payments-report\/invoice-gaps\/\{supplierId\}/, DEMO_COMPANY_IDS.invoiceSupplier],
  // Every supplier route answers for the top-up supplier (the invoice-only ones with their own 4xx).
  [/^\/api\/v2\/supplier\/\{id\}/, DEMO_COMPANY_IDS.topupSupplier],
  // A demo transport: the empty PUT body answers 400, never a save.
  [/^\/api\/transports\/\{reference\}/, 'BKK-CNX-BUS-VIP'],
  // No such ride rule: 404 for those allowed (an empty PUT body answers 400).
  [/^\/api\/ride-rules\/\{id\}/, '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f12'],
  // No such partner: 404 for those allowed (the empty PATCH body answers 400).
  [/^\/api\/partners\/\{id\}/, '6c1d2b7e-0f55-4a7e-9b3e-2f6f1b0a9c41'],
  // No such purchase: 404 for the purchaser (a POST without an Idempotency-Key answers 400, never a purchase).
  [/^\/api\/purchase-tickets\/\{id\}/, '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f13'],
  // No such coupon: a POST without an Idempotency-Key answers 400 for those allowed, never a refund.
  [/^\/api\/refund-coupons\/\{id\}/, '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f15'],
  // WELCOME10, a single campaign: the empty PUT body answers 400, Regenerate 403 DeveloperModeRequired or 409, the Excel file 409.
  [/^\/api\/promocodes\/\{id\}/, demoCampaignId(1)],
  // No such definition row: 404 for those allowed (an empty PUT body answers 400), never a change.
  [
    /^\/api\/(passenger-extra-info-definitions|passenger-type-definitions|key-detail-definitions|vehicle-classes|airlines)\/\{id\}/,
    '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f14',
  ],
  // No such monitoring item: 404 for those allowed (empty PUT and PATCH bodies answer 400; Run now without an
  // Idempotency-Key answers 400, never a run).
  [/^\/api\/monitoring\/items\/\{id\}/, '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f14'],
  // A seeded done file whose sheet is stored: the .xlsx for those allowed; Run again answers them 409, never a rerun.
  [/^\/api\/prospect-files\/\{id\}/, demoProspectFileId(1)],
  // No such export: 404 for those allowed (a job is only ever its requester's).
  [/^\/api\/exports\/\{id\}/, '3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f16'],
];

function fillPath(path: string): string {
  if (!path.includes('{')) return path;
  const match = PATH_IDS.find(([pattern]) => pattern.test(path));
  if (!match) throw new Error(`No seeded id for the path parameters of ${path}: add one to PATH_IDS`);
  return path.replace(/\{[^}]+\}/g, match[1]);
}

interface Operation {
  key: string;
  method: string;
  path: string;
  isPublic: boolean;
  selfService: boolean;
}

const ACCESS_DENIAL_CODES = new Set(['Unauthenticated', 'Forbidden']);

/** Writes of the caller's own preferences or notification flags: read-admin may do these (x-self-service-write). */
// Writes that change only what belongs to the caller: its preferences, its notifications, its own background export.
const SELF_SERVICE_WRITES = ['POST /api/exports', 'PUT /api/auth/me/developer-mode', 'PUT /api/notifications', 'PUT /api/notifications/{id}'];

describe('access table: every route of the OpenAPI document for every demo user', () => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let operations: Operation[];
  const results = new Map<string, { status: number; code?: string }>();

  const call = (method: string, path: string, caller: Caller) => {
    const req = t.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'](fillPath(path));
    if (caller !== 'anonymous') req.set('Authorization', `Bearer ${tokens[caller]}`);
    const key = `${method} ${path}`;
    return method === 'GET' || method === 'DELETE' ? req : req.send(BODIES[key] ?? {});
  };

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t);
    tokens = await demoTokens(t);
    type DocOperation = { 'x-access'?: { public?: boolean }; 'x-self-service-write'?: boolean };
    const doc = (await t.http.get('/api/docs-json')).body as { paths: Record<string, Record<string, DocOperation>> };
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          isPublic: op['x-access']?.public === true,
          selfService: op['x-self-service-write'] === true,
        })),
    );
    const callers: Caller[] = [...DEMO_USERS.map((u) => u.username), 'anonymous'];
    for (const op of operations) {
      const answers = await Promise.all(
        callers.map(async (caller) => {
          const res = await call(op.method, op.path, caller);
          return { status: res.status, code: (res.body as { code?: string } | undefined)?.code };
        }),
      );
      callers.forEach((caller, i) => results.set(`${op.key} as ${caller}`, answers[i]));
    }
  }, 600_000);
  afterAll(() => t.close());

  it('has a table entry for every route and a route for every table entry', () => {
    const documented = operations.map((op) => op.key).sort();
    expect(documented.filter((key) => !(key in ACCESS_TABLE))).toEqual([]);
    expect(Object.keys(ACCESS_TABLE).filter((key) => !documented.includes(key))).toEqual([]);
  });

  it('allows exactly the callers of the table and denies everyone else (401 without a user, 403 with one)', () => {
    const mismatches: string[] = [];
    for (const op of operations) {
      const allowed = ACCESS_TABLE[op.key] ?? [];
      for (const caller of [...DEMO_USERS.map((u) => u.username), 'anonymous'] as Caller[]) {
        const { status, code } = results.get(`${op.key} as ${caller}`)!;
        const denied = (status === 401 || status === 403) && ACCESS_DENIAL_CODES.has(code ?? '');
        if (allowed.includes(caller)) {
          if (denied) mismatches.push(`${op.key} as ${caller}: expected allowed, got ${status}`);
        } else {
          const expected = caller === 'anonymous' ? 401 : 403;
          if (status !== expected || !denied) mismatches.push(`${op.key} as ${caller}: expected ${expected}, got ${status} ${code ?? ''}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('the committed OpenAPI document (npm run contract) has every route of the table and documents its access and validation errors', () => {
    type Responses = Record<string, { content?: { 'application/json'?: { schema?: { allOf?: { properties?: { code?: { enum?: string[] } } }[] } } } }>;
    type DocOperation = { 'x-access'?: { public?: boolean }; parameters?: unknown[]; requestBody?: unknown; responses: Responses };
    const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as { paths: Record<string, Record<string, DocOperation>> };
    const ops = Object.entries(committed.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(ops.map((o) => o.key).sort()).toEqual(Object.keys(ACCESS_TABLE).sort());
    const codes = (op: DocOperation, status: string) => op.responses[status]?.content?.['application/json']?.schema?.allOf?.[1]?.properties?.code?.enum ?? [];
    const undocumented = ops.flatMap(({ key, op }) =>
      [
        ...(op['x-access']?.public
          ? []
          : [
              ['401', 'Unauthenticated'],
              ['403', 'Forbidden'],
            ]),
        ...(op.parameters?.length || op.requestBody ? [['400', 'ValidationFailed']] : []),
      ]
        .filter(([status, code]) => !codes(op, status).includes(code))
        .map(([status, code]) => `${key} ${status} ${code}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('gives read-admin 403 on every non-GET route that needs a user, except its own preferences, notifications and exports', () => {
    expect(
      operations
        .filter((op) => op.selfService)
        .map((op) => op.key)
        .sort(),
    ).toEqual([...SELF_SERVICE_WRITES].sort());
    const writes = operations.filter((op) => op.method !== 'GET' && !op.isPublic && !op.selfService);
    expect(writes.length).toBeGreaterThan(5);
    expect(writes.map((op) => [op.key, results.get(`${op.key} as readadmin`)?.status])).toEqual(writes.map((op) => [op.key, 403]));
  });

  it('gives an agent 403 on another company and its own company to read', async () => {
    const own = DEMO_COMPANY_IDS.topupSupplier;
    const other = DEMO_COMPANY_IDS.invoiceSupplier;
    const as = (path: string) => t.http.get(path).set('Authorization', `Bearer ${tokens.agent}`);
    expect((await as(`/api/companies/${own}`)).status).toBe(200);
    expect((await as(`/api/companies/${other}`)).status).toBe(403);
    expect((await as(`/api/companies/${other}/change-log`)).status).toBe(403);
    const sign = await t.http.post(`/api/companies/${other}/sign-agreement`).set('Authorization', `Bearer ${tokens.agent}`).send({});
    expect(sign.status).toBe(403);
    const list = await as('/api/companies');
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([own]);
  });
});
