import type { RewardCenter } from '../../../src/generated/types';

/**
 * What the reward centre counts as claimable now, the badge's number: each kind of item adds its
 * part. A programme that joins the list (a manual rebate) adds its list to the answer and its part
 * here, and the count stays one sum.
 */
export type ClaimablePart = (centre: Omit<RewardCenter, 'claimable'>) => number;

export const claimableParts: readonly ClaimablePart[] = [
  // A red envelope the member may open now (decision 0265).
  (c) => c.envelopes.filter((e) => e.state === 'open').length,
  // Each ticket the member holds of an open raffle: a play each (decision 0266).
  (c) => c.raffles.reduce((n, r) => n + (r.state === 'open' ? r.tickets : 0), 0),
];

/** The sum of the parts. */
export const claimableCount = (centre: Omit<RewardCenter, 'claimable'>): number => claimableParts.reduce((n, part) => n + part(centre), 0);
