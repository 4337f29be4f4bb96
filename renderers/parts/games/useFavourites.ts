import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../src/generated/types';
import { favouriteIdsQuery, favouriteToggle } from '../../../src/api/games/gameLobby';
import { failureMessage } from '../../../src/api/client';
import { useSession } from '../../../src/api/sessionStore';
import { isTrialAccount } from '../../../src/engine/accountType';
import { useDialog } from '../../../src/ui/useDialog';

export interface FavouriteStars {
  has(nodeId: number): boolean;
  toggle(game: Game, on: boolean): void;
  /** While its toggle is on its way, a star takes no second press. */
  busy(nodeId: number): boolean;
}

/** The favourite stars of a signed-in real member (SPEC §6: a trial account has none); null for anyone else or with the module off. */
export function useFavourites(enabled: boolean): FavouriteStars | null {
  const { t } = useTranslation('common');
  const session = useSession();
  const client = useQueryClient();
  const dialog = useDialog();
  const token = enabled && session && !isTrialAccount(session.accountType) ? session.token : '';
  const ids = useQuery({ ...favouriteIdsQuery(token), enabled: token !== '' });
  const toggle = useMutation({
    ...favouriteToggle(client, token),
    onError: (err) => void dialog.alert(failureMessage(err, t('networkError')), { icon: 'error' }),
  });
  if (!token) return null;
  const set = new Set(ids.data?.gameFavIds ?? []);
  return {
    has: (nodeId) => set.has(String(nodeId)),
    toggle: (game, on) => toggle.mutate({ game, on }),
    busy: (nodeId) => toggle.isPending && toggle.variables.game.nodeId === nodeId,
  };
}
