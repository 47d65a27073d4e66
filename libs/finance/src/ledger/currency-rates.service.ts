import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException } from '@farebox/platform';
import type { CurrencyRatesDto } from './dto/currency-rate.dto.js';
import { ErrorCode } from '@farebox/domain';

export const BASE_CURRENCY = 'USD';

/** 409: an amount in this currency cannot be shown in USD until a rate is entered. */
export const noCurrencyRate = (currency: string) =>
  new AppException(HttpStatus.CONFLICT, ErrorCode.NoCurrencyRate, `There is no USD rate for ${currency}: enter one in the currency rates first.`);

/**
 * The rate of `currency` at a date in SQL (units per 1 USD): the newest rate from that date or before, else the
 * oldest one. `$currency` and `$date` are SQL expressions. NULL when the currency has no rate at all.
 */
export const rateAtSql = (currency: string, date: string) => `COALESCE(
  (SELECT r.rate FROM currency_rate r WHERE r.currency = ${currency} AND r.rate_date <= ${date} ORDER BY r.rate_date DESC LIMIT 1),
  (SELECT r.rate FROM currency_rate r WHERE r.currency = ${currency} ORDER BY r.rate_date ASC LIMIT 1))`;

/** Amount / rate, rounded half up to cents. */
export const usdAt = (amount: Decimal, rate: Decimal): Decimal => amount.div(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** USD-based currency rates (4 decimals): USD is 1 and never stored. */
@Injectable()
export class CurrencyRatesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Units of `currency` per 1 USD at `date` (YYYY-MM-DD); null when the currency has no rate at all. */
  async rateOf(manager: EntityManager, currency: string, date: string): Promise<Decimal | null> {
    if (currency === BASE_CURRENCY) return new Decimal(1);
    const [row] = await manager.query<{ rate: string | null }[]>(`SELECT ${rateAtSql('$1', '$2::date')} AS rate`, [currency, date]);
    return row?.rate == null ? null : new Decimal(row.rate);
  }

  /** The amount in USD at `date`, or null when the currency has no rate. */
  async toUsdOrNull(manager: EntityManager, amount: Decimal, currency: string, date: string): Promise<Decimal | null> {
    const rate = await this.rateOf(manager, currency, date);
    return rate ? usdAt(amount, rate) : null;
  }

  /** The amount in USD at `date`; 409 NoCurrencyRate when the currency has no rate. */
  async toUsd(manager: EntityManager, amount: Decimal, currency: string, date: string): Promise<Decimal> {
    const usd = await this.toUsdOrNull(manager, amount, currency, date);
    if (!usd) throw noCurrencyRate(currency);
    return usd;
  }

  /**
   * The rate of every currency in force at `date` (the rule of `rateAtSql`: the newest from that day or before,
   * else the oldest), or the newest rate of every currency without a date.
   */
  async ratesAt(date?: string): Promise<CurrencyRatesDto> {
    const rows: { currency: string; rateDate: string; rate: string }[] = await this.dataSource.query(
      `SELECT DISTINCT ON (currency) currency, to_char(rate_date, 'YYYY-MM-DD') AS "rateDate", rate::text AS rate
         FROM currency_rate CROSS JOIN (SELECT COALESCE($1::date, 'infinity'::date) AS at) p
        ORDER BY currency, rate_date <= p.at DESC, CASE WHEN rate_date <= p.at THEN rate_date END DESC, rate_date`,
      [date ?? null],
    );
    return { data: rows.map((r) => ({ currency: r.currency.trim(), rateDate: r.rateDate, rate: new Decimal(r.rate).toFixed(4) })) };
  }
}
