import type { SlotProps } from '../slotProps';
import { CentrePage } from '../parts/CentrePage';

export default function AgentDownlineTransactionDetailsCopyPage({ pageKey }: SlotProps['agent']) {
  return <CentrePage ns="agent" pageKey={pageKey} />;
}
