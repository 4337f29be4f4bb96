import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import { opsCall } from '../api';

// The signed-in operator's own account: their password and their sessions. Every builder takes the
// console's language, which goes with the call (the words of a refusal) but is no part of a key.

export const accountKeys = {
  all: () => ['ops', 'account'] as const,
  sessions: () => [...accountKeys.all(), 'sessions'] as const,
};

export const accountQueries = {
  /** The operator's live sessions, this one marked. */
  sessions: (lang: string) => queryOptions({ queryKey: accountKeys.sessions(), queryFn: () => opsCall('ops/sessions', {}, lang) }),
};

export const accountMutations = {
  changePassword: (lang: string) => mutationOptions({ mutationFn: (input: CallIO['ops/changePassword']['request']) => opsCall('ops/changePassword', input, lang) }),
  /** Ends one session (`id`), or every other one (`id` null), with the password given again; answers the sessions left. */
  endSession: (lang: string) =>
    mutationOptions({ mutationFn: ({ password, id }: { password: string; id: string | null }) => opsCall('ops/endSession', { password, ...(id === null ? {} : { id }) }, lang) }),
};

/** What an ended session leaves, set without asking again. */
export const sessionsLeft = (client: QueryClient, left: CallIO['ops/sessions']['response']) => client.setQueryData(accountKeys.sessions(), left);
/** After the password changed: the other sessions ended with the old one. */
export const otherSessionsEnded = (client: QueryClient) => client.invalidateQueries({ queryKey: accountKeys.sessions() });
