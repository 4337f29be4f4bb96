import { mutationOptions } from '@tanstack/react-query';
import { apiSend, type CallRequest } from '../client';
import { clearSession } from '../sessionStore';

// The session calls as mutations: what a sign-in or sign-out form runs.
export const loginMutation = () =>
  mutationOptions({ mutationKey: ['session', 'login'], mutationFn: (body: CallRequest<'session/login'>) => apiSend('session/login', body) });

/** Ends the session on the server; the tab forgets it even when the server cannot be reached. */
export const logoutMutation = () =>
  mutationOptions({
    mutationKey: ['session', 'logout'],
    mutationFn: () => apiSend('session/logout').then(() => undefined, () => undefined),
    onSettled: () => clearSession(),
  });
