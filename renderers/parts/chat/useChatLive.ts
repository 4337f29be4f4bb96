import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectLive, type LiveConnection } from '../../../src/api/live';
import { sessionToken } from '../../../src/api/sessionStore';
import { chatToken } from '../../../src/api/chat/chatToken';
import { chatChanged } from '../../../src/api/chat/chat';

/**
 * The chat room's own socket on the live channel while it is open (decision 0329): it works where the
 * shell's does not run (the maintenance and region pages), and says the visitor's chat token. A
 * `chat` event, or a reconnect after a break, reads the conversation again from its last message.
 * Answers `rehello`, for the room to call once a visitor's first message gave it a token.
 */
export function useChatLive(): () => void {
  const client = useQueryClient();
  const connection = useRef<LiveConnection | null>(null);
  useEffect(() => {
    const hello = () => {
      const token = sessionToken();
      const chat = token ? undefined : chatToken();
      return { token, ...(chat ? { chat } : {}) };
    };
    connection.current = connectLive({
      hello,
      onEvent: (event) => {
        if (event.type === 'chat' || event.type === 'resync') void chatChanged(client);
      },
      onReconnected: () => void chatChanged(client),
    });
    return () => connection.current?.close();
  }, [client]);
  return () => connection.current?.hello();
}
