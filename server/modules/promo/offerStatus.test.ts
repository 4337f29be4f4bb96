import { describe, expect, it } from 'vitest';
import { envelopeStatus, missionsStatus, raffleStatus } from './offerStatus';

describe('the statuses of the cards beside the promotions', () => {
  it('tells an envelope’s state in SPEC §4’s words', () => {
    expect((['open', 'depositFirst', 'upcoming', 'claimed', 'empty', 'closed'] as const).map(envelopeStatus)).toEqual(['claim', 'join', 'comingSoon', 'claimed', 'close', 'close']);
  });

  it('claims (plays) a raffle with a ticket, joins one without, and says when it opens and has closed', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const open = { opensAt: '2026-03-10T00:00:00Z', closesAt: '2026-03-11T00:00:00Z' };
    expect(raffleStatus({ ...open, tickets: 2 }, now)).toBe('claim');
    expect(raffleStatus({ ...open, tickets: 0 }, now)).toBe('join');
    expect(raffleStatus({ ...open, tickets: null }, now)).toBe('join');
    expect(raffleStatus({ opensAt: '2026-03-10T13:00:00Z', closesAt: '2026-03-11T00:00:00Z', tickets: 1 }, now)).toBe('comingSoon');
    expect(raffleStatus({ opensAt: '2026-03-09T00:00:00Z', closesAt: '2026-03-10T12:00:00Z', tickets: 1 }, now)).toBe('close');
  });

  it('asks a visitor to join the missions, and tells a member to claim, that all are claimed, or that they are in progress', () => {
    expect(missionsStatus({ total: 3, done: 0, claimable: 0 }, false)).toBe('join');
    expect(missionsStatus({ total: 3, done: 1, claimable: 1 }, true)).toBe('claim');
    expect(missionsStatus({ total: 3, done: 3, claimable: 0 }, true)).toBe('claimed');
    expect(missionsStatus({ total: 3, done: 1, claimable: 0 }, true)).toBe('process');
  });
});
