import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, apiSendOnce, type CallRequest } from '../client';

/** AFFMAN3, the registration centre: the agent's own registration links, and whether the brand lets agents open agents. */
export const affiliateLinksQuery = (token: string) =>
  queryOptions({ queryKey: ['agent', 'links', token], queryFn: ({ signal }) => apiGet('agent/affiliateLinks', {}, signal), staleTime: 0 });

/** Opens a downline: its key kept by the caller, so a double tap opens one account. */
export const createDownline = (input: CallRequest<'agent/createDownline'>, idempotencyKey: string) => apiSendOnce('agent/createDownline', input, idempotencyKey);

/** A new link, its key kept by the caller, so a double tap makes one. */
export const createAffiliateLink = (input: CallRequest<'agent/createAffiliateLink'>, idempotencyKey: string) => apiSendOnce('agent/createAffiliateLink', input, idempotencyKey);

/** Switches a link or changes its note. */
export const updateAffiliateLink = (input: CallRequest<'agent/updateAffiliateLink'>) => apiSend('agent/updateAffiliateLink', input);

/** After a link changed: the list is asked again. */
export const linksChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: ['agent', 'links'] });
