import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';
import { captchaQuery } from '../../src/api/system';
import './captcha.css';

const REFRESH_GAP_MS = 1000;

/** The captcha image (named by a fresh id sent back with the answer); a click draws a new one, at most once a second. */
export default function CaptchaField(props: SlotProps['field']) {
  const { t } = useTranslation('forms');
  const id = props.form.captchaId;
  const last = useRef(0);
  const [, force] = useState(0);
  useEffect(() => {
    if (!id) props.setFormValue('captchaId', crypto.randomUUID());
  }, [id, props]);
  const image = useQuery({ ...captchaQuery(id ?? ''), enabled: Boolean(id) });
  const refresh = () => {
    if (Date.now() - last.current < REFRESH_GAP_MS) return;
    last.current = Date.now();
    props.setFormValue('captchaId', crypto.randomUUID());
    props.onChange('');
    force((n) => n + 1);
  };
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => (
        <div className="input-with-button">
          <RuleInput props={props} ids={{ input, describedBy }} name="captcha" />
          <button type="button" className="captcha-image" onClick={refresh} aria-label={t('newCaptcha')}>
            {image.data ? <img src={image.data} alt={t('captchaImage')} width={120} height={50} /> : <span className="captcha-image__empty" />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
