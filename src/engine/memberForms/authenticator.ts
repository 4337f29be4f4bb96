import type { FormModel } from '../runtime';
import { requestForm } from '../requestForm';
import type { FieldSpec } from '../requestForm';

const message = (key: string) => ({ key: `member:${key}`, params: {} });

/** Where the authenticator app stands: off (set up with the password), its key shown (turned on by a first code), or on. */
export type AuthenticatorStep = 'start' | 'confirm' | 'off';

const password: FieldSpec = { name: 'password', renderer: 'password', autoComplete: 'current-password', label: message('totpPassword'), message: message('totpPasswordNeeded') };
const code: FieldSpec = { name: 'code', renderer: 'oneTimeCode', label: message('totpCode'), hint: message('totpCodeFormat'), message: message('totpCodeFormat') };

/**
 * The authenticator app's form at each step, each from its own call: set up with the login password,
 * turned on by a first code from the app, turned off with the password and a current code.
 */
export function authenticatorForm(step: AuthenticatorStep): FormModel {
  switch (step) {
    case 'start':
      return requestForm('member/totpStart', [password]);
    case 'confirm':
      return requestForm('member/totpConfirm', [code]);
    case 'off':
      return requestForm('member/totpOff', [password, code]);
  }
}
