import type { FormModel } from './runtime';

const DIGITS = 6;

/**
 * The second step of a sign-in from a new device or network: the six-digit code texted to the
 * account's phone or shown by its authenticator app, as the login call's `otp` takes it.
 */
export const oneTimeCodeForm: FormModel = {
  fields: [
    {
      name: 'otp',
      renderer: 'oneTimeCode',
      required: true,
      pattern: `^[0-9]{${DIGITS}}$`,
      minLength: DIGITS,
      maxLength: DIGITS,
      message: { key: 'validation:digitsOnly', params: { count: DIGITS, min: DIGITS, max: DIGITS } },
    },
  ],
};
