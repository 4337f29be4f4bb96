import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { GameMenus } from '../generated/types';

export const gameMenusQuery = () =>
  queryOptions({ queryKey: ['games', 'menus'], queryFn: ({ signal }) => apiGet('games/gameMenus', {}, signal) });
