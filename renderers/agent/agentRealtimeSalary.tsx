import type { SlotProps } from '../../src/contract/slotProps';
import { ContractsPage } from './contracts/ContractsPage';

/** The agent centre's real-time salary contracts (decision 0283). */
export default function RealTimeSalaryContracts({ pageKey }: SlotProps['agent']) {
  return <ContractsPage pageKey={pageKey} kind="realtime" />;
}
