import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { byPrize, headsAndTails } from '../../../src/engine/lotteryDraw';
import './DrawResult.css';

/**
 * A drawn issue's result: the eight prizes, special to seventh, with their numbers, and the đầu and
 * đuôi tables (each number's last two digits by their first and by their last digit), the way
 * Vietnamese results are read. `mismatched` marks numbers a check found different. `hideTitle` keeps
 * the table's caption for screen readers alone, where a heading above already says it.
 */
export function DrawResult({ numbers, title, mismatched, hideTitle = false }: { numbers: readonly string[]; title: string; mismatched?: ReadonlySet<number>; hideTitle?: boolean }) {
  const { t } = useTranslation('screens');
  const ids = useId();
  const prizes = byPrize(numbers);
  const { heads, tails } = headsAndTails(numbers);
  let at = 0;
  return (
    <div className="draw-result">
      <table className="draw-result__prizes" aria-labelledby={`${ids}-title`}>
        <caption id={`${ids}-title`} className={hideTitle ? 'mq-visually-hidden' : undefined}>
          {title}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('lotteryPrize')}</th>
            <th scope="col">{t('lotteryNumbers')}</th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize, p) => (
            <tr key={p} className={p === 0 ? 'draw-result__special' : undefined}>
              <th scope="row">{t(`lotteryPrize_${p}`)}</th>
              <td>
                <ul className="draw-result__numbers">
                  {prize.map((n) => {
                    const index = at++;
                    const wrong = mismatched?.has(index) ?? false;
                    return (
                      <li key={index} className={wrong ? 'draw-result__number draw-result__number--wrong' : 'draw-result__number'}>
                        {n}
                        {wrong && <span className="mq-visually-hidden"> {t('lotteryNumberWrong')}</span>}
                      </li>
                    );
                  })}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="draw-result__digits">
        <DigitTable caption={t('lotteryHeads')} digitLabel={t('lotteryHead')} listLabel={t('lotteryTails')} rows={heads} />
        <DigitTable caption={t('lotteryTailsTable')} digitLabel={t('lotteryTail')} listLabel={t('lotteryHeadsList')} rows={tails} />
      </div>
    </div>
  );
}

function DigitTable({ caption, digitLabel, listLabel, rows }: { caption: string; digitLabel: string; listLabel: string; rows: string[][] }) {
  return (
    <table className="draw-result__digit-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{digitLabel}</th>
          <th scope="col">{listLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((digits, d) => (
          <tr key={d}>
            <th scope="row">{d}</th>
            <td>{digits.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
