import type { SlotProps } from '../../src/contract/slotProps';
import { SmsCodeInput } from '../parts/SmsCodeInput';

/** The login form's SMS code (verification-code login): the code stands in for the password. */
export default function LoginSmsCodeField(props: SlotProps['field']) {
  return <SmsCodeInput props={props} purpose="login" />;
}
