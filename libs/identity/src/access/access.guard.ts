import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { canAccess, Role, type AccessRule } from '@farebox/domain';
import { ACCESS_RULE_KEY, PUBLIC_ROUTE_KEY, type AuthenticatedUser } from '@farebox/platform';
import { AccessTokenVerifier } from './access-token.js';
import { notAuthenticated, notAuthorized } from './identity.errors.js';
import { PrincipalService } from './principal.service.js';
import { SELF_SERVICE_WRITE_KEY } from './self-service.decorator.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The global guard. Denies by default: a route must be @Public() or declare @Access(rule).
 * The bearer token names a user and a session, which are loaded on every request (through the principal cache), so a
 * disabled or demoted user, or a revoked session, stops working at once rather than when the token expires.
 * read-admin never writes, whatever a rule says, except its own preferences (@SelfServiceWrite()).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenVerifier,
    private readonly principals: PrincipalService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE_KEY, targets)) return true;
    const request = context.switchToHttp().getRequest<Request & { user: AuthenticatedUser }>();
    const token = this.tokens.verify(request.headers.authorization);
    const user = token && (await this.principals.load(token.sub, token.sid));
    if (!user) throw notAuthenticated();
    request.user = user;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE_KEY, targets);
    if (!rule) throw notAuthorized();
    const selfService = this.reflector.getAllAndOverride<boolean>(SELF_SERVICE_WRITE_KEY, targets) === true;
    if (user.role === Role.ReadAdmin && !READ_METHODS.has(request.method) && !selfService) throw notAuthorized();
    if (!canAccess(user, rule)) throw notAuthorized();
    return true;
  }
}
