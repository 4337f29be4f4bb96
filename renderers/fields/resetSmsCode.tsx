import type { SlotProps } from '../../src/contract/slotProps';
import { SmsCodeInput } from '../parts/SmsCodeInput';

/** Forgot password by phone: the code that lets the player set a new password, texted as a reset code. */
export default function ResetSmsCodeField(props: SlotProps['field']) {
  return <SmsCodeInput props={props} purpose="reset" />;
}
