import { useTranslation } from 'react-i18next';
import type { BetRecord } from '../../../src/generated/types';
import { usePermission } from '../../../src/contract/contexts';
import { betOutcome, type BetOutcome } from '../../../src/engine/betOutcome';
import { betTotals } from '../../../src/engine/betTotals';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { formatProfit } from '../../../src/engine/formatProfit';
import { useMoney } from '../../parts/useMoney';
import './cards.css';
import './bets.css';

// A round that has not settled has no payout or result yet: a dash, not a misleading 0.00.
const settledOnly = (outcome: BetOutcome) => outcome === 'won' || outcome === 'lost' || outcome === 'even';

/**
 * One page of the betting record: a table on a wide screen, a card per round on a phone (the two
 * are drawn, CSS shows one), and the sums of the page. Each result is written out ("Won", "Lost")
 * under its signed amount, so no figure depends on its colour. Five columns, the vendor and round
 * under the game's name, so the result stays in view in the member centre's content column. A
 * team's record (the agent centre's Team Betting) adds whose round each is.
 */
export function BetRounds({ rounds, vendorOf, labelledBy }: { rounds: BetRecord[]; vendorOf: (round: BetRecord) => string; labelledBy: string }) {
  const { t } = useTranslation('member');
  const { whitelabel } = usePermission();
  const money = useMoney();
  const rows = rounds.map((r) => {
    const outcome = betOutcome(r);
    const shown = settledOnly(outcome);
    return {
      r,
      outcome,
      at: formatDateTime(r.at, whitelabel.timeZone),
      vendor: vendorOf(r),
      stake: money(r.stake),
      payout: shown ? money(r.payout) : '—',
      profit: shown ? formatProfit(whitelabel.currency.symbol, r.profit) : '—',
      badge: <span className={`status-badge bet-outcome--${outcome}`}>{t(`betOutcome_${outcome}`)}</span>,
    };
  });
  const totals = betTotals(rounds);
  // An agent's team record names whose each round is; the member's own does not.
  const withAccount = rounds.some((r) => r.account !== undefined);
  return (
    <>
      <div className="money-table-wrap bet-table record-table" tabIndex={0} role="region" aria-labelledby={labelledBy}>
        <table className="money-table">
          <thead>
            <tr>
              <th scope="col">{t('recordAt')}</th>
              {withAccount && <th scope="col">{t('betAccount')}</th>}
              <th scope="col">{t('betGame')}</th>
              <th scope="col" className="money-table__amount">
                {t('betStake')}
              </th>
              <th scope="col" className="money-table__amount">
                {t('betPayout')}
              </th>
              <th scope="col" className="money-table__amount">
                {t('profitResult')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ r, outcome, at, vendor, stake, payout, profit, badge }) => (
              <tr key={r.id}>
                <td className="bet-when">{at}</td>
                {withAccount && <td>{r.account}</td>}
                <td className="bet-what">
                  <span className="bet-game">{r.gameName}</span>
                  <span className="bet-round">
                    {vendor} · {t('betRound', { id: r.roundId })}
                  </span>
                </td>
                <td className="money-table__amount">{stake}</td>
                <td className="money-table__amount">{payout}</td>
                <td className="money-table__amount">
                  <span className={`bet-profit bet-profit--${outcome}`}>{profit}</span>
                  {badge}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="record-cards" aria-labelledby={labelledBy}>
        {rows.map(({ r, outcome, at, vendor, stake, payout, profit, badge }) => (
          <li key={r.id} className="record-card">
            <div className="record-card__head">
              <span className="bet-game">{r.gameName}</span>
              {badge}
            </div>
            <dl className="record-card__facts">
              {withAccount && (
                <div>
                  <dt>{t('betAccount')}</dt>
                  <dd>{r.account}</dd>
                </div>
              )}
              <div>
                <dt>{t('recordAt')}</dt>
                <dd>{at}</dd>
              </div>
              <div>
                <dt>{t('betVendor')}</dt>
                <dd>{vendor}</dd>
              </div>
              <div>
                <dt>{t('betStake')}</dt>
                <dd>{stake}</dd>
              </div>
              <div>
                <dt>{t('betPayout')}</dt>
                <dd>{payout}</dd>
              </div>
              <div>
                <dt>{t('profitResult')}</dt>
                <dd className={`bet-profit--${outcome}`}>{profit}</dd>
              </div>
              <div>
                <dt>{t('betRoundId')}</dt>
                <dd>{r.roundId}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <section className="bet-totals" aria-labelledby="bet-totals-title">
        <h3 id="bet-totals-title">{t('betPageTotals')}</h3>
        <dl className="money-summary">
          <div>
            <dt>{t('betStake')}</dt>
            <dd>{money(totals.stake)}</dd>
          </div>
          <div>
            <dt>{t('betPayout')}</dt>
            <dd>{money(totals.payout)}</dd>
          </div>
          <div>
            <dt>{t('profitResult')}</dt>
            <dd className={`bet-profit--${betOutcome({ status: 'settled', profit: totals.profit })}`}>{formatProfit(whitelabel.currency.symbol, totals.profit)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
