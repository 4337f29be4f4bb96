import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { Deposit } from '../../src/generated/types';
import { depositChannelsQuery, moneyMoved } from '../../src/api/wallet/money';
import { useSession } from '../../src/api/sessionStore';
import { usePermission } from '../../src/contract/contexts';
import { Button } from '../../src/ui/Button';
import { QueryState } from '../parts/QueryState';
import { ChannelStep } from './deposit/ChannelStep';
import { PayStep } from './deposit/PayStep';
import { DepositList } from './deposit/DepositList';
import { LimitPrompt } from './deposit/LimitPrompt';
import { useMoney } from '../parts/useMoney';
import '../parts/FieldShell.css';
import './money.css';

/**
 * Deposit: choose a channel and an amount, pay to the account shown with the reference, send the
 * payment's transaction ID and proof; the payments desk approves it and the balance rises. The
 * member's deposits and their statuses are listed below.
 */
export default function DepositV2({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation('member');
  const { whitelabel } = usePermission();
  const token = useSession()?.token ?? '';
  const client = useQueryClient();
  const channels = useQuery(depositChannelsQuery(token));
  const [step, setStep] = useState<{ kind: 'choose' } | { kind: 'pay'; deposit: Deposit } | { kind: 'sent'; deposit: Deposit }>({ kind: 'choose' });
  const money = useMoney();
  const changed = () => void moneyMoved(client);

  return (
    <section aria-labelledby={`centre-${pageKey}`} className="money-page">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <LimitPrompt token={token} />
      <QueryState query={channels} isEmpty={(d) => d.channels.length === 0} emptyTitle={t('noChannels')}>
        {(d) =>
          step.kind === 'choose' ? (
            <ChannelStep
              channels={d.channels}
              money={money}
              onOpened={(deposit) => {
                changed();
                setStep({ kind: 'pay', deposit });
              }}
            />
          ) : step.kind === 'pay' ? (
            <PayStep
              deposit={step.deposit}
              money={money}
              timeZone={whitelabel.timeZone}
              onSent={(deposit) => {
                changed();
                setStep({ kind: 'sent', deposit });
              }}
              onBack={() => setStep({ kind: 'choose' })}
            />
          ) : (
            <div className="money-form">
              <p className="money-outcome" role="status">
                {t('depositSent', { amount: money(step.deposit.amount), reference: step.deposit.reference })}
              </p>
              <Button variant="secondary" onClick={() => setStep({ kind: 'choose' })}>
                {t('depositAnother')}
              </Button>
            </div>
          )
        }
      </QueryState>
      <DepositList token={token} money={money} timeZone={whitelabel.timeZone} onResume={(deposit) => setStep({ kind: 'pay', deposit })} />
    </section>
  );
}
