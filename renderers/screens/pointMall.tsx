import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { PointReward, RedeemRecord } from '../../src/generated/types';
import { apiSendOnce } from '../../src/api/client';
import { moneyMoved, pointsHistoryQuery } from '../../src/api/wallet/money';
import { pointBalanceQuery, pointConfigQuery, pointRewardsQuery, redemptionsQuery } from '../../src/api/points/points';
import { useOnceKey } from '../../src/api/useOnceKey';
import { useSession } from '../../src/api/sessionStore';
import { useShellDialogs } from '../../src/contract/shellDialogs';
import { usePermission } from '../../src/contract/contexts';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { isTrialAccount } from '../../src/engine/accountType';
import { Modal } from '../../src/ui/Modal';
import { Tabs } from '../../src/ui/Tabs';
import { Pagination } from '../../src/ui/Pagination';
import { QueryState } from '../parts/QueryState';
import { FormOutcome, useFormOutcome } from '../parts/useFormOutcome';
import { useMoney } from '../parts/useMoney';
import '../parts/FieldShell.css';
import '../member/money.css';
import './pointMall.css';

// Whole points grouped as the site groups money (en-IN: 1,00,000), in Latin digits as amounts are.
const points = (value: string) => Number(value).toLocaleString('en-IN');

/** /pointMall (PTSYS3): the member's points, the rewards with their cost and stock, a redemption, a conversion, and the member's records. Visitors see the rewards. */
export default function PointMall(_: SlotProps['screen']) {
  const { t, i18n } = useTranslation('screens');
  const session = useSession();
  const token = session && !isTrialAccount(session.accountType) ? session.token : null;
  const dialogs = useShellDialogs();
  const [page, setPage] = useState(1);
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  const rewards = useQuery(pointRewardsQuery(i18n.language, page));
  return (
    <div className="screen point-mall">
      <h1 className="screen__title">{t('pointMallTitle')}</h1>
      {token ? (
        <PointBalanceCard token={token} />
      ) : (
        <div className="point-mall__visitor">
          <p>{t('pointsSignIn')}</p>
          <button type="button" className="mq-button mq-button--primary" onClick={() => dialogs.open('login')}>
            {t('pointsSignInButton')}
          </button>
        </div>
      )}
      <section aria-labelledby="point-rewards">
        <h2 id="point-rewards">{t('pointRewards')}</h2>
        <QueryState query={rewards} isEmpty={(d) => d.list.length === 0} emptyTitle={t('noRewards')}>
          {(d) => (
            <>
              <ul className="point-mall__grid">
                {d.list.map((r) => (
                  <RewardCard key={r.id} reward={r} onRedeem={token ? () => setRedeeming(r) : () => dialogs.open('login')} />
                ))}
              </ul>
              {d.totalPages > 1 && <Pagination page={page} totalPages={d.totalPages} onChange={setPage} />}
            </>
          )}
        </QueryState>
      </section>
      {token && (
        <section aria-labelledby="point-records" className="point-mall__records">
          <h2 id="point-records">{t('pointRecords')}</h2>
          <Tabs
            labelledBy="point-records"
            tabs={[
              { id: 'convert', label: t('pointsConvertTab'), panel: <ConvertForm /> },
              { id: 'redemptions', label: t('pointsRedemptionsTab'), panel: <Redemptions token={token} /> },
              { id: 'history', label: t('pointsHistoryTab'), panel: <PointsHistory token={token} /> },
            ]}
          />
        </section>
      )}
      {redeeming && <RedeemDialog reward={redeeming} onClose={() => setRedeeming(null)} />}
    </div>
  );
}

function PointBalanceCard({ token }: { token: string }) {
  const { t } = useTranslation('screens');
  const money = useMoney();
  const balance = useQuery(pointBalanceQuery(token));
  return (
    <QueryState query={balance} isEmpty={() => false} emptyTitle="">
      {(b) => (
        <dl className="money-summary point-mall__balance">
          <div>
            <dt>{t('pointsBalance')}</dt>
            <dd data-testid="points-balance">{points(b.points)}</dd>
          </div>
          <div>
            <dt>{t('pointsCashValue')}</dt>
            <dd>{money(b.cashValue)}</dd>
          </div>
        </dl>
      )}
    </QueryState>
  );
}

