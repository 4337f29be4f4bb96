/**
 * Responsible play (RG3, decision 0322): the licences under which a brand may not switch the module
 * off, and the order a kind's limits keep (day ≤ week ≤ month). The console and the server's check
 * of a published settings tree read the same rule.
 */
export const limitKinds = ['deposit', 'loss', 'wager'] as const;
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof limitKinds)[number];
export type LimitPeriod = (typeof limitPeriods)[number];

/** The licences that require players' limits to be always offered. */
export const limitsLockingLicences = ['MGA', 'UKGC'] as const;

export const limitsLocked = (licences: readonly string[] | undefined): boolean => (licences ?? []).some((l) => (limitsLockingLicences as readonly string[]).includes(l));

const periodWord = { day: 'Day', week: 'Week', month: 'Month' } as const;

/** The request field of a kind's limit over a period: depositDay, lossWeek, wagerMonth… */
export const limitField = (kind: LimitKind, period: LimitPeriod) => `${kind}${periodWord[period]}` as const;

/**
 * The first period whose limit is above a longer period's (both set), as [shorter, longer]; null
 * when the kind's limits keep day ≤ week ≤ month. An unset limit is no bound.
 */
export function limitOrderBroken(byPeriod: Record<LimitPeriod, bigint | null>): [LimitPeriod, LimitPeriod] | null {
  for (let i = 0; i < limitPeriods.length; i++)
    for (let j = i + 1; j < limitPeriods.length; j++) {
      const a = byPeriod[limitPeriods[i]!];
      const b = byPeriod[limitPeriods[j]!];
      if (a !== null && b !== null && a > b) return [limitPeriods[i]!, limitPeriods[j]!];
    }
  return null;
}
