import { queryOptions } from '@tanstack/react-query';
import { apiSend } from '../client';

/**
 * The brand's slider challenge for one form (`owner`): `round` names each one, as the server spends
 * a challenge on every try and the form asks for the next. Never cached: an answered id is worth
 * nothing, and two forms on one page must not share one.
 */
export const sliderQuery = (owner: string, round: number) =>
  queryOptions({ queryKey: ['session', 'slider', owner, round], queryFn: () => apiSend('session/slider', {}), staleTime: Infinity, gcTime: 0 });
