import type { SlotProps } from '../../src/contract/slotProps';
import { CentrePage } from '../parts/CentrePage';

export default function AgentDownlineTransactionDetailsCopyPage({ pageKey }: SlotProps['agent']) {
  return <CentrePage ns="agent" pageKey={pageKey} />;
}
