import type { SlotProps } from '../../src/contract/slotProps';
import { ContractsPage } from './contracts/ContractsPage';

/** The agent centre's dividend contracts (decision 0283). */
export default function DividendContracts({ pageKey }: SlotProps['agent']) {
  return <ContractsPage pageKey={pageKey} kind="dividend" />;
}
