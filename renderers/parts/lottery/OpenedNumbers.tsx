import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useRuntime } from '../../../src/contract/contexts';
import { lotteryOpenedQuery } from '../../../src/api/games/lottery';
import { useLotteryGames, resultsHref } from './lotteryNames';
import './OpenedNumbers.css';

/**
 * The home page's strip of the latest lottery results (SPEC §7 Home, AGEANNOUNCE3): each game's
 * last draw with its special prize, linked to the game's results. Nothing while the module is off,
 * and nothing until a draw has happened: it adds to the page, the page does not wait for it.
 */
export default function OpenedNumbers() {
  const { features } = useRuntime();
  return features.lotteryNumbers ? <Strip /> : null;
}

function Strip() {
  const { t, i18n } = useTranslation('screens');
  const opened = useQuery(lotteryOpenedQuery(i18n.language));
  const { nameOf } = useLotteryGames();
  const latest = (opened.data?.list ?? []).filter((d, i, all) => all.findIndex((o) => o.gameCode === d.gameCode) === i);
  if (latest.length === 0) return null;
  return (
    <section className="opened-numbers" aria-labelledby="opened-numbers-title">
      <div className="opened-numbers__head">
        <h2 id="opened-numbers-title">{t('lotteryLatestResults')}</h2>
        <Link to="/vnlottery">{t('vnLotteryTitle')}</Link>
      </div>
      <ul className="opened-numbers__list">
        {latest.map((d) => {
          const name = nameOf(d.gameCode, d.gameName);
          return (
            <li key={d.gameCode} className="opened-numbers__item">
              <Link to={resultsHref(d.gameCode)} className="opened-numbers__link" aria-label={t('lotteryStripItem', { name, issue: d.issue, number: d.numbers[0] })}>
                <span className="opened-numbers__name">{name}</span>
                <span className="opened-numbers__issue">{d.issue}</span>
                <span className="opened-numbers__special">{d.numbers[0]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
