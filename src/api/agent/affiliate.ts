import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

/** AFFMAN3: whether a registration link's affiliate code is a live agent's (SPEC §4: checked first). */
export const affiliateCheckQuery = (code: string) =>
  queryOptions({ queryKey: ['agent', 'affiliate', code], queryFn: ({ signal }) => apiGet('agent/affiliate', { code }, signal), staleTime: Infinity, retry: false });
