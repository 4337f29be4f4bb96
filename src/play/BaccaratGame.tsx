import { useEffect, useEffectEvent, useState } from 'react';
import type { Phase, RoundInPlay } from './usePlayRound';
import type { BaccaratOutcome, BaccaratSide } from './studioTypes';
import type { Blips } from './blips';
import { dealOrder, handTotal } from './cards';
import { PlayingCard } from './PlayingCard';
import { pause, pauseUntil } from './pause';
import { useT } from './TranslateContext';

interface BaccaratGameProps {
  phase: Phase;
  current: RoundInPlay | null;
  minSpinMs: number;
  choice: string;
  onChoice: (side: BaccaratSide) => void;
  reducedMotion: boolean;
  blips: Blips;
  onShown: () => void;
}

export const baccaratSides: readonly BaccaratSide[] = ['player', 'tie', 'banker'];

/** What each bet returns on a win, as the table prints it (server/games/studio/baccarat.ts pays 2×, 1.95×, 9× the stake). */
const pays: Record<BaccaratSide, string> = { player: '1:1', banker: '0.95:1', tie: '8:1' };

export function BaccaratGame({ phase, current, minSpinMs, choice, onChoice, reducedMotion, blips, onShown }: BaccaratGameProps) {
  const t = useT();
  const [dealt, setDealt] = useState<{ player: string[]; banker: string[] }>({ player: [], banker: [] });
  const [winner, setWinner] = useState<BaccaratSide | null>(null);
  const shown = useEffectEvent(onShown);
  const locked = phase !== 'idle';

  // A new round clears the table as it starts.
  const [phaseSeen, setPhaseSeen] = useState(phase);
  if (phase !== phaseSeen) {
    setPhaseSeen(phase);
    if (phase === 'waiting') {
      setDealt({ player: [], banker: [] });
      setWinner(null);
    }
  }

  const roundId = current?.round.roundId;
  /** Deals the hand in play, with the props as they are when it arrives. */
  const deal = useEffectEvent((signal: AbortSignal) => {
    if (!current || phase !== 'showing') return;
    const hand = current.outcome as BaccaratOutcome;
    const steps = dealOrder(hand.playerCards.length, hand.bankerCards.length);
    // The cards come out across the brand's shortest round, the last one at its end.
    const every = Math.max(250, minSpinMs / steps.length);
    void (async () => {
      for (const [i, step] of steps.entries()) {
        await pauseUntil(current.startedAt + (i + 1) * every - (reducedMotion ? 0 : 200), signal);
        const card = (step.side === 'player' ? hand.playerCards : hand.bankerCards)[step.index]!;
        setDealt((d) => ({ ...d, [step.side]: [...d[step.side], card] }));
        blips.play('card');
      }
      await pauseUntil(current.startedAt + minSpinMs, signal);
      await pause(reducedMotion ? 0 : 300, signal);
      setWinner(hand.outcome);
      shown();
    })().catch((err: unknown) => {
      if ((err as Error).name !== 'AbortError') throw err;
    });
  });
  useEffect(() => {
    const ac = new AbortController();
    deal(ac.signal);
    return () => ac.abort();
    // A hand is dealt once, when it arrives.
  }, [roundId, phase]);

  const hand = (side: 'player' | 'banker') => (
    <section className={`play-hand play-hand--${side}${winner === side ? ' play-hand--won' : ''}`} aria-labelledby={`hand-${side}`}>
      <h3 id={`hand-${side}`} className="play-hand__title">
        {t(`side_${side}`)}
        <span className="play-hand__total">{dealt[side].length ? handTotal(dealt[side]) : '–'}</span>
      </h3>
      <ul className="play-hand__cards" aria-label={t('handCards', { side: t(`side_${side}`) })}>
        {dealt[side].map((card, i) => (
          <PlayingCard key={`${roundId}-${i}`} card={card} fresh={!reducedMotion} />
        ))}
        {dealt[side].length === 0 && (
          <>
            <li className="play-card play-card--slot" aria-hidden="true" />
            <li className="play-card play-card--slot" aria-hidden="true" />
          </>
        )}
      </ul>
      {winner === side && <p className="play-hand__badge">{t('winnerBadge', { side: t(`side_${side}`) })}</p>}
    </section>
  );

  return (
    <div className="play-baccarat">
      <div className="play-felt">
        {hand('player')}
        <div className="play-felt__middle">{winner === 'tie' ? <p className="play-hand__badge play-hand__badge--tie">{t('tieBadge')}</p> : <span className="play-felt__vs">{t('versus')}</span>}</div>
        {hand('banker')}
        <fieldset className="play-sides" disabled={locked}>
          <legend className="play-sides__legend">{t('betOn')}</legend>
          {baccaratSides.map((side) => (
            <label key={side} className={`play-side play-side--${side}${choice === side ? ' play-side--chosen' : ''}`}>
              <input type="radio" name="side" value={side} checked={choice === side} onChange={() => onChoice(side)} />
              <span className="play-side__name">{t(`side_${side}`)}</span>
              <span className="play-side__pays">{t('pays', { ratio: pays[side] })}</span>
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
