import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { captchaQuery } from '../../src/api/system/formLookups';
import '../fields/captcha.css';

const REFRESH_GAP_MS = 1000;

/**
 * A captcha's picture, named by the id sent back with the answer, and the button that asks for a new
 * one, at most once a second (SPEC §4), for a person who cannot read this one.
 */
export function CaptchaPicture({ id, onNew }: { id: string | undefined; onNew: (id: string) => void }) {
  const { t } = useTranslation('forms');
  const last = useRef(0);
  const image = useQuery({ ...captchaQuery(id ?? ''), enabled: Boolean(id) });
  const refresh = () => {
    if (Date.now() - last.current < REFRESH_GAP_MS) return;
    last.current = Date.now();
    onNew(crypto.randomUUID());
  };
  return (
    <>
      <span className="captcha-picture">{image.data ? <img src={image.data} alt={t('captchaImage')} width={150} height={54} /> : <span className="captcha-picture__empty" />}</span>
      <button type="button" className="mq-button captcha-refresh" onClick={refresh} aria-label={t('newCaptcha')} title={t('newCaptcha')}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z" />
        </svg>
      </button>
    </>
  );
}
