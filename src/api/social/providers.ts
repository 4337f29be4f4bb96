import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend, type CallRequest } from '../client';

// Sign-in with Google and Facebook: which providers are ready, the start, and the trade of the
// callback's code for a session (server/modules/social).
export const socialProvidersQuery = () =>
  queryOptions({ queryKey: ['social', 'providers'], queryFn: ({ signal }) => apiGet('social/providers', {}, signal), staleTime: 30_000 });

export const socialStartMutation = () =>
  mutationOptions({ mutationKey: ['social', 'start'], mutationFn: (body: CallRequest<'social/start'>) => apiSend('social/start', body) });

export const socialFinishMutation = () =>
  mutationOptions({ mutationKey: ['social', 'finish'], mutationFn: (body: CallRequest<'social/finish'>) => apiSend('social/finish', body) });

/** Where the page keeps the start's binding while the browser is away at the provider: this tab only. */
const bindingKey = 'marquee.social.binding';
/** Set when the start linked a provider to the signed-in account (from the security centre), so the return goes back there. */
const linkingKey = 'marquee.social.linking';
export function keepSocialBinding(binding: string, linking = false): void {
  sessionStorage.setItem(bindingKey, binding);
  if (linking) sessionStorage.setItem(linkingKey, '1');
  else sessionStorage.removeItem(linkingKey);
}
/** The binding, once, and whether it was a link: a second trade of the same sign-in has nothing to send. */
export function takeSocialBinding(): { binding: string | null; linking: boolean } {
  const binding = sessionStorage.getItem(bindingKey);
  const linking = sessionStorage.getItem(linkingKey) === '1';
  sessionStorage.removeItem(bindingKey);
  sessionStorage.removeItem(linkingKey);
  return { binding, linking };
}

