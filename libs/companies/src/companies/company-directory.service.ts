import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { CompanyDirectory, CompanySummary } from '@farebox/identity';
import { Company } from './company.entity.js';

/** Identity's CompanyDirectory port: the companies a user belongs to, as identity shows them. */
@Injectable()
export class CompanyDirectoryService implements CompanyDirectory {
  constructor(@InjectRepository(Company) private readonly companies: Repository<Company>) {}

  async summaries(ids: readonly string[]): Promise<CompanySummary[]> {
    if (ids.length === 0) return [];
    return this.companies.find({
      select: { id: true, name: true, signedAgreement: true, scheduleAuthorized: true },
      where: { id: In([...ids]) },
    });
  }
}
