import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit, OfferedChannel } from '../../../src/generated/types';
import { apiSendOnce } from '../../../src/api/client';
import { useOnceKey } from '../../../src/api/useOnceKey';
import { checkAmount } from '../../../src/engine/checkAmount';
import { formatAmount } from '../../../src/engine/formatAmount';
import { toMinorUnits } from '../../../src/engine/money';
import { Button } from '../../../src/ui/Button';
import { AmountField } from '../../parts/AmountField';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';
import { useMutation } from '@tanstack/react-query';

/** Step one: a channel and an amount within its limits; the server answers where to pay. */
export function ChannelStep({ channels, money, onOpened }: { channels: OfferedChannel[]; money: (v: string) => string; onOpened: (d: Deposit) => void }) {
  const { t } = useTranslation('member');
  const once = useOnceKey();
  const [channelId, setChannelId] = useState(channels[0]!.id);
  const [amount, setAmount] = useState('');
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]!;

  const open = useMutation({
    mutationFn: (input: { channel: string; amount: string }) => apiSendOnce('wallet/depositOpen', input, once.keyFor(input)),
    onSuccess: (d) => {
      once.done();
      onOpened(d);
    },
    onError: failed,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const found = checkAmount(amount, { min: toMinorUnits(channel.min)!, max: toMinorUnits(channel.max)!, available: toMinorUnits(channel.leftToday)! });
    if (found) {
      const params = { min: money(found.params.min ?? '0'), max: money(found.params.max ?? '0'), available: money(found.params.available ?? '0') };
      setProblems({ amount: found.key === 'amountAboveBalance' ? t('depositAboveLeft', params) : t(found.key, params) });
      return;
    }
    setProblems({});
    open.mutate({ channel: channel.id, amount: amount.trim() });
  };

  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="deposit-step-title">
      <h3 id="deposit-step-title">{t('depositChoose')}</h3>
      <fieldset className="channel-choice">
        <legend>{t('depositChannel')}</legend>
        {channels.map((c) => (
          <label key={c.id} className="channel-choice__option">
            <input type="radio" name="channel" value={c.id} checked={c.id === channel.id} onChange={() => setChannelId(c.id)} />
            <span className="channel-choice__name">{c.name}</span>
          </label>
        ))}
      </fieldset>
      <AmountField
        id="deposit-amount"
        value={amount}
        onChange={setAmount}
        problem={problems.amount ?? null}
        hint={`${t('depositLimits', { min: money(channel.min), max: money(channel.max), left: money(channel.leftToday) })}${channel.feePercent > 0 ? ` ${t('depositFee', { percent: formatAmount(String(channel.feePercent)) })}` : ''}`}
        quick={channel.quickAmounts}
      />
      <Button type="submit" busy={open.isPending} block>
        {t('depositContinue')}
      </Button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
