import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../src/api/client';
import { sessionsQuery } from '../../../src/api/member/profile';

/**
 * Signs out every other device of the member (and forgets every remembered one), given the login
 * password; the sessions list shows the answer at once. Used by the list and after a change of the
 * authenticator app, which offers it (ASVS 7.4.3).
 */
export function useEndOtherSessions(token: string, onError: (err: unknown) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiSend('member/endOtherSessions', password ? { password } : {}),
    onSuccess: (next) => client.setQueryData(sessionsQuery(token).queryKey, next),
    onError,
  });
}
