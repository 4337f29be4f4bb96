import type { SlotProps } from '../../src/contract/slotProps';
import { ChatRoom } from '../parts/chat/ChatRoom';

/** SPEC §2.5's chat room, opened by the customer-service icon and the maintenance and region pages (decision 0329). */
export default function ChatRoomDialog({ onClose }: SlotProps['dialog']) {
  return <ChatRoom onClose={onClose} />;
}
