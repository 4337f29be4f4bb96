import { describe, expect, it } from 'vitest';
import type { Contract } from '../generated/types';
import { contractStanding } from './contractStanding';

const now = Date.parse('2026-05-01T10:00:00Z');
const base: Contract = {
  id: '1',
  kind: 'realtime',
  upline: { id: '7', account: 'agent01' },
  downline: { id: '8', account: 'agent02' },
  terms: { profitRate: '0.1', lossRate: '0.4', minBet: '10.00' },
  status: 'accepted',
  terminationBy: null,
  startsAt: '2026-05-01T09:00:00Z',
  endsAt: null,
  createdAt: '2026-05-01T08:00:00Z',
  decidedAt: '2026-05-01T08:30:00Z',
  endCause: null,
};

describe('where a contract stands', () => {
  it('lets the downline answer an offer and the upline withdraw it', () => {
    const offer = { ...base, status: 'pending' as const, startsAt: null };
    expect(contractStanding(offer, 'downline', now)).toMatchObject({ status: 'pending', moves: ['accept', 'reject'] });
    expect(contractStanding(offer, 'upline', now)).toMatchObject({ status: 'pending', moves: ['withdraw'] });
  });

  it('tells a contract about to start from one in force, and lets either side ask to end it', () => {
    expect(contractStanding({ ...base, startsAt: '2026-05-01T10:05:00Z' }, 'downline', now)).toMatchObject({ status: 'starting', moves: ['terminate'] });
    expect(contractStanding(base, 'upline', now)).toMatchObject({ status: 'inForce', moves: ['terminate'] });
  });

  it('lets a top agent ask the house to end its contract, as any downline asks its upline', () => {
    expect(contractStanding({ ...base, upline: null }, 'downline', now)).toMatchObject({ status: 'inForce', moves: ['terminate'] });
  });

  it('has the side that asked to end wait, and the other agree or refuse', () => {
    const asked = { ...base, terminationBy: 'upline' as const };
    expect(contractStanding(asked, 'upline', now)).toMatchObject({ moves: [], waiting: true, endAsked: false });
    expect(contractStanding(asked, 'downline', now)).toMatchObject({ moves: ['agreeEnd', 'refuseEnd'], waiting: false, endAsked: true });
  });

  it('offers nothing on a contract that is ending or over', () => {
    expect(contractStanding({ ...base, endsAt: '2026-05-01T11:00:00Z' }, 'downline', now)).toMatchObject({ status: 'ending', moves: [] });
    expect(contractStanding({ ...base, status: 'completed' }, 'downline', now)).toMatchObject({ status: 'completed', moves: [] });
    expect(contractStanding({ ...base, status: 'rejected' }, 'upline', now)).toMatchObject({ status: 'rejected', moves: [] });
  });
});
