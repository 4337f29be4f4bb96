import { mutationOptions } from '@tanstack/react-query';
import { apiSend, type CallRequest } from '../client';

// Forgot password (SPEC §5) as mutations: what its forms run.
export const passwordByMobileMutation = () =>
  mutationOptions({ mutationKey: ['member', 'passwordByMobile'], mutationFn: (body: CallRequest<'member/passwordByMobile'>) => apiSend('member/passwordByMobile', body) });

export const passwordEmailMutation = () =>
  mutationOptions({ mutationKey: ['member', 'passwordEmail'], mutationFn: (body: CallRequest<'member/passwordEmail'>) => apiSend('member/passwordEmail', body) });

export const passwordResetMutation = () =>
  mutationOptions({ mutationKey: ['member', 'passwordReset'], mutationFn: (body: CallRequest<'member/passwordReset'>) => apiSend('member/passwordReset', body) });