function RewardCard({ reward, onRedeem }: { reward: PointReward; onRedeem: () => void }) {
  const { t } = useTranslation('screens');
  const money = useMoney();
  const gone = reward.stock === 0;
  const titleId = useId();
  return (
    <li className="point-mall__card" aria-labelledby={titleId}>
      <h3 id={titleId}>{reward.name}</h3>
      {reward.description && <p className="point-mall__description">{reward.description}</p>}
      <p className="point-mall__cost">{t('pointsCost', { points: points(reward.points) })}</p>
      {reward.amount && <p>{t('pointsWorth', { amount: money(reward.amount) })}</p>}
      <p className="point-mall__stock">{reward.stock === null ? t('pointsStockUnlimited') : t('pointsStockLeft', { count: reward.stock })}</p>
      <p className="point-mall__kind">{reward.kind === 'cash' ? t('pointsKindCash') : t('pointsKindGoods')}</p>
      <button type="button" className="mq-button mq-button--primary" disabled={gone} onClick={onRedeem} aria-label={t('pointsRedeemNamed', { name: reward.name })}>
        {gone ? t('pointsOutOfStock') : t('pointsRedeem')}
      </button>
    </li>
  );
}

function RedeemDialog({ reward, onClose }: { reward: PointReward; onClose: () => void }) {
  const { t } = useTranslation('screens');
  const client = useQueryClient();
  const once = useOnceKey();
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<RedeemRecord | null>(null);
  const max = reward.stock === null ? 100 : Math.min(100, reward.stock);
  const total = BigInt(reward.points) * BigInt(Math.max(1, Number(quantity) || 1));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblems({});
    setOutcome(null);
    const input = { rewardId: reward.id, quantity: Math.max(1, Math.min(max, Number(quantity) || 1)), paymentPassword: password };
    setBusy(true);
    try {
      const record = await apiSendOnce('points/redeem', input, once.keyFor(input));
      once.done();
      setDone(record);
      void moneyMoved(client);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('pointsRedeemTitle', { name: reward.name })} onClose={onClose} width={420} height="auto">
      {done ? (
        <div className="point-mall__done">
          <p role="status">{done.status === 'approved' ? t('pointsRedeemedCash', { reference: done.reference }) : t('pointsRedeemedGoods', { reference: done.reference })}</p>
          <button type="button" className="mq-button mq-button--primary" onClick={onClose}>
            {t('pointsClose')}
          </button>
        </div>
      ) : (
        <form className="money-form" onSubmit={(e) => void submit(e)} noValidate>
          <div className={`form-field${problems.quantity ? ' form-field--error' : ''}`}>
            <label htmlFor="redeem-quantity">{t('pointsQuantity')}</label>
            <input id="redeem-quantity" type="number" inputMode="numeric" min={1} max={max} value={quantity} onChange={(e) => setQuantity(e.target.value)} />
          </div>
          <p>{t('pointsTotal', { points: points(String(total)) })}</p>
          <div className={`form-field${problems.paymentPassword ? ' form-field--error' : ''}`}>
            <label htmlFor="redeem-password">{t('pointsPaymentPassword')}</label>
            <input
              id="redeem-password"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={password}
              onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
              aria-invalid={problems.paymentPassword ? true : undefined}
              aria-describedby={problems.paymentPassword ? 'redeem-password-error' : undefined}
            />
            {problems.paymentPassword && (
              <p id="redeem-password-error" className="form-field__error" role="alert">
                {problems.paymentPassword}
              </p>
            )}
          </div>
          <FormOutcome outcome={outcome} />
          <button type="submit" className="mq-button mq-button--primary mq-button--block" disabled={busy || password.length !== 6}>
            {t('pointsRedeemConfirm')}
          </button>
        </form>
      )}
    </Modal>
  );
}

