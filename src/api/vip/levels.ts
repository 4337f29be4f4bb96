import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

/** VIP3: the brand's ladder with each level's benefits, in the page's language; the same for every visitor. */
export const vipLevelsQuery = (lang: string) =>
  queryOptions({ queryKey: ['vip', 'levels', lang], queryFn: ({ signal }) => apiGet('vip/levels', {}, signal), staleTime: 5 * 60_000 });

/**
 * VIP3: the member's level and progress. Keyed under `member`, so the live channel's `member` event
 * (their level changed, which updates their member row) refreshes it with the header's info.
 */
export const vipStatusQuery = (token: string, lang: string) =>
  queryOptions({ queryKey: ['member', 'vip', token, lang], queryFn: ({ signal }) => apiGet('vip/status', {}, signal), staleTime: 0 });
