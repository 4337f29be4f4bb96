import type { Contract } from '../generated/types';

/** Which party the agent reading a contract is: the one who offered it, or the one it was offered to. */
export type ContractSide = 'upline' | 'downline';

/** What a party can do with a contract now; each is one of the call's actions. */
export type ContractMove = 'accept' | 'reject' | 'withdraw' | 'terminate' | 'agreeEnd' | 'refuseEnd';

export const actionOf: Record<ContractMove, 'accept' | 'reject' | 'terminate'> = {
  accept: 'accept',
  reject: 'reject',
  withdraw: 'terminate',
  terminate: 'terminate',
  agreeEnd: 'accept',
  refuseEnd: 'reject',
};

export interface ContractStanding {
  /** A locale key suffix: contractStatus_<status>. */
  status: 'pending' | 'starting' | 'inForce' | 'ending' | 'rejected' | 'terminated' | 'completed';
  moves: ContractMove[];
  /** The agent asked to end it and the other side has not answered. */
  waiting: boolean;
  /** The other side asked to end it. */
  endAsked: boolean;
}

/**
 * Where a contract stands for one of its parties, and what that party may do (decision 0283): the
 * downline answers an offer, the upline may withdraw it; either asks to end one in force, and the
 * other agrees or refuses. For a top agent the other party is the house, answering from the console.
 */
export function contractStanding(c: Contract, side: ContractSide, now: number): ContractStanding {
  const none = { moves: [], waiting: false, endAsked: false };
  if (c.status === 'pending') return { ...none, status: 'pending', moves: side === 'downline' ? ['accept', 'reject'] : ['withdraw'] };
  if (c.status !== 'accepted') return { ...none, status: c.status };
  if (c.endsAt !== null) return { ...none, status: 'ending' };
  const status = c.startsAt !== null && Date.parse(c.startsAt) > now ? 'starting' : 'inForce';
  if (c.terminationBy === null) return { ...none, status, moves: ['terminate'] };
  if (c.terminationBy === side) return { ...none, status, waiting: true };
  return { ...none, status, moves: ['agreeEnd', 'refuseEnd'], endAsked: true };
}
