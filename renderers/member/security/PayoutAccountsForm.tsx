import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AddPayoutAccountRequest, PayoutAccounts } from '../../../src/generated/types';
import { apiSend } from '../../../src/api/client';
import { payoutAccountsQuery } from '../../../src/api/member/profile';
import { payoutNumber, type PayoutKind } from '../../../src/engine/payoutAccount';
import { Button } from '../../../src/ui/Button';
import { FormRow } from '../../parts/FormRow';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';

/** Where the member is paid: the bound accounts, each removable, and a form to bind another in their own name. */
export function PayoutAccountsForm({ token, accounts, realName }: { token: string; accounts: PayoutAccounts; realName: string | null }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const [kind, setKind] = useState<PayoutKind>(accounts.kinds[0] ?? 'bank');
  const [number, setNumber] = useState('');
  const [bankName, setBankName] = useState('');
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const done = (next: PayoutAccounts, text: string) => {
    client.setQueryData(payoutAccountsQuery(token).queryKey, next);
    void client.invalidateQueries({ queryKey: ['wallet', 'withdrawalRules'] });
    setOutcome({ ok: true, text });
  };
  const add = useMutation({
    mutationFn: (input: AddPayoutAccountRequest) => apiSend('member/addPayoutAccount', input),
    onSuccess: (next) => {
      setNumber('');
      setBankName('');
      done(next, t('payoutAdded'));
    },
    onError: failed,
  });
  const remove = useMutation({ mutationFn: (id: string) => apiSend('member/removePayoutAccount', { id }), onSuccess: (next) => done(next, t('payoutRemoved')), onError: failed });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const found: Record<string, string> = {};
    if (!payoutNumber(kind, number)) found.number = t('payoutNumberInvalid', { kind: t(`payoutKind_${kind}`) });
    if (kind === 'bank' && bankName.trim().length < 2) found.bankName = t('payoutBankNeeded');
    setProblems(found);
    if (Object.keys(found).length || !realName) return;
    add.mutate({ kind, number: number.trim(), payeeName: realName, ...(kind === 'bank' ? { bankName: bankName.trim() } : {}) });
  };

  return (
    <div className="money-form">
      <h3 id="payout-title">{t('payoutAccounts')}</h3>
      {accounts.accounts.length === 0 ? (
        <p className="form-field__hint">{t('payoutNone')}</p>
      ) : (
        <ul className="deposit-list" aria-labelledby="payout-title">
          {accounts.accounts.map((a) => (
            <li key={a.id} className="deposit-list__item">
              <div className="deposit-list__main">
                <strong>{t(`payoutKind_${a.kind}`)}</strong> {a.bankName && `(${a.bankName})`} {a.number}
              </div>
              <div className="deposit-list__meta">{a.payeeName}</div>
              <Button size="small" variant="secondary" busy={remove.isPending && remove.variables === a.id} onClick={() => remove.mutate(a.id)} aria-label={t('payoutRemoveLabel', { number: a.number })}>
                {t('payoutRemove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {realName === null ? (
        <p className="form-field__hint">{t('payoutNeedsRealName')}</p>
      ) : (
        <form className="money-form" onSubmit={submit} noValidate aria-label={t('payoutAdd')}>
          <FormRow id="payout-kind" label={t('payoutKind')} problem={problems.kind ?? null}>
            {(c) => (
              <select {...c} value={kind} onChange={(e) => setKind(e.target.value as PayoutKind)}>
                {accounts.kinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`payoutKind_${k}`)}
                  </option>
                ))}
              </select>
            )}
          </FormRow>
          {kind === 'bank' && (
            <FormRow id="payout-bank" label={t('payoutBank')} problem={problems.bankName ?? null}>
              {(c) => <input {...c} autoComplete="off" value={bankName} onChange={(e) => setBankName(e.target.value)} />}
            </FormRow>
          )}
          <FormRow id="payout-number" label={t(`payoutNumber_${kind}`)} problem={problems.number ?? null}>
            {(c) => <input {...c} autoComplete="off" inputMode={kind === 'upi' ? 'email' : 'numeric'} value={number} onChange={(e) => setNumber(e.target.value)} />}
          </FormRow>
          <FormRow id="payout-payee" label={t('payoutPayee')} problem={problems.payeeName ?? null} hint={t('payoutPayeeHint')}>
            {(c) => <input {...c} value={realName} readOnly />}
          </FormRow>
          <Button type="submit" busy={add.isPending}>
            {t('payoutAdd')}
          </Button>
        </form>
      )}
      <FormOutcome outcome={outcome} />
    </div>
  );
}
