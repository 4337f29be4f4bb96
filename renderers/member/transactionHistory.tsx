import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { LedgerRecord } from './record/LedgerRecord';

/** The account record: every movement of the member's money, by kind and period. */
export default function TransactionHistory({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation('member');
  return <LedgerRecord pageKey={pageKey} emptyTitle={t('recordEmpty')} />;
}
