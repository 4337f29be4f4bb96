import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { BetRecordPage } from './record/BetRecordPage';

/** The betting record: the member's rounds, newest first, by vendor, category and period, ten a page. */
export default function PersonalHistoryCopy({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation('member');
  return <BetRecordPage pageKey={pageKey} title={t(pageKey)} />;
}
