import type { SlotProps } from '../../src/contract/slotProps';
import { CentrePage } from '../parts/CentrePage';

export default function AgentDividendRecordCopy2Page({ pageKey }: SlotProps['agent']) {
  return <CentrePage ns="agent" pageKey={pageKey} />;
}
