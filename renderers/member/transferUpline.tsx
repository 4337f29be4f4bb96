import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { ToUplineRequest, Upline } from '../../src/generated/types';
import { apiSendOnce } from '../../src/api/client';
import { moneyMoved, uplineQuery } from '../../src/api/wallet/money';
import { useOnceKey } from '../../src/api/useOnceKey';
import { useSession } from '../../src/api/sessionStore';
import { checkAmount } from '../../src/engine/checkAmount';
import { toMinorUnits } from '../../src/engine/money';
import { Button } from '../../src/ui/Button';
import { AmountField } from '../parts/AmountField';
import { EmptyState } from '../parts/EmptyState';
import { FormRow } from '../parts/FormRow';
import { QueryState } from '../parts/QueryState';
import '../parts/FieldShell.css';
import './money.css';
import { FormOutcome, useFormOutcome } from '../parts/useFormOutcome';
import { useMoney } from '../parts/useMoney';
import { sixDigits } from '../../src/engine/sixDigits';

/** Transfer to upline (SPEC §6): from the main wallet to the upline's, with the payment password. */
export default function TransferUpline({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation('member');
  const token = useSession()?.token ?? '';
  const upline = useQuery(uplineQuery(token));
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="money-page">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <QueryState query={upline} isEmpty={(u) => u.upline === null} emptyTitle={t('noUpline')}>
        {(u) => (u.hasPaymentPassword ? <UplineForm info={u} /> : <EmptyState title={t('uplineNeedsPassword')} />)}
      </QueryState>
    </section>
  );
}

function UplineForm({ info }: { info: Upline }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const client = useQueryClient();
  const once = useOnceKey();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const send = useMutation({
    mutationFn: (input: ToUplineRequest) => apiSendOnce('wallet/toUpline', input, once.keyFor(input)),
    onSuccess: (res) => {
      once.done();
      setAmount('');
      setPassword('');
      void moneyMoved(client);
      setOutcome({ ok: true, text: t('uplineSent', { amount: money(res.moved), upline: res.upline }) });
    },
    onError: failed,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const found: Record<string, string> = {};
    const wrong = checkAmount(amount, { available: toMinorUnits(info.available)! });
    if (wrong) found.amount = t(wrong.key, { available: money(wrong.params.available ?? '0') });
    if (!sixDigits.test(password)) found.paymentPassword = t('paymentPasswordFormat');
    setProblems(found);
    if (!Object.keys(found).length) send.mutate({ amount: amount.trim(), paymentPassword: password });
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="upline-title">
      <h3 id="upline-title">{t('uplineTo', { upline: info.upline })}</h3>
      <AmountField id="upline-amount" value={amount} onChange={setAmount} problem={problems.amount ?? null} hint={t('transferAvailable', { amount: money(info.available) })} quick={['100', '500', '1000']} all={info.available} />
      <FormRow id="upline-password" label={t('paymentPassword')} problem={problems.paymentPassword ?? null}>
        {(c) => <input {...c} type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </FormRow>
      <Button type="submit" busy={send.isPending} block>
        {t('uplineSubmit')}
      </Button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
