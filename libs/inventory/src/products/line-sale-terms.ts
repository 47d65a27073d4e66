import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import type { BookingFeeValue, ExtraInfoDefinition, PassengerExtraInfoType } from '@farebox/domain';
import { extraInfoHasData } from '@farebox/domain';
import type { CurrencyRatesService } from '@farebox/finance';
import type { Line } from '../lines/line.entity.js';
import { effectiveBookingFee, toUsd, type EffectiveBookingFee } from '../lines/pricing.js';
import type { RideRulesService } from '../ride-rules/ride-rules.service.js';
import type { ProductChargesDto } from './product.dto.js';

/**
 * What a line charges and asks beside its fares when a booking is made (spec part 2, 2.11 line price input, 3.5):
 * the booking fee (a ride rule `booking-fee` overrides the line's), the round-trip discounts, the offline price, the
 * passenger extra info definitions and the reverse cutoff. Amounts are in the line's supplier currency, with the
 * finance rate of the day (units per USD) that converts them.
 */
export interface LineSaleTerms {
  currency: string;
  /** Units of the currency per USD today (the finance rates); null when the currency has none. */
  rate: Decimal | null;
  bookingFee: EffectiveBookingFee | null;
  returnDiscount: Decimal;
  returnCostDiscount: Decimal;
  offlinePrice: Decimal | null;
  /** Book-before cutoff of the reverse direction (minutes); null: bookBefore applies both ways. */
  reverseCutoff: number | null;
  extraInfo: ExtraInfoDefinition[];
}

export interface SaleTermsDeps {
  rideRules: RideRulesService;
  rates: CurrencyRatesService;
  /** The business day whose rate converts the amounts. */
  today: string;
}

interface ExtraInfoRow {
  label: string;
  type: PassengerExtraInfoType;
  data: string[];
  slug: string;
}

/** The line's sale terms, read with the caller's manager (one statement after the other inside a transaction). */
export async function loadSaleTerms(manager: EntityManager, deps: SaleTermsDeps, line: Line): Promise<LineSaleTerms> {
  const [{ reverse_cutoff_minutes: reverseCutoff }] = await manager.query<{ reverse_cutoff_minutes: number | null }[]>(
    `SELECT reverse_cutoff_minutes FROM line WHERE id = $1`,
    [line.id],
  );
  const infos = await manager.query<ExtraInfoRow[]>(
    `SELECT label, type, data, slug FROM line_passenger_extra_info WHERE line_id = $1 ORDER BY position, slug`,
    [line.id],
  );
  const countries = infos.some((i) => i.type === 'country')
    ? await manager.query<{ code: string; name: string }[]>(`SELECT code, name FROM country ORDER BY name, code`)
    : [];
  const rules = await deps.rideRules.applicable({
    operator: line.companyId,
    supplier: line.supplierId && line.supplierId !== line.companyId ? line.supplierId : undefined,
    fromCity: line.fromCityId,
    toCity: line.toCityId,
    vehicleType: line.type,
    vehicleClass: line.lineClass,
  });
  const feeRule = rules.find((r) => r.attribute === 'booking-fee')?.value as BookingFeeValue | undefined;
  return {
    currency: line.supplierCurrency,
    rate: await deps.rates.rateOf(manager, line.supplierCurrency, deps.today),
    bookingFee: effectiveBookingFee(line, feeRule ?? null),
    returnDiscount: new Decimal(line.returnDiscount),
    returnCostDiscount: new Decimal(line.returnCostDiscount),
    offlinePrice: line.offlinePrice === null ? null : new Decimal(line.offlinePrice),
    reverseCutoff,
    extraInfo: infos.map((i) => ({
      slug: i.slug,
      label: i.label,
      type: i.type,
      choices: extraInfoHasData(i.type)
        ? i.data.map((d) => ({ value: d, label: d }))
        : i.type === 'country'
          ? countries.map((c) => ({ value: c.code, label: c.name }))
          : [],
    })),
  };
}

const usdOrNull = (amount: Decimal, rate: Decimal | null) => (amount.isZero() ? '0.00' : rate ? toUsd(amount, rate).toFixed(2) : null);

/** The terms as product search shows them beside the fares. */
export function chargesDto(terms: LineSaleTerms): ProductChargesDto {
  const money = (amount: Decimal) => ({ amount: amount.toFixed(2), amountUsd: usdOrNull(amount, terms.rate) });
  return {
    currency: terms.currency,
    bookingFee: terms.bookingFee
      ? { ...money(terms.bookingFee.price), isPerPassenger: terms.bookingFee.isPerPassenger, source: terms.bookingFee.source }
      : null,
    returnDiscount: money(terms.returnDiscount),
    returnCostDiscount: money(terms.returnCostDiscount),
    offlinePrice: terms.offlinePrice ? money(terms.offlinePrice) : null,
  };
}
