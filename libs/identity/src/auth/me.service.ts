import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { APP_CONFIG, notFound, type AppConfig } from '@farebox/platform';
import { User } from '../users/user.entity.js';
import { userIdentity } from '../access/principal.service.js';
import type { MeCompanyDto, MeDto } from './dto/me.dto.js';

interface CompanyRow {
  id: string;
  name: string;
  signed_agreement: boolean;
  schedule_authorized: boolean;
}

/**
 * The signed-in user as the shell sees it. The company summary is read with a plain query on the `company`
 * table (owned by the companies module), so identity does not depend on that module.
 */
@Injectable()
export class MeService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(userId: string): Promise<MeDto> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw notFound('User');
    return this.toMe(user);
  }

  async setDeveloperMode(userId: string, serialPromoCodesEnabled: boolean): Promise<MeDto> {
    await this.users.update({ id: userId }, { serialPromoCodesEnabled });
    return this.get(userId);
  }

  async toMe(user: User): Promise<MeDto> {
    return {
      ...userIdentity(user),
      scopes: user.scopes,
      serialPromoCodesEnabled: user.serialPromoCodesEnabled,
      company: user.companyId ? await this.company(user.companyId) : null,
    };
  }

  private async company(companyId: string): Promise<MeCompanyDto | null> {
    const rows = (await this.dataSource.query<CompanyRow[]>('SELECT id, name, signed_agreement, schedule_authorized FROM company WHERE id = $1', [companyId]));
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      signedAgreement: row.signed_agreement,
      scheduleAuthorized: row.schedule_authorized,
      canPurchaseTickets: row.id === this.config.purchaseTicketsCompanyId,
    };
  }
}
