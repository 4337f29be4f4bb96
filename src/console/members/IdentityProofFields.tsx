import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { IdentityProof } from '../../generated/types';
import { Button } from '../../ui/Button';
import { useCountdown } from '../../ui/useCountdown';
import { failureMessage } from '../../api/callClient';
import { useConsole } from '../ConsoleContext';
import { sixDigits } from '../../engine/sixDigits';
import { memberMutations } from '../queries/members';

const NOTE_MIN = 10;

/**
 * How the member proved who they are before support replaces a lost factor (ASVS 6.4.4): the code
 * texted to their confirmed number, which they read out, or — an admin's call — their documents,
 * with what was checked. `onChange` gets the proof once it is complete, else null; the server
 * checks it again and the audit keeps it.
 */
export function IdentityProofFields({ brandId, memberId, mobile, onChange }: { brandId: string; memberId: string; mobile: string | null; onChange: (p: IdentityProof | null) => void }) {
  const { t, i18n } = useTranslation();
  const { operator } = useConsole();
  const admin = operator.role === 'admin';
  const [method, setMethod] = useState<IdentityProof['method']>(mobile || !admin ? 'smsCode' : 'document');
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [sentTo, setSentTo] = useState<{ mobile: string; minutes: number } | null>(null);
  const [left, startWait] = useCountdown();
  const send = useMutation({
    ...memberMutations.identityCode(brandId, memberId, i18n.language),
    onSuccess: (sent) => {
      setSentTo({ mobile: sent.mobile, minutes: Math.round(sent.expiresInSeconds / 60) });
      startWait(sent.resendAfterSeconds);
    },
  });
  useEffect(() => {
    if (method === 'smsCode') onChange(sixDigits.test(code.trim()) ? { method, code: code.trim() } : null);
    else onChange(note.trim().length >= NOTE_MIN ? { method, note: note.trim() } : null);
  }, [method, code, note, onChange]);

  return (
    <fieldset className="identity-proof">
      <legend>{t('identityTitle')}</legend>
      <label className="identity-proof__choice">
        <input type="radio" name="identity-method" checked={method === 'smsCode'} disabled={!mobile} onChange={() => setMethod('smsCode')} />
        {mobile ? t('identityBySms', { mobile }) : t('identityBySmsNone')}
      </label>
      {method === 'smsCode' && mobile && (
        <div className="console-confirm identity-proof__code">
          <Button size="small" variant="secondary" onClick={() => send.mutate()} disabled={send.isPending || left > 0} aria-busy={send.isPending || undefined}>
            {left > 0 ? t('identityResendIn', { seconds: left }) : t('identitySend')}
          </Button>
          <label className="console-field">
            <span>{t('identityCode')}</span>
            <input inputMode="numeric" maxLength={6} autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
          </label>
        </div>
      )}
      {sentTo && method === 'smsCode' && (
        <p className="console-ok" role="status">
          {t('identitySent', { mobile: sentTo.mobile, minutes: sentTo.minutes })}
        </p>
      )}
      {send.isError && (
        <p className="console-error" role="alert">
          {failureMessage(send.error, t('networkError'))}
        </p>
      )}
      <label className="identity-proof__choice">
        <input type="radio" name="identity-method" checked={method === 'document'} disabled={!admin} onChange={() => setMethod('document')} />
        {admin ? t('identityByDocument') : t('identityByDocumentAdminOnly')}
      </label>
      {method === 'document' && admin && (
        <label className="console-field">
          <span>{t('identityNote')}</span>
          <textarea rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
      )}
    </fieldset>
  );
}
