import type { SlotProps } from '../../src/contract/slotProps';
import { CentrePage } from '../parts/CentrePage';

export default function Depositv2Page({ pageKey }: SlotProps['member']) {
  return <CentrePage ns="member" pageKey={pageKey} />;
}
