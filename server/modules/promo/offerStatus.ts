import type { PromotionCard, RedEnvelope } from '../../../src/generated/types';

// SPEC §4's activity statuses for the cards the promotions page shows beside the promotions
// (decision 0279): a red envelope's, a raffle's and a period's missions'. A visitor is shown the
// offer's; a member where they stand, as the reward centre and the missions page reckon it.

type Status = PromotionCard['status'];

/** An envelope's state (reward/envelopes.ts) as a status: a deposit of the day still to make is joined by depositing; a pool spent has closed. */
export function envelopeStatus(state: RedEnvelope['state']): Status {
  switch (state) {
    case 'open':
      return 'claim';
    case 'depositFirst':
      return 'join';
    case 'upcoming':
      return 'comingSoon';
    case 'claimed':
      return 'claimed';
    case 'empty':
    case 'closed':
      return 'close';
  }
}

/** A raffle open with a ticket to play is claimed (played); without one it is joined by earning one; `tickets` is null for a visitor. */
export function raffleStatus(r: { opensAt: string; closesAt: string; tickets: number | null }, now: number): Status {
  if (now >= Date.parse(r.closesAt)) return 'close';
  if (now < Date.parse(r.opensAt)) return 'comingSoon';
  return r.tickets !== null && r.tickets > 0 ? 'claim' : 'join';
}

/** A period's missions: a visitor is asked to join; a member claims a complete one, has claimed them all, or is in progress. */
export function missionsStatus(m: { total: number; done: number; claimable: number }, signedIn: boolean): Status {
  if (!signedIn) return 'join';
  if (m.claimable > 0) return 'claim';
  return m.done >= m.total ? 'claimed' : 'process';
}
