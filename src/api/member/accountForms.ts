import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiGetWithToken, apiSend, type CallRequest } from '../client';
import { saveSession } from '../sessionStore';
import { memberInfoQuery } from './info';
import type { MemberInfo } from '../../generated/types';

// What the sign-in, registration and password dialogs send: apart from ./member, whose queries
// every page's header reads, so they load with those dialogs and not in every page's first script.

/**
 * The end of a sign-in: learn who the token belongs to before the tab keeps it, so the header
 * never shows a session without its account and account type. The answer goes into the cache, so
 * the start-up load of member info (RuntimeProvider) does not ask again.
 */
export async function keepSignIn(queryClient: QueryClient, token: string): Promise<MemberInfo> {
  const info = await apiGetWithToken(token, 'member/info');
  queryClient.setQueryData(memberInfoQuery(token).queryKey, info);
  saveSession({ token, accountType: info.type, account: info.account });
  return info;
}

/** Registration by account name or by mobile number (SPEC §4): the two tabs are two calls. */
export const registerMutation = (tab: 'username' | 'mobile') =>
  mutationOptions({
    mutationKey: ['member', 'register', tab],
    mutationFn: (body: CallRequest<'member/register'>) => (tab === 'mobile' ? apiSend('member/registerMobile', body) : apiSend('member/register', body)),
  });

/** SPEC §5 change password: the old one and the new one, sealed like the sign-in. */
export const changePasswordMutation = () =>
  mutationOptions({ mutationKey: ['member', 'password'], mutationFn: (body: CallRequest<'member/password'>) => apiSend('member/password', body) });
