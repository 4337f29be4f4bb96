import { useEffect, useEffectEvent, useState } from 'react';
import type { Phase, RoundInPlay } from './usePlayRound';
import type { PickMarket, PickOutcome } from './studioTypes';
import type { Blips } from './blips';
import { formatNumber } from '../engine/formatNumber';
import { outcomeLabel } from './roundMessage';
import { pause, pauseUntil } from './pause';
import { useT } from './TranslateContext';

interface PickGameProps {
  /** The market's id: match, cockfight or numbers (the engine's `pick:<market>`). */
  marketId: string;
  market: PickMarket;
  phase: Phase;
  current: RoundInPlay | null;
  minSpinMs: number;
  choice: string;
  onChoice: (id: string) => void;
  reducedMotion: boolean;
  blips: Blips;
  onShown: () => void;
}

export function PickGame({ marketId, market, phase, current, minSpinMs, choice, onChoice, reducedMotion, blips, onShown }: PickGameProps) {
  const t = useT();
  const [drawing, setDrawing] = useState<string | null>(null);
  const [result, setResult] = useState<PickOutcome | null>(null);
  const roundShown = useEffectEvent(onShown);
  const locked = phase !== 'idle';

  // A new round clears the last result as it starts.
  const [phaseSeen, setPhaseSeen] = useState(phase);
  if (phase !== phaseSeen) {
    setPhaseSeen(phase);
    if (phase === 'waiting') setResult(null);
  }

  const roundId = current?.round.roundId;
  /** Runs the draw in play, with the props as they are when it arrives. */
  const draw = useEffectEvent((signal: AbortSignal) => {
    if (!current || phase !== 'showing') return;
    const round = current.outcome as PickOutcome;
    void (async () => {
      // A light runs over the outcomes until the round's time is up, slowing down, then stops on the result.
      if (!reducedMotion) {
        let step = 70;
        let i = 0;
        const end = current.startedAt + minSpinMs - 400;
        while (performance.now() + step < end) {
          setDrawing(market.outcomes[i++ % market.outcomes.length]!.id);
          blips.play('tick');
          await pause(step, signal);
          step = Math.min(260, step * 1.08);
        }
      }
      await pauseUntil(current.startedAt + minSpinMs, signal);
      setDrawing(null);
      setResult(round);
      roundShown();
    })().catch((err: unknown) => {
      if ((err as Error).name !== 'AbortError') throw err;
    });
  });
  useEffect(() => {
    const ac = new AbortController();
    draw(ac.signal);
    return () => ac.abort();
    // A draw is run once, when it arrives.
  }, [roundId, phase]);

  const shown = drawing ?? result?.result ?? null;
  return (
    <div className={`play-pick play-pick--${marketId}`}>
      <p className={`play-pick__ball${marketId === 'numbers' ? ' play-pick__ball--digit' : ''}${drawing ? ' play-pick__ball--drawing' : ''}`} aria-hidden="true">
        {shown === null ? '?' : marketId === 'numbers' ? shown : outcomeLabel(t, marketId, shown)}
      </p>
      <fieldset className="play-outcomes" disabled={locked}>
        <legend className="play-outcomes__legend">{t(`pickQuestion_${marketId}`)}</legend>
        <div className="play-outcomes__grid">
          {market.outcomes.map((o) => {
            const isResult = result?.result === o.id;
            return (
              <label
                key={o.id}
                className={`play-outcome${choice === o.id ? ' play-outcome--chosen' : ''}${drawing === o.id ? ' play-outcome--lit' : ''}${isResult ? ' play-outcome--result' : ''}`}
              >
                <input type="radio" name="outcome" value={o.id} checked={choice === o.id} onChange={() => onChoice(o.id)} />
                <span className="play-outcome__name">{marketId === 'numbers' ? <span className="play-outcome__digit" aria-hidden="true">{o.id}</span> : outcomeLabel(t, marketId, o.id)}</span>
                {marketId === 'numbers' && <span className="play-hidden">{outcomeLabel(t, marketId, o.id)}</span>}
                <span className="play-outcome__odds">{t('odds', { odds: formatNumber(o.odds, { decimals: 2 }) })}</span>
                {isResult && <span className="play-outcome__badge">{t('pickResult')}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      <p className="play-pick__verdict">
        {result ? (
          <span className={result.won ? 'play-tag play-tag--won' : 'play-tag play-tag--lost'}>
            {t(result.won ? 'pickWon' : 'pickLost', { result: outcomeLabel(t, marketId, result.result) })}
          </span>
        ) : (
          <span className="play-pick__hint">{phase === 'idle' ? t('pickHint') : t('actionBusy_pick')}</span>
        )}
      </p>
    </div>
  );
}
