import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { withdrawalRulesQuery } from '../../src/api/wallet/money';
import { payoutAccountsQuery } from '../../src/api/member/profile';
import { useSession } from '../../src/api/sessionStore';
import { usePermission } from '../../src/contract/contexts';
import { EmptyState } from '../parts/EmptyState';
import { QueryState } from '../parts/QueryState';
import { WithdrawForm } from './withdraw/WithdrawForm';
import { WithdrawalList } from './withdraw/WithdrawalList';
import { BonusHold } from './withdraw/BonusHold';
import { useRuntime } from '../../src/contract/contexts';
import { useMoney } from '../parts/useMoney';
import '../parts/FieldShell.css';
import './money.css';

/**
 * Withdraw: to a payout account in the member's own name, within the brand's limits and what the
 * main wallet holds, with the payment password; the member's withdrawals below, a paid one asking
 * whether it arrived. What is missing first (real name, payment password, an account) is said.
 */
export default function Withdraw({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation('member');
  const { whitelabel } = usePermission();
  const token = useSession()?.token ?? '';
  const rules = useQuery(withdrawalRulesQuery(token));
  const accounts = useQuery(payoutAccountsQuery(token));
  const money = useMoney();
  const promotions = useRuntime().features.promotions === true;
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="money-page">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      {promotions && <BonusHold token={token} />}
      <QueryState query={rules} isEmpty={() => false} emptyTitle="">
        {(r) => (
          <QueryState query={accounts} isEmpty={() => false} emptyTitle="">
            {(a) =>
              !r.realName || !r.hasPaymentPassword || a.accounts.length === 0 ? (
                <EmptyState title={t('withdrawSetUp')}>
                  <ul className="setup-list">
                    {!r.realName && <li>{t('withdrawNeedsRealName')}</li>}
                    {!r.hasPaymentPassword && <li>{t('withdrawNeedsPassword')}</li>}
                    {a.accounts.length === 0 && <li>{t('withdrawNeedsAccount')}</li>}
                  </ul>
                </EmptyState>
              ) : r.leftToday === 0 ? (
                <EmptyState title={t('withdrawNoneLeft', { count: r.dailyCount })} />
              ) : (
                <WithdrawForm rules={r} accounts={a.accounts} money={money} />
              )
            }
          </QueryState>
        )}
      </QueryState>
      <WithdrawalList token={token} money={money} timeZone={whitelabel.timeZone} />
    </section>
  );
}
