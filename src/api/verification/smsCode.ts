import { mutationOptions } from '@tanstack/react-query';
import { apiSend } from '../client';
import { deviceId } from '../deviceId';

/** Where an SMS code is asked for: registering a number, signing in with one, or setting a new password by it. */
export type SmsPurpose = 'register' | 'login' | 'reset';

/**
 * Sends a code to the number (SPEC §4 "SMS code"); the answer says how long before another may be
 * sent. A sign-in code is bound to this browser's id, which the sign-in or recovery sends again.
 */
export const smsCodeMutation = (purpose: SmsPurpose) =>
  mutationOptions({
    mutationKey: ['verification', 'sms', purpose],
    mutationFn: ({ countryDialingCode, mobile }: { countryDialingCode: string; mobile: string }) =>
      purpose === 'register'
        ? apiSend('verification/smsRegister', { countryDialingCode, mobileNo: mobile })
        : apiSend('verification/smsNoLogin', { countryDialingCode, mobileNum: mobile, deviceId: deviceId(), reason: purpose === 'reset' ? 'reset' : 'signIn' }),
  });
