import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { canAccess, Role, type AccessRule } from '@farebox/domain';
import { ACCESS_RULE_KEY, PUBLIC_ROUTE_KEY, SELF_SERVICE_WRITE_KEY, type AuthenticatedUser } from '@farebox/platform';
import { notAuthenticated, notAuthorized } from './identity.errors.js';
import { JwtStrategy } from './jwt.strategy.js';
import { VerifiedTokens } from './verified-tokens.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The global guard. Denies by default: a route must be @Public() or declare @Access(rule).
 * The caller is authenticated by the passport-jwt strategy (JwtStrategy); a token it has verified before goes straight
 * to the strategy's principal check (VerifiedTokens). Either way the user and the session are loaded on every request.
 * read-admin never writes, whatever a rule says, except its own preferences (@SelfServiceWrite()).
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: JwtStrategy,
    private readonly verifiedTokens: VerifiedTokens,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE_KEY, targets)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user: AuthenticatedUser }>();
    const knownClaims = this.verifiedTokens.claimsOf(request);
    if (knownClaims) request.user = this.handleRequest(null, await this.strategy.principalOf(knownClaims));
    else await super.canActivate(context);
    const { user, method } = request;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE_KEY, targets);
    if (!rule) throw notAuthorized();
    const selfService = this.reflector.getAllAndOverride<boolean>(SELF_SERVICE_WRITE_KEY, targets) === true;
    if (user.role === Role.ReadAdmin && !READ_METHODS.has(method) && !selfService) throw notAuthorized();
    if (!canAccess(user, rule)) throw notAuthorized();
    return true;
  }

  /** No valid token, or no live session behind it: 401. A failure while loading the user keeps its own status. */
  override handleRequest<TUser>(err: Error | null, user: TUser | false): TUser {
    if (err) throw err;
    if (!user) throw notAuthenticated();
    return user;
  }
}
