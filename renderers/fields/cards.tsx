import type { SlotProps } from '../../src/contract/slotProps';
import { RadioGroup } from '../parts/RadioGroup';

/** One of a few options drawn as cards side by side, each a radio button (a deposit's payment channel). */
export default function CardsField(props: SlotProps['field']) {
  return <RadioGroup props={props} className="channel-choice" optionClass="channel-choice__option" nameClass="channel-choice__name" />;
}