function ConvertForm() {
  const { t } = useTranslation('screens');
  const client = useQueryClient();
  const money = useMoney();
  const once = useOnceKey();
  const config = useQuery(pointConfigQuery());
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblems({});
    setOutcome(null);
    const input = { points: amount.trim(), paymentPassword: password };
    setBusy(true);
    try {
      const record = await apiSendOnce('points/convert', input, once.keyFor(input));
      once.done();
      setAmount('');
      setPassword('');
      setOutcome({ ok: true, text: t('pointsConverted', { points: record.points, amount: money(record.amount ?? '0.00') }) });
      void moneyMoved(client);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="money-form" onSubmit={(e) => void submit(e)} noValidate>
      {config.data && <p>{t('pointsConvertRule', { ratio: config.data.ratios.redeem, currency: config.data.currency, min: config.data.minConvert })}</p>}
      <div className={`form-field${problems.points ? ' form-field--error' : ''}`}>
        <label htmlFor="convert-points">{t('pointsToConvert')}</label>
        <input id="convert-points" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))} aria-describedby={problems.points ? 'convert-points-error' : undefined} />
        {problems.points && (
          <p id="convert-points-error" className="form-field__error" role="alert">
            {problems.points}
          </p>
        )}
      </div>
      <div className={`form-field${problems.paymentPassword ? ' form-field--error' : ''}`}>
        <label htmlFor="convert-password">{t('pointsPaymentPassword')}</label>
        <input
          id="convert-password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
          aria-describedby={problems.paymentPassword ? 'convert-password-error' : undefined}
        />
        {problems.paymentPassword && (
          <p id="convert-password-error" className="form-field__error" role="alert">
            {problems.paymentPassword}
          </p>
        )}
      </div>
      <FormOutcome outcome={outcome} />
      <button type="submit" className="mq-button mq-button--primary" disabled={busy || !amount || password.length !== 6}>
        {t('pointsConvertSubmit')}
      </button>
    </form>
  );
}

function Redemptions({ token }: { token: string }) {
  const { t, i18n } = useTranslation('screens');
  const { whitelabel } = usePermission();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const query = useQuery(redemptionsQuery(token, i18n.language, page));
  return (
    <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={t('pointsNoRedemptions')}>
      {(d) => (
        <>
          <div className="money-table-wrap" tabIndex={0} role="region" aria-label={t('pointsRedemptionsTab')}>
            <table className="money-table">
              <thead>
                <tr>
                  <th scope="col">{t('pointsReference')}</th>
                  <th scope="col">{t('pointsAppliedAt')}</th>
                  <th scope="col">{t('pointsName')}</th>
                  <th scope="col" className="money-table__amount">
                    {t('pointsQuantity')}
                  </th>
                  <th scope="col" className="money-table__amount">
                    {t('pointsChanged')}
                  </th>
                  <th scope="col" className="money-table__amount">
                    {t('pointsAmount')}
                  </th>
                  <th scope="col">{t('pointsStatus')}</th>
                  <th scope="col" className="money-table__amount">
                    {t('pointsBalanceAfter')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.list.map((r) => (
                  <tr key={r.id}>
                    <td>{r.reference}</td>
                    <td>{formatDateTime(r.appliedAt, whitelabel.timeZone)}</td>
                    <td>
                      {r.name}
                      {r.remark && <span className="point-mall__remark"> · {r.remark}</span>}
                    </td>
                    <td className="money-table__amount">{r.quantity}</td>
                    <td className="money-table__amount">{points(r.changedPoints)}</td>
                    <td className="money-table__amount">{r.amount ? money(r.amount) : '—'}</td>
                    <td>{t(`pointsStatus_${r.status}`)}</td>
                    <td className="money-table__amount">{points(r.pointsBalance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {d.totalPages > 1 && <Pagination page={page} totalPages={d.totalPages} onChange={setPage} />}
        </>
      )}
    </QueryState>
  );
}

function PointsHistory({ token }: { token: string }) {
  const { t, i18n } = useTranslation('screens');
  const { whitelabel } = usePermission();
  const [page, setPage] = useState(1);
  const query = useQuery(pointsHistoryQuery(token, i18n.language, page));
  return (
    <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={t('pointsNoHistory')}>
      {(d) => (
        <>
          <div className="money-table-wrap" tabIndex={0} role="region" aria-label={t('pointsHistoryTab')}>
            <table className="money-table">
              <thead>
                <tr>
                  <th scope="col">{t('pointsAppliedAt')}</th>
                  <th scope="col">{t('pointsWhat')}</th>
                  <th scope="col" className="money-table__amount">
                    {t('pointsChanged')}
                  </th>
                  <th scope="col" className="money-table__amount">
                    {t('pointsBalanceAfter')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.list.map((l) => (
                  <tr key={l.id}>
                    <td>{formatDateTime(l.at, whitelabel.timeZone)}</td>
                    <td>
                      {l.label}
                      {l.reference && ` · ${l.reference}`}
                    </td>
                    <td className="money-table__amount">{(l.amount.startsWith('-') ? '' : '+') + points(l.amount)}</td>
                    <td className="money-table__amount">{l.balanceAfter === null ? '—' : points(l.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {d.totalPages > 1 && <Pagination page={page} totalPages={d.totalPages} onChange={setPage} />}
        </>
      )}
    </QueryState>
  );
}
