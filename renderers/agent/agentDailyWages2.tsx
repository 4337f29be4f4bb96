import type { SlotProps } from '../../src/contract/slotProps';
import { ContractsPage } from './contracts/ContractsPage';

/** The agent centre's daily salary contracts (decision 0283). */
export default function DailySalaryContracts({ pageKey }: SlotProps['agent']) {
  return <ContractsPage pageKey={pageKey} kind="daily" />;
}
