import type { ConsolidatedContracts, ContractKind } from '../../../src/generated/types';

/** Each kind's agent-centre page and its number in the consolidated call, in the order Team management offers them. */
export const contractPages: ReadonlyArray<{ kind: ContractKind; pageKey: string; consolidated: keyof ConsolidatedContracts }> = [
  { kind: 'realtime', pageKey: 'agentRealtimeSalary', consolidated: 'realtimesalreqtype' },
  { kind: 'hourly', pageKey: 'agentHourSalary', consolidated: 'contracthoursalreq' },
  { kind: 'daily', pageKey: 'agentDailyWages2', consolidated: 'dailysalreqtype' },
  { kind: 'dividend', pageKey: 'agentDividendRecordCopy2', consolidated: 'divtypereq' },
];

/**
 * The downline Team management's "Offer contract" chose: the offer form of the contract page it
 * opens starts with it. Kept until an offer is sent, so each kind's page the agent turns to has it.
 */
let target: OfferTarget | null = null;

export interface OfferTarget {
  id: string;
  /** What the form searches for, so the downline is listed however many agents the team has. */
  account: string;
}

export const offerTarget = (): OfferTarget | null => target;

export function setOfferTarget(downline: OfferTarget | null): void {
  target = downline;
}
