import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import type { BannerGroup } from '../../generated/types';

// One queryOptions per call: the same object serves useQuery, prefetching and invalidation.
export const statusQuery = () => queryOptions({ queryKey: ['system', 'status'], queryFn: ({ signal }) => apiGet('system/status', {}, signal) });

/**
 * The brand's modules, rules and settings. An open page follows an operator's change without a
 * reload: the live channel says when the brands changed (LiveFollower), and the page asks again
 * when its window regains focus and on every navigation (BrandFollower). An unchanged answer keeps
 * the same object, so nothing redraws.
 */
export const permissionQuery = () =>
  queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: ({ signal }) => apiGet('system/permission', { url: window.location.host }, signal),
    refetchOnWindowFocus: true,
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
