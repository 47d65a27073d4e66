import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import { ErrorCode, type AccessRule, type Actor } from '@farebox/domain';
import { ApiErrors } from '../errors/api-errors.decorator.js';

export const ACCESS_RULE_KEY = 'farebox:access-rule';
export const PUBLIC_ROUTE_KEY = 'farebox:public-route';
export const SELF_SERVICE_WRITE_KEY = 'farebox:self-service-write';

/** The signed-in user as every request handler sees it. */
export interface AuthenticatedUser extends Actor {
  username: string;
  displayName: string;
  email: string;
  sessionId: string;
}

/** Who may call this route. The global guard refuses everyone else (deny by default). */
export function Access(rule: AccessRule) {
  return applyDecorators(
    SetMetadata(ACCESS_RULE_KEY, rule),
    ApiBearerAuth(),
    ApiExtension('x-access', rule),
    ApiErrors(ErrorCode.Unauthenticated, ErrorCode.Forbidden),
  );
}

/** Anyone may call this route, signed in or not. */
export function Public() {
  return applyDecorators(SetMetadata(PUBLIC_ROUTE_KEY, true), ApiExtension('x-access', { public: true }));
}

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  return ctx.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user;
});

/**
 * A write that changes only what belongs to the caller (its preferences, its own background export), not business
 * data: read-admin may do it too, unlike every other non-GET route.
 */
export function SelfServiceWrite() {
  return applyDecorators(SetMetadata(SELF_SERVICE_WRITE_KEY, true), ApiExtension('x-self-service-write', true));
}
