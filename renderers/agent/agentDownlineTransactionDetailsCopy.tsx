import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { LedgerRecord } from '../member/record/LedgerRecord';

/** Transaction Details: every movement of money of every member below the agent, each with its account, by account, kind and period. */
export default function TeamTransactions({ pageKey }: SlotProps['agent']) {
  const { t } = useTranslation('agent');
  return <LedgerRecord pageKey={pageKey} title={t(pageKey)} emptyTitle={t('teamTransactionsEmpty')} team />;
}
