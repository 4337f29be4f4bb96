import type { SlotProps } from '../../src/contract/slotProps';
import { RadioGroup } from '../parts/RadioGroup';

/** One of a few options the player should see at once (the account to be paid to), as radio buttons under a legend. */
export default function ChoiceField(props: SlotProps['field']) {
  return <RadioGroup props={props} className="money-choice money-choice--column" />;
}
