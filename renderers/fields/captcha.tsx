import { useEffect } from 'react';
import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';
import { CaptchaPicture } from '../parts/CaptchaPicture';

/** The captcha field: the answer, the picture (named by a fresh id sent back with it) and a new picture on request. */
export default function CaptchaField(props: SlotProps['field']) {
  const id = props.form.captchaId;
  useEffect(() => {
    if (!id) props.setFormValue('captchaId', crypto.randomUUID());
  }, [id, props]);
  const renew = (next: string) => {
    props.setFormValue('captchaId', next);
    props.onChange('');
  };
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => (
        <div className="captcha-row">
          <RuleInput props={props} ids={{ input, describedBy }} name="captcha" autoCapitalize="off" spellCheck={false} />
          <CaptchaPicture id={id} onNew={renew} />
        </div>
      )}
    </FieldShell>
  );
}
