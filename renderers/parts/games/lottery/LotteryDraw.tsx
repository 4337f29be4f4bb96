import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../src/contract/contexts';
import { formatDateTime } from '../../../../src/engine/formatDateTime';
import type { LotteryState } from '../../../../src/generated/types';
import { DrawResult } from '../../lottery/DrawResult';

/** The last drawn issue: its numbers as the results page draws them (prizes, đầu and đuôi), and its revealed seed. */
export function LotteryDraw({ last }: { last: LotteryState['last'] }) {
  const { t } = useTranslation('games');
  const { timeZone } = usePermission().whitelabel;
  return (
    <section className="lotto__card lotto__draw" aria-labelledby="lotto-last">
      <h2 id="lotto-last">{last ? t('lottoLast', { issue: last.issue }) : t('lottoLastTitle')}</h2>
      {last ? (
        <>
          <p className="lotto__drawnAt">{formatDateTime(last.drawnAt, timeZone)}</p>
          <DrawResult numbers={last.numbers} title={t('lottoLast', { issue: last.issue })} hideTitle />
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
