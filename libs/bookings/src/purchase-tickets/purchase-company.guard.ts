import { HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ErrorCode, PurchaseTicketsMessage } from '@farebox/domain';
import { APP_CONFIG, AppException, type AppConfig, type AuthenticatedUser } from '@farebox/platform';

/**
 * Purchase Tickets is for users of the configured company (PURCHASE_TICKETS_COMPANY_ID) only: 403 for everyone else,
 * before the request is validated (guards run before pipes), like the access rule itself.
 */
@Injectable()
export class PurchaseCompanyGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (user?.companyId !== this.config.purchaseTicketsCompanyId)
      throw new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, PurchaseTicketsMessage.NotOfCompany);
    return true;
  }
}
