import type { Condition, FeatureName } from '../generated/types';
import type { Facts } from './runtime';

export interface ConditionContext {
  features: Record<FeatureName, boolean>;
  facts: Facts;
}

/**
 * Whether a condition holds. One evaluator serves menus, side bar, routes and guards, so an entry
 * is shown or hidden for the same reason everywhere. A shape it does not know is false: a brand
 * document from a newer console hides the entry rather than showing it to everyone.
 */
export function evaluate(condition: Condition, ctx: ConditionContext): boolean {
  if ('feature' in condition) return featureOn(condition.feature, ctx);
  if ('accountType' in condition) return ctx.facts.accountType !== null && condition.accountType.includes(ctx.facts.accountType);
  if ('resource' in condition) return ctx.facts.resources.some((r) => r.resourceType === condition.resource);
  if ('loggedIn' in condition) return ctx.facts.loggedIn === condition.loggedIn;
  if ('contract' in condition) return contractSet(ctx.facts.contract?.[condition.contract]);
  if ('all' in condition) return condition.all.every((c) => evaluate(c, ctx));
  if ('any' in condition) return condition.any.some((c) => evaluate(c, ctx));
  if ('not' in condition) return !evaluate(condition.not, ctx);
  return false;
}

function featureOn(feature: FeatureName, ctx: ConditionContext): boolean {
  const on = ctx.features[feature] === true;
  // The module may be on while the brand has no address to send people to: an icon that opens
  // nothing is worse than no icon.
  if (feature === 'customerService') return on && ctx.facts.hasCustomerService;
  return on;
}

// The platform sends request types as numbers or numeric strings, so '0' means "none", like 0.
function contractSet(value: unknown): boolean {
  if (typeof value !== 'string') return Boolean(value);
  const v = value.trim().toLowerCase();
  return v !== '' && v !== '0' && v !== 'false';
}
