import type { SlotProps } from '../../src/contract/slotProps';
import { ContractsPage } from './contracts/ContractsPage';

/** The agent centre's hourly salary contracts (decision 0283). */
export default function HourlySalaryContracts({ pageKey }: SlotProps['agent']) {
  return <ContractsPage pageKey={pageKey} kind="hourly" />;
}
