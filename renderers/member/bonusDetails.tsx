import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { LedgerRecord } from './record/LedgerRecord';

/** Bonus details: the bonuses credited to the member, from the same ledger as the account record. */
export default function BonusDetails({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation('member');
  return <LedgerRecord pageKey={pageKey} only="bonus" emptyTitle={t('bonusEmpty')} />;
}
