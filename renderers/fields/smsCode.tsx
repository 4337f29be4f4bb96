import type { SlotProps } from '../../src/contract/slotProps';
import { SmsCodeInput } from '../parts/SmsCodeInput';

/** The registration form's SMS code: the code proves the number is the person's own. */
export default function SmsCodeField(props: SlotProps['field']) {
  return <SmsCodeInput props={props} purpose="register" />;
}
