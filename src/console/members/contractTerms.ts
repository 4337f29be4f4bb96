import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import contract from '../../../schemas/api/agent/contract.schema.json';
import common from '../../../schemas/api/common.schema.json';
import type { ContractKind, ContractTerms, DailyWageTerms, DividendTerms, HourlyWageTerms, RealTimeTerms } from '../../generated/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const termsOf: Record<ContractKind, keyof typeof contract.definitions> = {
  dividend: 'DividendTerms',
  daily: 'DailyWageTerms',
  hourly: 'HourlyWageTerms',
  realtime: 'RealTimeTerms',
};

/**
 * The terms form of one contract kind, straight from the contract schema
 * (schemas/api/agent/contract.schema.json): its definitions, and the amount the terms name from the
 * common schema, gathered where the form's own references find them.
 */
export function contractTermsSchema(kind: ContractKind): RJSFSchema {
  const definitions = JSON.parse(JSON.stringify({ ...contract.definitions, Amount: common.definitions.Amount }).replaceAll('../common.schema.json#', '#')) as Record<string, RJSFSchema>;
  return { definitions, $ref: `#/definitions/${termsOf[kind]}` };
}

/** What a new offer of each kind starts from: one tier at zero, a weekly dividend. */
export function blankTerms(kind: ContractKind): ContractTerms {
  if (kind === 'dividend') return { period: 'weekly', tiers: [{ validBet: '0', teamLoss: '0', activeMembers: 0, rate: '0' }] };
  if (kind === 'daily') return { tiers: [{ validBet: '0', activeMembers: 0, rate: '0' }] };
  if (kind === 'hourly') return { tiers: [{ validBet: '0', rate: '0' }] };
  return { profitRate: '0', lossRate: '0', minBet: '0' };
}

/** The terms in words, a line a tier, for the contracts table. */
export function termsLines(kind: ContractKind, terms: ContractTerms, money: (v: string) => string, t: Translate): string[] {
  if (kind === 'realtime') {
    const r = terms as RealTimeTerms;
    return [t('contractRealTimeTerms', { profit: r.profitRate, loss: r.lossRate, min: money(r.minBet) })];
  }
  if (kind === 'dividend') {
    const d = terms as DividendTerms;
    return [t(`contractPeriod_${d.period}`), ...d.tiers.map((x) => t('contractDividendTier', { bet: money(x.validBet), loss: money(x.teamLoss), active: x.activeMembers, rate: x.rate }))];
  }
  if (kind === 'daily') return (terms as DailyWageTerms).tiers.map((x) => t('contractDailyTier', { bet: money(x.validBet), active: x.activeMembers, rate: x.rate }));
  return (terms as HourlyWageTerms).tiers.map((x) => t('contractHourlyTier', { bet: money(x.validBet), rate: x.rate }));
}

/** The terms form's labels in the console's language; the schema's own titles are type names. */
export function contractTermsUi(kind: ContractKind, t: Translate): UiSchema {
  const rate = { 'ui:title': t('contractFieldRate'), 'ui:description': t('contractFieldRateHelp') };
  const tier = {
    'ui:title': t('contractFieldTier'),
    validBet: { 'ui:title': kind === 'hourly' ? t('contractFieldHourBet') : t('contractFieldValidBet') },
    teamLoss: { 'ui:title': t('contractFieldTeamLoss') },
    activeMembers: { 'ui:title': t('contractFieldActive') },
    rate,
  };
  if (kind === 'realtime')
    return {
      'ui:title': t('houseContractTerms'),
      profitRate: { ...rate, 'ui:title': t('contractFieldProfitRate') },
      lossRate: { ...rate, 'ui:title': t('contractFieldLossRate') },
      minBet: { 'ui:title': t('contractFieldMinBet') },
    };
  return {
    'ui:title': t('houseContractTerms'),
    period: { 'ui:title': t('contractFieldPeriod'), 'ui:enumNames': (['daily', 'weekly', 'semimonthly', 'monthly'] as const).map((p) => t(`contractPeriod_${p}`)) },
    tiers: { 'ui:title': t('contractFieldTiers'), 'ui:description': t('contractFieldTiersHelp'), items: tier },
  };
}
