import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';
import { captchaQuery } from '../../src/api/system/formLookups';
import './captcha.css';

const REFRESH_GAP_MS = 1000;

/**
 * The captcha picture (named by a fresh id sent back with the answer) and a button beside it that
 * draws a new one, at most once a second (SPEC §4), for a person who cannot read this one.
 */
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
        <div className="captcha-row">
          <RuleInput props={props} ids={{ input, describedBy }} name="captcha" autoCapitalize="off" spellCheck={false} />
          <span className="captcha-picture">
            {image.data ? <img src={image.data} alt={t('captchaImage')} width={150} height={54} /> : <span className="captcha-picture__empty" />}
          </span>
          <button type="button" className="mq-button captcha-refresh" onClick={refresh} aria-label={t('newCaptcha')} title={t('newCaptcha')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z"
              />
            </svg>
          </button>
        </div>
      )}
    </FieldShell>
  );
}
