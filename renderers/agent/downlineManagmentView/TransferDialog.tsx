import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Downline, DownlineTransferRules } from '../../../src/generated/types';
import { apiSendOnce } from '../../../src/api/client';
import { moneyMoved } from '../../../src/api/wallet/money';
import { useOnceKey } from '../../../src/api/useOnceKey';
import { transferDownlineForm } from '../../../src/engine/memberForms/transferDownline';
import { Modal } from '../../../src/ui/Modal';
import { EmptyState } from '../../parts/EmptyState';
import { RuleForm } from '../../parts/RuleForm';
import { useFormReply } from '../../parts/useFormReply';
import { useMoney } from '../../parts/useMoney';
import '../../parts/FieldShell.css';
import '../../member/money.css';

/**
 * Transfer to a member of the team (SPEC §6, decision 0273): an amount within the brand's limits
 * and what the agent holds, with the payment password. The form stays open and says what was sent;
 * the header's balance and the team's figures ask again.
 */
export function TransferDialog({ member, rules, onClose }: { member: Downline; rules: DownlineTransferRules; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const client = useQueryClient();
  const once = useOnceKey();
  const reply = useFormReply();
  const model = useMemo(
    () => transferDownlineForm({ limits: { min: rules.min, max: rules.max, available: rules.available }, shown: { min: money(rules.min), max: money(rules.max), available: money(rules.available) } }),
    [rules.min, rules.max, rules.available, money],
  );
  return (
    <Modal title={t('transferTitle', { account: member.account })} onClose={onClose} height="auto" className="team-transfer">
      {rules.hasPaymentPassword ? (
        <RuleForm
          className="money-form"
          idPrefix="team-transfer-"
          label={t('transferTitle', { account: member.account })}
          model={model}
          submitLabel={t('transferSubmit')}
          onSubmit={({ amount = '', paymentPassword = '' }) =>
            reply(async () => {
              const input = { memberId: member.id, amount: amount.trim(), paymentPassword };
              const res = await apiSendOnce('wallet/toDownline', input, once.keyFor(input));
              once.done();
              void moneyMoved(client);
              return t('transferSent', { amount: money(res.moved), account: res.downline });
            })
          }
        />
      ) : (
        <EmptyState title={t('transferNeedsPassword')} />
      )}
    </Modal>
  );
}
