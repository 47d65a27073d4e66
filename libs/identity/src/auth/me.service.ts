import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, notFound, type AppConfig, type AuthenticatedUser } from '@farebox/platform';
import { User } from '../users/user.entity.js';
import { PrincipalCache } from '../access/principal-cache.js';
import { PrincipalService, userIdentity } from '../access/principal.service.js';
import { CompanyDirectory } from '../users/company-directory.port.js';
import type { MeCompanyDto, MeDto } from './dto/me.dto.js';

/** The signed-in user as the shell sees it; the company summary comes from the companies area (CompanyDirectory). */
@Injectable()
export class MeService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly companies: CompanyDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly principals: PrincipalService,
    private readonly principalCache: PrincipalCache,
  ) {}

  /** The caller's row comes from the principal cache the access check has just filled. */
  async get(caller: AuthenticatedUser): Promise<MeDto> {
    const user = await this.principals.callerRow(caller);
    if (!user) throw notFound('User');
    return this.toMe(user);
  }

  async setDeveloperMode(caller: AuthenticatedUser, serialPromoCodesEnabled: boolean): Promise<MeDto> {
    await this.users.update({ id: caller.id }, { serialPromoCodesEnabled });
    await this.principalCache.invalidateUser(caller.id);
    return this.get(caller);
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
    const [company] = await this.companies.summaries([companyId]);
    if (!company) return null;
    const { id, name, signedAgreement, scheduleAuthorized } = company;
    return { id, name, signedAgreement, scheduleAuthorized, canPurchaseTickets: id === this.config.purchaseTicketsCompanyId };
  }
}
