import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

/** The agent centre's Announcement page: the brand's notices for agents, a page at a time (decision 0281). */
export const agentNoticesQuery = (token: string, lang: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: ['agent', 'notices', token, lang, pageNo, pageSize],
    queryFn: ({ signal }) => apiGet('agent/notices', { pageNo, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
