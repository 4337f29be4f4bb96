import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../src/contract/contexts';
import { formatDateTime } from '../../../../src/engine/formatDateTime';
import type { LotteryState } from '../../../../src/generated/types';
import { byPrize } from '../../../../src/engine/lotteryDraw';

/** The last drawn issue: its numbers by prize, the special first and largest, and its revealed seed. */
export function LotteryDraw({ last }: { last: LotteryState['last'] }) {
  const { t } = useTranslation('games');
  const { timeZone } = usePermission().whitelabel;
  return (
    <section className="lotto__card lotto__draw" aria-labelledby="lotto-last">
      <h2 id="lotto-last">{last ? t('lottoLast', { issue: last.issue }) : t('lottoLastTitle')}</h2>
      {last ? (
        <>
          <p className="lotto__drawnAt">{formatDateTime(last.drawnAt, timeZone)}</p>
          <dl className="lotto__prizes">
            {byPrize(last.numbers).map((numbers, i) => (
              <div key={i} className={i === 0 ? 'lotto__prize lotto__prize--special' : 'lotto__prize'}>
                <dt>{t(`lottoPrize${i}`)}</dt>
                <dd>
                  {numbers.map((n, j) => (
                    <span key={j} className="lotto__number">
                      {n}
                    </span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          <p className="lotto__hash">
            <span>{t('lottoSeed')}</span> <code>{last.seed}</code>
          </p>
        </>
      ) : (
        <p>{t('lottoNothingDrawn')}</p>
      )}
    </section>
  );
}
