import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiSend, failureCode, failureMessage } from '../../../src/api/client';
import { profileQuery } from '../../../src/api/member/profile';
import { confirmMobileForm } from '../../../src/engine/memberForms/confirmMobile';
import { Button } from '../../../src/ui/Button';
import { useCountdown } from '../../../src/ui/useCountdown';
import { RuleForm } from '../../parts/RuleForm';
import { useFormReply } from '../../parts/useFormReply';

const codeField = 'confirm-mobile-field-code';

/**
 * The member confirms the bound number with a code texted to it (ASVS 6.6.1): until then it is
 * sent no sign-in or recovery code, since an agent or support may have typed someone else's. The
 * send button waits as long as the server says before another code may go; the field for the code
 * opens once one is on its way.
 */
export function ConfirmMobileForm({ token, mobile, confirmed }: { token: string; mobile: string; confirmed: boolean }) {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation('common');
  const client = useQueryClient();
  const reply = useFormReply();
  const model = useMemo(() => confirmMobileForm(), []);
  const [left, setLeft] = useCountdown();
  const [sent, setSent] = useState(false);
  // Confirmed here and now: the form stays to say so, rather than vanish under the person's eyes.
  const [justConfirmed, setJustConfirmed] = useState(false);
  // What the send button's call said, under the form.
  const [sending, setSending] = useState<{ ok: boolean; text: string } | null>(null);
  // The code field appears now (or is there already); the person goes there next.
  const toCode = () => window.setTimeout(() => document.getElementById(codeField)?.focus(), 0);
  const send = useMutation({
    mutationFn: () => {
      setSending(null);
      return apiSend('member/mobileCode', {});
    },
    onSuccess: (s) => {
      setSent(true);
      setLeft(s.resendAfterSeconds);
      setSending({ ok: true, text: t('mobileCodeSent', { mobile }) });
      toCode();
    },
    // The server names the code field for a send too soon or over the day's limit; the message goes
    // on the line under the form, which is always on screen. Too soon means a code went out within
    // the minute (before a reload, say): the field to type it in opens.
    onError: (err) => {
      setSending({ ok: false, text: failureMessage(err, tc('networkError')) });
      if (failureCode(err) === 'SMS_TOO_SOON') {
        setSent(true);
        toCode();
      }
    },
  });
  if (confirmed && !justConfirmed) return null;
  if (justConfirmed)
    return (
      <section className="money-form" aria-labelledby="confirm-mobile-title">
        <h3 id="confirm-mobile-title">{t('mobileConfirmTitle')}</h3>
        <p className="money-outcome" role="status">
          {t('mobileConfirmedNow', { mobile })}
        </p>
      </section>
    );
  const header = (
    <>
      <h3 id="confirm-mobile-title">{t('mobileConfirmTitle')}</h3>
      <p className="form-field__hint">{t('mobileNotConfirmed', { mobile })}</p>
      <Button type="button" variant="secondary" busy={send.isPending} disabled={left > 0} onClick={() => send.mutate()}>
        {left > 0 ? t('mobileCodeResendIn', { seconds: left }) : sent ? t('mobileCodeResend') : t('mobileCodeSend')}
      </Button>
    </>
  );
  const sendingLine = sending && (
    <p className={sending.ok ? 'money-outcome' : 'money-outcome money-outcome--error'} role={sending.ok ? 'status' : 'alert'}>
      {sending.text}
    </p>
  );
  // Before a code is sent there is nothing to type: the form is its send button.
  if (!sent)
    return (
      <form className="money-form" onSubmit={(e) => e.preventDefault()} noValidate aria-labelledby="confirm-mobile-title">
        {header}
        {sendingLine}
      </form>
    );
  return (
    <RuleForm
      className="money-form"
      idPrefix="confirm-mobile-"
      labelledBy="confirm-mobile-title"
      header={header}
      model={model}
      submitLabel={t('mobileConfirm')}
      footer={sendingLine}
      onSubmit={async ({ code = '' }) => {
        setSending(null);
        const answer = await reply(async () => {
          const profile = await apiSend('member/confirmMobile', { code });
          setJustConfirmed(true);
          client.setQueryData(profileQuery(token).queryKey, profile);
          return t('mobileConfirmedNow', { mobile });
        });
        // Confirmed: the section that says so takes the form's place.
        return answer && typeof answer === 'object' && 'done' in answer ? null : answer;
      }}
    />
  );
}
