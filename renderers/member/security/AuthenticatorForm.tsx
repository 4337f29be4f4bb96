import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiSend, failureMessage } from '../../../src/api/client';
import { totpQuery } from '../../../src/api/member/twoFactor';
import type { TotpEnrolment, TotpStatus } from '../../../src/generated/types';
import { authenticatorForm } from '../../../src/engine/memberForms/authenticator';
import { Button } from '../../../src/ui/Button';
import { RuleForm, type FormReply } from '../../parts/RuleForm';
import { useFormReply } from '../../parts/useFormReply';
import { useEndOtherSessions } from './useEndOtherSessions';
import './authenticator.css';

/** The key as it is easiest to copy by hand: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The authenticator app: set up with the login password (the key is shown this once, as a picture
 * and as text), turned on by a first code, turned off with the password and a current code. Either
 * change then offers to sign out every other device (ASVS 7.4.3), with the password just given.
 */
export function AuthenticatorForm({ token, status }: { token: string; status: TotpStatus }) {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation('common');
  const client = useQueryClient();
  const reply = useFormReply();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const step = status.enabled ? 'off' : enrolment ? 'confirm' : 'start';
  const model = useMemo(() => authenticatorForm(step), [step]);
  // The password the change was made with, kept only until the offer to sign the others out goes.
  const given = useRef('');
  const [offer, setOffer] = useState(false);
  // What the offer's button said, under it.
  const [ended, setEnded] = useState<{ ok: boolean; text: string } | null>(null);
  const endOthers = useEndOtherSessions(token, (err) => setEnded({ ok: false, text: failureMessage(err, tc('networkError')) }));
  const settled = (next: TotpStatus, text: string) => {
    client.setQueryData(totpQuery(token).queryKey, next);
    setEnrolment(null);
    setOffer(true);
    return text;
  };

  const submit = async ({ password = '', code = '' }: Record<string, string>): Promise<FormReply> => {
    setOffer(false);
    setEnded(null);
    if (step === 'off') {
      given.current = password;
      return reply(async () => settled(await apiSend('member/totpOff', { password, code }), t('totpTurnedOff')));
    }
    if (step === 'confirm') return reply(async () => settled(await apiSend('member/totpConfirm', { code }), t('totpTurnedOn')));
    // The key is shown next, and the form moves on to the app's first code: nothing to say yet.
    const answer = await reply(async () => {
      const e = await apiSend('member/totpStart', { password });
      given.current = password;
      setEnrolment(e);
      return '';
    });
    return answer && typeof answer === 'object' && 'done' in answer ? null : answer;
  };

  const header = (
    <>
      <h3 id="totp-title">{t('totpTitle')}</h3>
      {step === 'off' ? (
        <p className="form-field__hint">{t('totpIsOn')}</p>
      ) : enrolment ? (
        <>
          <p className="form-field__hint">{t('totpScan')}</p>
          <img className="totp-qr" src={enrolment.qrCode} alt={t('totpQrAlt')} width={192} height={192} />
          <p className="form-field__hint">
            {t('totpKey')} <code className="totp-key">{grouped(enrolment.secret)}</code>
          </p>
        </>
      ) : (
        <>
          <p className="form-field__hint">{t('totpIsOff')}</p>
          {/* ASVS 6.6.1: the risks of SMS are said where the stronger method is offered. */}
          <p className="form-field__hint">{t('totpSafer')}</p>
        </>
      )}
    </>
  );
  const footer = (
    <>
      {offer && (
        <div className="totp-offer">
          <p className="form-field__hint">{t('totpEndOthersOffer')}</p>
          <Button
            variant="secondary"
            busy={endOthers.isPending}
            onClick={() => {
              setEnded(null);
              endOthers.mutate(given.current, {
                onSuccess: () => {
                  given.current = '';
                  setOffer(false);
                  setEnded({ ok: true, text: t('sessionsOthersEnded') });
                },
              });
            }}
          >
            {t('sessionsEndOthers')}
          </Button>
        </div>
      )}
      {ended && (
        <p className={ended.ok ? 'money-outcome' : 'money-outcome money-outcome--error'} role={ended.ok ? 'status' : 'alert'}>
          {ended.text}
        </p>
      )}
    </>
  );

  return (
    <RuleForm
      className="money-form"
      idPrefix="totp-"
      labelledBy="totp-title"
      header={header}
      model={model}
      submitLabel={step === 'off' ? t('totpTurnOff') : step === 'confirm' ? t('totpTurnOn') : t('totpSetUp')}
      onSubmit={submit}
      footer={footer}
    />
  );
}
