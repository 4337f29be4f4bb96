import type { ContractKind, ContractTerms, DividendTerms, RealTimeTerms } from '../generated/types';

/**
 * An offer's terms as the agent types them (decision 0283): text in every box, checked here for its
 * form before the server judges it against the agent's own contract (CONTRACT_ABOVE_CEILING) and the
 * order of the tiers (CONTRACT_TIERS_ORDER).
 */
export type TierField = 'validBet' | 'teamLoss' | 'activeMembers' | 'rate';
export type RealTimeField = 'profitRate' | 'lossRate' | 'minBet';
export type DividendPeriod = DividendTerms['period'];

export type DraftTier = Record<TierField, string>;

export interface ContractDraft {
  period: DividendPeriod;
  tiers: DraftTier[];
  realtime: Record<RealTimeField, string>;
}

export const dividendPeriods: readonly DividendPeriod[] = ['daily', 'weekly', 'semimonthly', 'monthly'];
/** The schema takes up to 25; ten is what an offer form keeps readable. */
export const maxTiers = 10;

/** The figures each kind's tiers ask for, in the order they are shown; a real-time salary has none. */
export const tierFields: Record<ContractKind, readonly TierField[]> = {
  dividend: ['validBet', 'teamLoss', 'activeMembers', 'rate'],
  daily: ['validBet', 'activeMembers', 'rate'],
  hourly: ['validBet', 'rate'],
  realtime: [],
};
export const realTimeFields: readonly RealTimeField[] = ['profitRate', 'lossRate', 'minBet'];

// The schema's own patterns (schemas/api/common.schema.json Amount, contract.schema.json Rate).
const amountPattern = /^[0-9]{1,13}(\.[0-9]{1,2})?$/;
const ratePattern = /^(100(\.0{1,2})?|[0-9]{1,2}(\.[0-9]{1,2})?)$/;
const membersPattern = /^[0-9]{1,7}$/;
const maxMembers = 1_000_000;

/** Why a box's text cannot be sent, as a locale key of the `agent` namespace. */
export type DraftProblem = 'contractRequired' | 'contractAmountFormat' | 'contractRateFormat' | 'contractMembersFormat';

const kindOfField = (field: TierField | RealTimeField): 'amount' | 'rate' | 'members' =>
  field === 'activeMembers' ? 'members' : field === 'rate' || field === 'profitRate' || field === 'lossRate' ? 'rate' : 'amount';

/** The problem with one box's text, or null. */
export function fieldProblem(field: TierField | RealTimeField, text: string): DraftProblem | null {
  const value = text.trim();
  if (value === '') return 'contractRequired';
  switch (kindOfField(field)) {
    case 'amount':
      return amountPattern.test(value) ? null : 'contractAmountFormat';
    case 'rate':
      return ratePattern.test(value) ? null : 'contractRateFormat';
    case 'members':
      return membersPattern.test(value) && Number(value) <= maxMembers ? null : 'contractMembersFormat';
  }
}

const emptyTier = (): DraftTier => ({ validBet: '', teamLoss: '', activeMembers: '', rate: '' });

/** The offer form's start: the agent's own terms, the most it may offer. */
export function draftOf(kind: ContractKind, ceiling: ContractTerms | null): ContractDraft {
  const draft: ContractDraft = { period: 'weekly', tiers: [emptyTier()], realtime: { profitRate: '', lossRate: '', minBet: '' } };
  if (!ceiling) return draft;
  if (kind === 'realtime') {
    const t = ceiling as RealTimeTerms;
    return { ...draft, realtime: { profitRate: t.profitRate, lossRate: t.lossRate, minBet: t.minBet } };
  }
  const tiered = ceiling as { period?: DividendPeriod; tiers: Array<Partial<Record<TierField, string | number>>> };
  return {
    ...draft,
    period: tiered.period ?? draft.period,
    tiers: tiered.tiers.slice(0, maxTiers).map((tier) => ({ ...emptyTier(), ...Object.fromEntries(Object.entries(tier).map(([k, v]) => [k, String(v)])) })),
  };
}

/** A new tier below the last: a copy of it, to raise from. */
export function withTierAdded(draft: ContractDraft): ContractDraft {
  if (draft.tiers.length >= maxTiers) return draft;
  return { ...draft, tiers: [...draft.tiers, { ...(draft.tiers.at(-1) ?? emptyTier()) }] };
}

export function withTierRemoved(draft: ContractDraft, index: number): ContractDraft {
  if (draft.tiers.length <= 1) return draft;
  return { ...draft, tiers: draft.tiers.filter((_, i) => i !== index) };
}

/** The key of a box in a draft: `profitRate`, or `tiers.<n>.<field>`. */
export const tierKey = (index: number, field: TierField) => `tiers.${index}.${field}`;

/** Every box's problem, by its key; empty when the draft can be sent. */
export function draftProblems(kind: ContractKind, draft: ContractDraft): Record<string, DraftProblem> {
  const problems: Record<string, DraftProblem> = {};
  if (kind === 'realtime') {
    for (const field of realTimeFields) {
      const p = fieldProblem(field, draft.realtime[field]);
      if (p) problems[field] = p;
    }
    return problems;
  }
  draft.tiers.forEach((tier, i) => {
    for (const field of tierFields[kind]) {
      const p = fieldProblem(field, tier[field]);
      if (p) problems[tierKey(i, field)] = p;
    }
  });
  return problems;
}

/** The terms a checked draft sends, in the shape of its kind's schema. */
export function termsOf(kind: ContractKind, draft: ContractDraft): ContractTerms {
  if (kind === 'realtime') return { profitRate: draft.realtime.profitRate.trim(), lossRate: draft.realtime.lossRate.trim(), minBet: draft.realtime.minBet.trim() };
  const tiers = draft.tiers.map((tier) => Object.fromEntries(tierFields[kind].map((field) => [field, field === 'activeMembers' ? Number(tier[field].trim()) : tier[field].trim()])));
  return (kind === 'dividend' ? { period: draft.period, tiers } : { tiers }) as unknown as ContractTerms;
}
