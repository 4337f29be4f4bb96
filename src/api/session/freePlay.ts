import { mutationOptions } from '@tanstack/react-query';
import { apiSend } from '../client';

/** Free play (SPEC §4): a trial account's session, what the header's button runs. */
export const freePlayMutation = () =>
  mutationOptions({ mutationKey: ['session', 'freeplay'], mutationFn: () => apiSend('session/freeplay', { os: 'web', platform: 'W' }) });
