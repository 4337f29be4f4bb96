import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { Upline } from '../../src/generated/types';
import { apiSendOnce } from '../../src/api/client';
import { moneyMoved, uplineQuery } from '../../src/api/wallet/money';
import { useOnceKey } from '../../src/api/useOnceKey';
import { useSession } from '../../src/api/sessionStore';
import { EmptyState } from '../parts/EmptyState';
import { QueryState } from '../parts/QueryState';
import { RuleForm } from '../parts/RuleForm';
import { useFormReply } from '../parts/useFormReply';
import { transferUplineForm } from '../../src/engine/memberForms/transferUpline';
import '../parts/FieldShell.css';
import './money.css';
import { useMoney } from '../parts/useMoney';

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
  const reply = useFormReply();
  const model = useMemo(() => transferUplineForm({ available: info.available, shownAvailable: money(info.available) }), [info.available, money]);
  return (
    <RuleForm
      className="money-form"
      idPrefix="upline-"
      labelledBy="upline-title"
      header={<h3 id="upline-title">{t('uplineTo', { upline: info.upline })}</h3>}
      model={model}
      submitLabel={t('uplineSubmit')}
      onSubmit={({ amount = '', paymentPassword = '' }) =>
        reply(async () => {
          const input = { amount: amount.trim(), paymentPassword };
          const res = await apiSendOnce('wallet/toUpline', input, once.keyFor(input));
          once.done();
          void moneyMoved(client);
          return t('uplineSent', { amount: money(res.moved), upline: res.upline });
        })
      }
    />
  );
}
