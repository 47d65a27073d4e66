import type { Role, Scope } from './roles.js';

/** What the access checks need to know about the signed-in user. */
export interface Actor {
  id: string;
  role: Role;
  scopes: readonly Scope[];
  isFullAdmin: boolean;
  companyId: string | null;
}

/**
 * Who may do something. Every listed condition must hold:
 * the actor's role is one of `roles`, it holds at least one of `anyScope`, and it is a full admin when `fullAdmin`.
 */
export interface AccessRule {
  roles: readonly Role[];
  anyScope?: readonly Scope[];
  fullAdmin?: boolean;
}

export function canAccess(actor: Actor | null | undefined, rule: AccessRule): boolean {
  if (!actor) return false;
  if (!rule.roles.includes(actor.role)) return false;
  if (rule.fullAdmin && !actor.isFullAdmin) return false;
  if (rule.anyScope && rule.anyScope.length > 0 && !rule.anyScope.some((s) => actor.scopes.includes(s))) return false;
  return true;
}

export function hasScope(actor: Actor | null | undefined, scope: Scope): boolean {
  return !!actor && actor.scopes.includes(scope);
}
