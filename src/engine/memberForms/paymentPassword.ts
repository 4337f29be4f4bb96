import type { FormModel } from '../runtime';
import { requestForm } from '../requestForm';

const format = { key: 'member:paymentPasswordFormat', params: {} };

/** The six-digit password a withdrawal asks for: set once, then changed with the current one. */
export function paymentPasswordForm(isSet: boolean): FormModel {
  return requestForm('member/paymentPassword', [
    ...(isSet ? [{ name: 'oldPassword', renderer: 'pin', required: true, label: { key: 'member:paymentPasswordOld', params: {} }, message: format }] : []),
    { name: 'newPassword', renderer: 'pin', label: { key: 'member:paymentPasswordNew', params: {} }, hint: format, message: format },
  ]);
}
