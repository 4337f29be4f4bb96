import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount, WithdrawalRules } from '../../../src/generated/types';
import { apiSendOnce } from '../../../src/api/client';
import { moneyMoved } from '../../../src/api/wallet/money';
import { useOnceKey } from '../../../src/api/useOnceKey';
import { withdrawForm } from '../../../src/engine/memberForms/withdraw';
import { RuleForm } from '../../parts/RuleForm';
import { useFormReply } from '../../parts/useFormReply';

/** A withdrawal: the account to be paid to, the amount within the brand's limits and the balance, the payment password. */
export function WithdrawForm({ rules, accounts, money }: { rules: WithdrawalRules; accounts: PayoutAccount[]; money: (v: string) => string }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const once = useOnceKey();
  const reply = useFormReply();
  const model = useMemo(
    () =>
      withdrawForm({
        accounts: accounts.map((a) => ({ value: a.id, label: [t(`payoutKind_${a.kind}`), a.bankName && `(${a.bankName})`, a.number].filter(Boolean).join(' ') })),
        limits: { min: rules.min, max: rules.max, available: rules.available },
        shown: { min: money(rules.min), max: money(rules.max), available: money(rules.available) },
      }),
    [accounts, rules, money, t],
  );
  return (
    <RuleForm
      className="money-form"
      idPrefix="withdraw-"
      labelledBy="withdraw-title"
      header={<h3 id="withdraw-title">{t('withdrawTitle')}</h3>}
      model={model}
      initialValues={{ accountId: accounts[0]?.id ?? '' }}
      submitLabel={t('withdrawSubmit')}
      onSubmit={({ accountId = '', amount = '', paymentPassword = '' }) =>
        reply(async () => {
          const input = { accountId, amount: amount.trim(), paymentPassword };
          const w = await apiSendOnce('wallet/withdraw', input, once.keyFor(input));
          once.done();
          void moneyMoved(client);
          return t('withdrawSent', { amount: money(w.amount), reference: w.reference });
        })
      }
    />
  );
}
