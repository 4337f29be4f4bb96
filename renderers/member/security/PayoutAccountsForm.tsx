import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PayoutAccounts } from '../../../src/generated/types';
import { apiSend, failureMessage } from '../../../src/api/client';
import { payoutAccountsQuery } from '../../../src/api/member/profile';
import { payoutAccountForm, payoutRequest } from '../../../src/engine/memberForms/payoutAccount';
import { Button } from '../../../src/ui/Button';
import { RuleForm } from '../../parts/RuleForm';
import { useFormReply } from '../../parts/useFormReply';

/** Where the member is paid: the bound accounts, each removable, and a form to bind another in their own name. */
export function PayoutAccountsForm({ token, accounts, realName }: { token: string; accounts: PayoutAccounts; realName: string | null }) {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation('common');
  const client = useQueryClient();
  const reply = useFormReply();
  // What a removal said: the add form says its own under it.
  const [removal, setRemoval] = useState<{ ok: boolean; text: string } | null>(null);
  const kinds = useMemo(() => accounts.kinds.map((k) => ({ value: k, label: t(`payoutKind_${k}`) })), [accounts.kinds, t]);
  const model = useMemo(() => payoutAccountForm(kinds), [kinds]);
  const stored = (next: PayoutAccounts) => {
    client.setQueryData(payoutAccountsQuery(token).queryKey, next);
    void client.invalidateQueries({ queryKey: ['wallet', 'withdrawalRules'] });
  };
  const remove = useMutation({
    mutationFn: (id: string) => {
      setRemoval(null);
      return apiSend('member/removePayoutAccount', { id });
    },
    onSuccess: (next) => {
      stored(next);
      setRemoval({ ok: true, text: t('payoutRemoved') });
    },
    onError: (err) => setRemoval({ ok: false, text: failureMessage(err, tc('networkError')) }),
  });

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
        <RuleForm
          className="money-form"
          idPrefix="payout-"
          labelledBy="payout-add-title"
          // The form is named as its button says; the name is not read twice in the page's text.
          header={
            <span id="payout-add-title" hidden>
              {t('payoutAdd')}
            </span>
          }
          model={model}
          initialValues={{ kind: kinds[0]?.value ?? 'bank', payeeName: realName }}
          submitLabel={t('payoutAdd')}
          onSubmit={async (values) => {
            setRemoval(null);
            const checked = payoutRequest(values, realName, kinds);
            if ('field' in checked) return { field: checked.field, text: t(checked.message.key, checked.message.params) };
            const answer = await reply(async () => {
              stored(await apiSend('member/addPayoutAccount', checked.request));
              return t('payoutAdded');
            });
            // The number and bank name start again; the kind stays as chosen, for a second account of it.
            return answer && typeof answer === 'object' && 'done' in answer ? { ...answer, values: { kind: checked.request.kind, payeeName: realName } } : answer;
          }}
        />
      )}
      {removal && (
        <p className={removal.ok ? 'money-outcome' : 'money-outcome money-outcome--error'} role={removal.ok ? 'status' : 'alert'}>
          {removal.text}
        </p>
      )}
    </div>
  );
}
