import type { FormModel } from '../runtime';
import { requestForm } from '../requestForm';

const format = { key: 'member:mobileCodeFormat', params: {} };

/** The code texted to the bound number, which confirms it is the member's own: six digits, as the confirm call takes them. */
export function confirmMobileForm(): FormModel {
  return requestForm('member/confirmMobile', [{ name: 'code', renderer: 'oneTimeCode', label: { key: 'member:mobileCode', params: {} }, message: format }]);
}
