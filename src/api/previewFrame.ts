import type { QueryClient } from '@tanstack/react-query';
import type { Permission, RegistrationRules } from '../generated/types';
import { preview } from './preview';
import { permissionQuery } from './system/site';
import { previewMessages } from './previewMessages';


/**
 * In a preview frame, draws the registration rules the console page around it posts as the
 * operator types, in place of the draft's, also after the brand is asked for again; and tells that
 * page when it is listening. Only the parent page, only from this origin, only with a preview
 * token: no other page can change what a player's form asks. Loaded only in a preview frame, so
 * players' pages never carry it.
 */
export function followPostedRules(client: QueryClient) {
  if (!preview.token || window.parent === window) return;
  const key = permissionQuery().queryKey;
  let posted: RegistrationRules | null = null;
  const apply = () => posted && client.setQueryData(key, (p: Permission | undefined) => p && { ...p, register: posted! });
  // A fresh answer from the server carries the draft's rules: the posted ones go back over them.
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual && event.query.queryHash === JSON.stringify(key)) apply();
  });
  window.addEventListener('message', (e: MessageEvent<{ type?: string; rules?: RegistrationRules }>) => {
    if (e.origin !== window.location.origin || e.source !== window.parent || e.data?.type !== previewMessages.rules || !e.data.rules) return;
    posted = e.data.rules;
    apply();
  });
  window.parent.postMessage({ type: previewMessages.ready }, window.location.origin);
}
