import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit, OfferedChannel } from '../../../src/generated/types';
import { apiSendOnce } from '../../../src/api/client';
import { useOnceKey } from '../../../src/api/useOnceKey';
import { depositChannelForm } from '../../../src/engine/memberForms/deposit';
import { formatAmount } from '../../../src/engine/formatAmount';
import { RuleForm } from '../../parts/RuleForm';
import { useFormReply } from '../../parts/useFormReply';

/** Step one: a channel and an amount within its limits; the server answers where to pay. */
export function ChannelStep({ channels, money, onOpened }: { channels: OfferedChannel[]; money: (v: string) => string; onOpened: (d: Deposit) => void }) {
  const { t } = useTranslation('member');
  const once = useOnceKey();
  const reply = useFormReply();
  const model = useMemo(() => depositChannelForm({ channels, money, percent: (p) => formatAmount(String(p)) }), [channels, money]);
  return (
    <RuleForm
      className="money-form"
      idPrefix="deposit-"
      labelledBy="deposit-step-title"
      header={<h3 id="deposit-step-title">{t('depositChoose')}</h3>}
      model={model}
      initialValues={{ channel: channels[0]!.id }}
      submitLabel={t('depositContinue')}
      onSubmit={async ({ channel = '', amount = '' }) => {
        const input = { channel, amount: amount.trim() };
        let opened: Deposit | null = null;
        const answer = await reply(async () => {
          opened = await apiSendOnce('wallet/depositOpen', input, once.keyFor(input));
          once.done();
          return '';
        });
        if (!opened) return answer;
        // The next step takes the form's place.
        onOpened(opened);
        return null;
      }}
    />
  );
}
