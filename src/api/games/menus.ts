import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import { gameKeys } from './gameKeys';

// The shell's own game call (the navigation, the footer and the runtime read the vendors on every
// page), apart from the lobby's (gameLobby.ts), as money.ts is apart from wallet.ts: a module the
// shell imports is part of the home route's first script, every export of it included.
export const gameMenusQuery = () =>
  queryOptions({ queryKey: gameKeys.menus(), queryFn: ({ signal }) => apiGet('games/gameMenus', {}, signal) });
