import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../src/generated/types';
import { apiSend, failureCode, failureMessage } from '../../../src/api/client';
import { profileQuery } from '../../../src/api/member/profile';
import { Button } from '../../../src/ui/Button';
import { FormRow } from '../../parts/FormRow';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';
import { useCountdown } from '../../../src/ui/useCountdown';
import { sixDigits } from '../../../src/engine/sixDigits';


/**
 * The member confirms the bound number with a code texted to it (ASVS 6.6.1): until then it is
 * sent no sign-in or recovery code, since an agent or support may have typed someone else's. The
 * send button waits as long as the server says before another code may go.
 */
export function ConfirmMobileForm({ token, mobile, confirmed }: { token: string; mobile: string; confirmed: boolean }) {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation('common');
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [left, setLeft] = useCountdown();
  const [sent, setSent] = useState(false);
  // Confirmed here and now: the form stays to say so, rather than vanish under the person's eyes.
  const [justConfirmed, setJustConfirmed] = useState(false);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const send = useMutation({
    mutationFn: () => {
      setOutcome(null);
      return apiSend('member/mobileCode', {});
    },
    onSuccess: (s) => {
      setSent(true);
      setLeft(s.resendAfterSeconds);
      setOutcome({ ok: true, text: t('mobileCodeSent', { mobile }) });
      // The code field appears now; the person goes there next.
      window.setTimeout(() => codeInput.current?.focus(), 0);
    },
    // The server names the code field for a send too soon or over the day's limit; the message goes
    // on the outcome line, which is always on screen. Too soon means a code went out within the
    // minute (before a reload, say): the field to type it in opens.
    onError: (err) => {
      setOutcome({ ok: false, text: failureMessage(err, tc('networkError')) });
      if (failureCode(err) === 'SMS_TOO_SOON') setSent(true);
    },
  });
  const confirm = useMutation({
    mutationFn: () => apiSend('member/confirmMobile', { code }),
    onSuccess: (p: Profile) => {
      setJustConfirmed(true);
      client.setQueryData(profileQuery(token).queryKey, p);
    },
    onError: failed,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const found: Record<string, string> = sixDigits.test(code.trim()) ? {} : { code: t('mobileCodeFormat') };
    setProblems(found);
    if (!found.code) confirm.mutate();
  };
  if (confirmed && !justConfirmed) return null;
  if (justConfirmed)
    return (
      <section className="money-form" aria-labelledby="confirm-mobile-title">
        <h3 id="confirm-mobile-title">{t('mobileConfirmTitle')}</h3>
        <FormOutcome outcome={{ ok: true, text: t('mobileConfirmedNow', { mobile }) }} />
      </section>
    );
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="confirm-mobile-title">
      <h3 id="confirm-mobile-title">{t('mobileConfirmTitle')}</h3>
      <p className="form-field__hint">{t('mobileNotConfirmed', { mobile })}</p>
      <Button type="button" variant="secondary" busy={send.isPending} disabled={left > 0} onClick={() => send.mutate()}>
        {left > 0 ? t('mobileCodeResendIn', { seconds: left }) : sent ? t('mobileCodeResend') : t('mobileCodeSend')}
      </Button>
      {sent && (
        <>
          <FormRow id="confirm-mobile-code" label={t('mobileCode')} problem={problems.code ?? null}>
            {(c) => <input {...c} ref={codeInput} inputMode="numeric" maxLength={6} autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />}
          </FormRow>
          <Button type="submit" busy={confirm.isPending}>
            {t('mobileConfirm')}
          </Button>
        </>
      )}
      <FormOutcome outcome={outcome} />
    </form>
  );
}
