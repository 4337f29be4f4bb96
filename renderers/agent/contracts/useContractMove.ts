import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractKind } from '../../../src/generated/types';
import { failureMessage } from '../../../src/api/client';
import { contractsChanged, sendContract } from '../../../src/api/agent/contracts';
import { useSession } from '../../../src/api/sessionStore';
import { actionOf, type ContractMove } from '../../../src/engine/contractStanding';

export interface MoveState {
  /** The move under way, to show its button busy. */
  busy: { id: string; move: ContractMove } | null;
  /** What the last move answered, by contract: its success, or the server's message. */
  said: { id: string; text: string; failed: boolean } | null;
  /** An accept that would end contracts the agent gave: held until it proceeds or cancels. */
  held: { contract: Contract; breaks: Contract[] } | null;
}

/**
 * One party's move on a contract, and what follows: the page and the menu's consolidated numbers
 * ask again; an accept the server held back for the contracts it would break waits for `proceed`.
 */
export function useContractMove(kind: ContractKind) {
  const { t } = useTranslation(['agent', 'common']);
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  const [state, setState] = useState<MoveState>({ busy: null, said: null, held: null });

  const run = async (contract: Contract, move: ContractMove, proceed = false) => {
    setState((s) => ({ ...s, busy: { id: contract.id, move }, said: null }));
    try {
      const book = await sendContract(kind, { action: actionOf[move], contractId: contract.id, ...(proceed ? { proceed: true } : {}) });
      if (!book.changed && book.breaks.length > 0) {
        setState({ busy: null, said: null, held: { contract, breaks: book.breaks } });
        return;
      }
      setState({ busy: null, held: null, said: { id: contract.id, text: t(`agent:contractDone_${move}`), failed: false } });
    } catch (err) {
      setState({ busy: null, held: null, said: { id: contract.id, text: failureMessage(err, t('common:networkError')), failed: true } });
    }
    await contractsChanged(client, token);
  };

  return {
    state,
    run: (contract: Contract, move: ContractMove) => void run(contract, move),
    proceed: () => {
      if (state.held) void run(state.held.contract, 'accept', true);
    },
    cancel: () => setState((s) => ({ ...s, held: null })),
  };
}
