import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectLive } from '../api/live';
import type { LiveEvent } from '../generated/types';
import { savedToken, sessionOver } from './api';
import { deskChanged, desksChanged } from './queries/payments';
import { contractSettlementsChanged } from './queries/contractSettlements';
import { agentApplicationsChanged } from './queries/agentApplications';
import { lotteryLiabilityChanged } from './queries/lottery';
import { feedbackChanged } from './queries/feedback';
import { chatChanged } from './queries/chat';

/**
 * The console's live channel (src/api/live.ts, with the operator's token): a brand's payments desk,
 * contract settlements, queue of agent applications, feedback, live chats or lottery liability that changed asks again for what it shows,
 * and a session that ended elsewhere shows the sign-in.
 * Draws nothing.
 */
export function ConsoleLive() {
  const client = useQueryClient();
  useEffect(() => {
    // The token the last hello said: a session ended or refused is that one, unless renewed since.
    let said: string | null = null;
    const hello = () => {
      said = savedToken();
      return said ? { token: null, operator: said } : { token: null };
    };
    const over = () => {
      if (said) void sessionOver(said).then((now) => now && connection.hello());
    };
    // Events may have been missed: every queue shown asks again.
    const everythingChanged = () => {
      void desksChanged(client);
      void contractSettlementsChanged(client);
      void agentApplicationsChanged(client);
      void lotteryLiabilityChanged(client);
      void feedbackChanged(client);
      void chatChanged(client);
    };
    const onEvent = (event: LiveEvent) => {
      if (event.type === 'desk' && event.brandId && event.book) {
        if (event.book === 'contractSettlements') void contractSettlementsChanged(client, event.brandId);
        else void deskChanged(client, event.brandId, event.book);
      } else if (event.type === 'applications' && event.brandId) void agentApplicationsChanged(client, event.brandId);
      else if (event.type === 'liability' && event.brandId) void lotteryLiabilityChanged(client, event.brandId);
      else if (event.type === 'feedback' && event.brandId) void feedbackChanged(client, event.brandId);
      else if (event.type === 'chat' && event.brandId) void chatChanged(client, event.brandId);
      else if (event.type === 'resync') everythingChanged();
      else if (event.type === 'sessionEnded') over();
    };
    const connection = connectLive({
      hello,
      onEvent,
      onWelcome: (signedIn) => signedIn || over(),
      onReconnected: everythingChanged,
    });
    return () => connection.close();
  }, [client]);
  return null;
}
