import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import type { OperatorRow, OpsOperatorReset } from '../../generated/types';
import { opsCall } from '../api';

// The console's operators, kept by admins: the list, one added, a lost password or authenticator
// reset, one locked out or let back. Every builder takes the console's language, which goes with
// the call (the words of a refusal) but is no part of a key.

/** What an admin may do to another operator's account. */
export type OperatorAction = 'password' | 'authenticator' | 'lock' | 'unlock';

export const operatorKeys = {
  all: () => ['ops', 'operators'] as const,
  list: () => [...operatorKeys.all(), 'list'] as const,
};

export const operatorQueries = {
  list: (lang: string) => queryOptions({ queryKey: operatorKeys.list(), queryFn: () => opsCall('ops/operators', {}, lang) }),
};

export const operatorMutations = {
  /** Adds an operator; the one-time password and authenticator key come back once. */
  create: (lang: string) => mutationOptions({ mutationFn: (input: CallIO['ops/createOperator']['request']) => opsCall('ops/createOperator', input, lang) }),
  /**
   * Locks an operator out or lets them back, or resets a lost password or authenticator with how
   * the admin knew it was them: answers the sessions it ended and, for a reset, what to hand over.
   */
  act: (lang: string) =>
    mutationOptions({
      mutationFn: async ({ row, action, identityNote }: { row: OperatorRow; action: OperatorAction; identityNote: string }): Promise<{ endedSessions: number; reset: OpsOperatorReset | null }> => {
        if (action === 'lock' || action === 'unlock') {
          const { endedSessions } = await opsCall('ops/operatorStatus', { id: row.id, locked: action === 'lock' }, lang);
          return { endedSessions, reset: null };
        }
        const reset = await opsCall('ops/resetOperator', { id: row.id, what: action, identityNote }, lang);
        return { endedSessions: reset.endedSessions, reset };
      },
    }),
};
