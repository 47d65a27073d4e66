import { HttpStatus } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Company } from '@farebox/companies';
import { AppException, notFound } from '@farebox/platform';

export const TopupErrorCode = {
  NotTopupSupplier: 'NotTopupSupplier',
  CurrencyMismatch: 'CurrencyMismatch',
} as const;

/** The company as a supplier of the finance screens; 404 when there is no such supplier. */
export async function loadSupplier(manager: EntityManager, id: string): Promise<Company> {
  const company = await manager.findOneBy(Company, { id });
  if (!company || !company.isSupplier) throw notFound('Supplier');
  return company;
}

/** 409 unless the supplier is paid by top-up: only those have deposits, adjustments and deposit requests. */
export function assertTopupSupplier(company: Company): void {
  if (company.paymentType !== 'topup') {
    throw new AppException(
      HttpStatus.CONFLICT,
      TopupErrorCode.NotTopupSupplier,
      `${company.name} is paid by ${company.paymentType ?? 'an unset payment type'}, not by top-up: deposits, adjustments and deposit requests are only for top-up suppliers.`,
    );
  }
}

/** The supplier's currency: every top-up amount is in it. */
export const supplierCurrencyOf = (company: Company): string => company.currency ?? 'USD';
