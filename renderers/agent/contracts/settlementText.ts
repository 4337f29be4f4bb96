import { useTranslation } from 'react-i18next';
import type { ContractFigures, ContractSettlement } from '../../../src/generated/types';
import { formatNumber } from '../../../src/engine/formatNumber';
import { useMoney } from '../../parts/useMoney';

/** A settlement's figures as one line: what it was judged on (My Income and the contract pages). */
export function useFiguresText(): (f: ContractFigures) => string {
  const { t } = useTranslation('agent');
  const money = useMoney();
  return (f) =>
    [
      f.validBet !== undefined && t('income_figureValidBet', { value: money(f.validBet) }),
      f.teamLoss !== undefined && t('income_figureTeamLoss', { value: money(f.teamLoss) }),
      f.carriedLoss !== undefined && t('income_figureCarried', { value: money(f.carriedLoss) }),
      f.branchCap !== undefined && t('income_figureBranchCap', { value: money(f.branchCap) }),
      f.activeMembers !== undefined && t('income_figureActive', { value: formatNumber(f.activeMembers) }),
      f.rate !== undefined && t('income_figureRate', { value: f.rate }),
      f.bets !== undefined && t('income_figureBets', { value: formatNumber(f.bets) }),
      f.lostStake !== undefined && t('income_figureLost', { value: money(f.lostStake) }),
      f.wonStake !== undefined && t('income_figureWon', { value: money(f.wonStake) }),
    ]
      .filter(Boolean)
      .join(' · ');
}

/** Where a settlement stands (decision 0292): paid, awaiting the house's approval, or rejected with the reason. */
export function useSettlementStatusText(): (s: Pick<ContractSettlement, 'status' | 'reason'>) => string {
  const { t } = useTranslation('agent');
  return (s) => (s.status === 'rejected' ? t('settlementStatus_rejectedBecause', { reason: s.reason ?? '' }) : t(`settlementStatus_${s.status}`));
}
