import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount, WithdrawalRules, WithdrawRequest } from '../../../src/generated/types';
import { apiSendOnce } from '../../../src/api/client';
import { moneyMoved } from '../../../src/api/money';
import { useOnceKey } from '../../../src/api/useOnceKey';
import { checkAmount } from '../../../src/engine/checkAmount';
import { toMinorUnits } from '../../../src/engine/money';
import { Button } from '../../../src/ui/Button';
import { AmountField } from '../../parts/AmountField';
import { FormRow } from '../../parts/FormRow';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';
import { sixDigits } from '../../../src/engine/sixDigits';

/** A withdrawal: the account to be paid to, the amount within the brand's limits and the balance, the payment password. */
export function WithdrawForm({ rules, accounts, money }: { rules: WithdrawalRules; accounts: PayoutAccount[]; money: (v: string) => string }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const once = useOnceKey();
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const send = useMutation({
    mutationFn: (input: WithdrawRequest) => apiSendOnce('wallet/withdraw', input, once.keyFor(input)),
    onSuccess: (w) => {
      once.done();
      setAmount('');
      setPassword('');
      void moneyMoved(client);
      setOutcome({ ok: true, text: t('withdrawSent', { amount: money(w.amount), reference: w.reference }) });
    },
    onError: failed,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const found: Record<string, string> = {};
    const wrong = checkAmount(amount, { min: toMinorUnits(rules.min)!, max: toMinorUnits(rules.max)!, available: toMinorUnits(rules.available)! });
    if (wrong) found.amount = t(wrong.key, { min: money(wrong.params.min ?? '0'), max: money(wrong.params.max ?? '0'), available: money(wrong.params.available ?? '0') });
    if (!sixDigits.test(password)) found.paymentPassword = t('paymentPasswordFormat');
    setProblems(found);
    if (!Object.keys(found).length) send.mutate({ accountId, amount: amount.trim(), paymentPassword: password });
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="withdraw-title">
      <h3 id="withdraw-title">{t('withdrawTitle')}</h3>
      <fieldset className="money-choice money-choice--column">
        <legend>{t('withdrawTo')}</legend>
        {accounts.map((a) => (
          <label key={a.id}>
            <input type="radio" name="payout" value={a.id} checked={a.id === accountId} onChange={() => setAccountId(a.id)} />
            {t(`payoutKind_${a.kind}`)} {a.bankName && `(${a.bankName})`} {a.number}
          </label>
        ))}
      </fieldset>
      <AmountField
        id="withdraw-amount"
        value={amount}
        onChange={setAmount}
        problem={problems.amount ?? null}
        hint={t('withdrawLimits', { min: money(rules.min), max: money(rules.max), available: money(rules.available) })}
        quick={[]}
        all={rules.available}
      />
      <FormRow id="withdraw-password" label={t('paymentPassword')} problem={problems.paymentPassword ?? null}>
        {(c) => <input {...c} type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </FormRow>
      <Button type="submit" busy={send.isPending} block>
        {t('withdrawSubmit')}
      </Button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
