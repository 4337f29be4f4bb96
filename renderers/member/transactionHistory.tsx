import type { SlotProps } from '../../src/contract/slotProps';
import { CentrePage } from '../parts/CentrePage';

export default function TransactionHistoryPage({ pageKey }: SlotProps['member']) {
  return <CentrePage ns="member" pageKey={pageKey} />;
}
