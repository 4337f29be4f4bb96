import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../src/api/client';
import { totpQuery } from '../../../src/api/member/twoFactor';
import type { TotpEnrolment, TotpStatus } from '../../../src/generated/types';
import { Button } from '../../../src/ui/Button';
import { FormRow } from '../../parts/FormRow';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';
import { useEndOtherSessions } from './useEndOtherSessions';
import './authenticator.css';
import { sixDigits } from '../../../src/engine/sixDigits';


/** The key as it is easiest to copy by hand: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The authenticator app: set up with the login password (the key is shown this once, as a picture
 * and as text), turned on by a first code, turned off with the password and a current code. Either
 * change then offers to sign out every other device (ASVS 7.4.3), with the password just given.
 */
export function AuthenticatorForm({ token, status }: { token: string; status: TotpStatus }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  // The password the change was made with, kept only until the offer to sign the others out goes.
  const given = useRef('');
  const [offer, setOffer] = useState(false);
  const endOthers = useEndOtherSessions(token, failed);
  const settled = (next: TotpStatus, text: string) => {
    client.setQueryData(totpQuery(token).queryKey, next);
    setEnrolment(null);
    setPassword('');
    setCode('');
    setOutcome({ ok: true, text });
    setOffer(true);
  };
  const start = useMutation({
    mutationFn: () => apiSend('member/totpStart', { password }),
    onSuccess: (e) => {
      given.current = password;
      setPassword('');
      setEnrolment(e);
    },
    onError: failed,
  });
  const confirm = useMutation({ mutationFn: () => apiSend('member/totpConfirm', { code }), onSuccess: (s) => settled(s, t('totpTurnedOn')), onError: failed });
  const turnOff = useMutation({ mutationFn: () => apiSend('member/totpOff', { password, code }), onSuccess: (s) => settled(s, t('totpTurnedOff')), onError: failed });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    setOffer(false);
    const found: Record<string, string> = {};
    const needsPassword = !enrolment;
    const needsCode = status.enabled || enrolment !== null;
    if (needsPassword && !password) found.password = t('totpPasswordNeeded');
    if (needsCode && !sixDigits.test(code.trim())) found.code = t('totpCodeFormat');
    setProblems(found);
    if (Object.keys(found).length) return;
    if (status.enabled) {
      given.current = password;
      turnOff.mutate();
    }
    else if (enrolment) confirm.mutate();
    else start.mutate();
  };

  const passwordRow = (
    <FormRow id="totp-password" label={t('totpPassword')} problem={problems.password ?? null}>
      {(c) => <input {...c} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
    </FormRow>
  );
  const codeRow = (
    <FormRow id="totp-code" label={t('totpCode')} problem={problems.code ?? null} hint={t('totpCodeFormat')}>
      {(c) => <input {...c} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />}
    </FormRow>
  );

  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="totp-title">
      <h3 id="totp-title">{t('totpTitle')}</h3>
      {status.enabled ? (
        <>
          <p className="form-field__hint">{t('totpIsOn')}</p>
          {passwordRow}
          {codeRow}
          <Button type="submit" variant="secondary" busy={turnOff.isPending}>
            {t('totpTurnOff')}
          </Button>
        </>
      ) : enrolment ? (
        <>
          <p className="form-field__hint">{t('totpScan')}</p>
          <img className="totp-qr" src={enrolment.qrCode} alt={t('totpQrAlt')} width={192} height={192} />
          <p className="form-field__hint">
            {t('totpKey')} <code className="totp-key">{grouped(enrolment.secret)}</code>
          </p>
          {codeRow}
          <Button type="submit" busy={confirm.isPending}>
            {t('totpTurnOn')}
          </Button>
        </>
      ) : (
        <>
          <p className="form-field__hint">{t('totpIsOff')}</p>
          {/* ASVS 6.6.1: the risks of SMS are said where the stronger method is offered. */}
          <p className="form-field__hint">{t('totpSafer')}</p>
          {passwordRow}
          <Button type="submit" busy={start.isPending}>
            {t('totpSetUp')}
          </Button>
        </>
      )}
      <FormOutcome outcome={outcome} />
      {offer && (
        <div className="totp-offer">
          <p className="form-field__hint">{t('totpEndOthersOffer')}</p>
          <Button
            variant="secondary"
            busy={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(given.current, {
                onSuccess: () => {
                  given.current = '';
                  setOffer(false);
                  setOutcome({ ok: true, text: t('sessionsOthersEnded') });
                },
              })
            }
          >
            {t('sessionsEndOthers')}
          </Button>
        </div>
      )}
    </form>
  );
}
