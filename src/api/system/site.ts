import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import type { BannerGroup } from '../../generated/types';

// One queryOptions per call: the same object serves useQuery, prefetching and invalidation.
export const statusQuery = () => queryOptions({ queryKey: ['system', 'status'], queryFn: ({ signal }) => apiGet('system/status', {}, signal) });

/** How often an open page asks for its brand again, while it is in front: an operator's published change reaches it within this. */
export const BRAND_POLL_MS = 5000;

/**
 * The brand's modules, rules and settings. An open page follows an operator's change without a
 * reload: it asks again every BRAND_POLL_MS while visible, when its window regains focus, and on
 * every navigation (BrandFollower). An unchanged answer keeps the same object, so nothing redraws.
 */
export const permissionQuery = () =>
  queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: ({ signal }) => apiGet('system/permission', { url: window.location.host }, signal),
    refetchInterval: BRAND_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: BRAND_POLL_MS,
  });

// Operator content answers in the language the client sends (`Language`): the key carries it, so a
// language switch shows the other language's copy, never the one cached before. A banner is such
// content: its words are in its picture.
export const bannersQuery = (lang: string, groupName: BannerGroup) =>
  queryOptions({ queryKey: ['system', 'banners', lang, groupName], queryFn: ({ signal }) => apiGet('system/banners', { groupName }, signal) });

export const announcementsQuery = (lang: string, types: string[]) =>
  queryOptions({
    queryKey: ['system', 'announcements', lang, types.join(',')],
    queryFn: ({ signal }) => apiGet('system/announcements', { types: types.join(','), platform: 'W' }, signal),
  });
