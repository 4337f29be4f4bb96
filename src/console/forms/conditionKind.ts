import type { Condition } from '../../generated/types';

/** How the console offers a display condition: one simple test each, or the whole condition as JSON. */
export const conditionKinds = ['always', 'feature', 'loggedIn', 'accountType', 'resource', 'contract', 'advanced'] as const;
export type ConditionKind = (typeof conditionKinds)[number];

/** The kind a condition is edited as: a combination (all, any, not) only as JSON. */
export function kindOf(condition: Condition | undefined): ConditionKind {
  if (condition === undefined) return 'always';
  const [key] = Object.keys(condition);
  return (['feature', 'loggedIn', 'accountType', 'resource', 'contract'] as const).find((k) => k === key) ?? 'advanced';
}

/** The condition a newly chosen kind starts from; "JSON" starts from the condition as it is. */
export function startOf(kind: ConditionKind, current: Condition | undefined): Condition | undefined {
  switch (kind) {
    case 'always':
      return undefined;
    case 'feature':
      return { feature: 'directRegistration' };
    case 'loggedIn':
      return { loggedIn: true };
    case 'accountType':
      return { accountType: [0] };
    case 'resource':
      return { resource: 'facebook' };
    case 'contract':
      return { contract: 'divtypereq' };
    case 'advanced':
      return current ?? { all: [{ loggedIn: true }] };
  }
}

/** Account types typed as "0, 1, 41": whole numbers, at least one; null when the text is not that. */
export function accountTypesOf(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (!parts.length || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  return [...new Set(parts.map(Number))];
}
