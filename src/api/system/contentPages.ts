import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

// The queries of the notices and help pages, apart from ./system: those pages load when opened, and
// what only they ask for stays out of every page's first script.

export const noticesQuery = (lang: string, pageNo: number, pageSize = 10) =>
  queryOptions({ queryKey: ['system', 'notices', lang, pageNo, pageSize], queryFn: ({ signal }) => apiGet('system/notices', { pageNo, pageSize }, signal) });

export const helpCenterQuery = (lang: string) => queryOptions({ queryKey: ['system', 'helpCenter', lang], queryFn: ({ signal }) => apiGet('system/helpCenter', {}, signal) });
