import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { BetRecordPage } from '../member/record/BetRecordPage';

/** Team Betting: the rounds of every member below the agent, each with its account, found by a part of it, by vendor, category and period. */
export default function TeamBetting({ pageKey }: SlotProps['agent']) {
  const { t } = useTranslation('agent');
  return <BetRecordPage pageKey={pageKey} title={t(pageKey)} team />;
}
