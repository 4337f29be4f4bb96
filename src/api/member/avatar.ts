import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiUpload } from '../upload';
import { memberInfoQuery } from './info';

// Its own file, not member.ts: member.ts is in the home page's first script, and only the
// security centre uploads.

/** PROFPIC3: replaces the member's picture; the member info then names the new address. */
export const avatarMutation = (client: QueryClient, token: string, progress: (sent: number) => void) =>
  mutationOptions({
    mutationKey: ['member', 'avatar', token],
    mutationFn: (data: string) => apiUpload('member/avatar', { data }, progress),
    onSuccess: (avatar) => client.setQueryData(memberInfoQuery(token).queryKey, (info) => (info ? { ...info, avatarUrl: avatar.avatarUrl } : info)),
  });
