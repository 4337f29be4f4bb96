import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { Phase, RoundInPlay } from './usePlayRound';
import type { CrashOutcome } from './studioTypes';
import type { Blips } from './blips';
import { crashTargetMax, crashTargetMin, crashTimeline, crashWinChance, multiplierAt, parseTarget } from './crashCurve';
import { formatMultiplier } from './roundMessage';
import { formatMoney } from '../engine/formatAmount';
import { formatNumber } from '../engine/formatNumber';
import { toMinorUnits, fromMinorUnits } from '../engine/money';
import { pauseUntil } from './pause';
import { useT } from './TranslateContext';

interface CrashGameProps {
  phase: Phase;
  current: RoundInPlay | null;
  minSpinMs: number;
  targetText: string;
  onTargetText: (text: string) => void;
  stake: string;
  currency: string;
  reducedMotion: boolean;
  blips: Blips;
  onShown: () => void;
}

const quickTargets = [1.5, 2, 5, 10];

/**
 * The flight's picture in a 100 × 60 box: the multiplier up the side on a log scale whose top grows
 * with the flight (as the big games draw it), so the picture never tells where the round will end.
 */
function flightPath(multiplier: number, top: number): { path: string; x: number; y: number } {
  const h = Math.min(1, Math.log(Math.max(1, multiplier)) / Math.log(top));
  const x = 6 + 88 * h;
  const y = 54 - 46 * h;
  return { path: `M6 54 Q${(6 + x) / 2} 54 ${x} ${y}`, x, y };
}

export function CrashGame({ phase, current, minSpinMs, targetText, onTargetText, stake, currency, reducedMotion, blips, onShown }: CrashGameProps) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const [multiplier, setMultiplier] = useState(1);
  const [state, setState] = useState<'ready' | 'hold' | 'flying' | 'crashed'>('ready');
  const shown = useEffectEvent(onShown);
  const target = parseTarget(targetText);
  const locked = phase !== 'idle';
  const outcome = current?.outcome as CrashOutcome | undefined;

  // A new round puts the rocket back on the ground as it starts.
  const [phaseSeen, setPhaseSeen] = useState(phase);
  if (phase !== phaseSeen) {
    setPhaseSeen(phase);
    if (phase === 'waiting') {
      setMultiplier(1);
      setState('hold');
    }
  }

  const roundId = current?.round.roundId;
  /** Flies the round in play, with the props as they are when it arrives; answers how to stop it. */
  const fly = useEffectEvent((signal: AbortSignal): (() => void) | undefined => {
    if (!current || phase !== 'showing') return;
    const round = current.outcome as CrashOutcome;
    const timeline = crashTimeline(round.crashPoint, minSpinMs);
    let frame = 0;
    if (!reducedMotion) {
      let last = 1;
      const tick = () => {
        const m = multiplierAt(performance.now() - current.startedAt, timeline, round.crashPoint);
        if (m > 1 && last === 1) setState('flying');
        if (Math.floor(m) > Math.floor(last)) blips.play('tick');
        last = m;
        setMultiplier(m);
        frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    }
    void pauseUntil(current.startedAt + timeline.totalMs, signal)
      .then(() => {
        cancelAnimationFrame(frame);
        setMultiplier(round.crashPoint);
        setState('crashed');
        shown();
      })
      .catch(() => undefined);
    return () => cancelAnimationFrame(frame);
  });
  useEffect(() => {
    const ac = new AbortController();
    const stop = fly(ac.signal);
    return () => {
      ac.abort();
      stop?.();
    };
    // A flight is flown once, when it arrives.
  }, [roundId, phase]);

  // A round that ended without a flight (refused, or cut short) leaves the rocket where it belongs.
  if (phase === 'idle' && state === 'hold') setState(outcome ? 'crashed' : 'ready');

  const top = Math.max(2, target ?? 2, multiplier * 1.25);
  const flight = flightPath(multiplier, top);
  const targetY = target ? 54 - 46 * Math.min(1, Math.log(target) / Math.log(top)) : null;
  const passed = outcome && state !== 'ready' && outcome.won && multiplier >= outcome.target;
  const stakeMinor = toMinorUnits(stake) ?? 0n;
  const wins = target ? fromMinorUnits((stakeMinor * BigInt(Math.round(target * 100))) / 100n) : null;

  return (
    <div className="play-crash">
      <div className={`play-sky play-sky--${state}${state === 'crashed' && outcome ? (outcome.won ? ' play-sky--won' : ' play-sky--lost') : ''}`}>
        <svg className="play-sky__chart" viewBox="0 0 100 60" preserveAspectRatio="none" aria-hidden="true">
          {[10, 20, 44, 52].map((y) => (
            <line key={y} className="play-sky__grid" x1="0" x2="100" y1={y} y2={y} />
          ))}
          {targetY !== null && <line className="play-sky__target" x1="0" x2="100" y1={targetY} y2={targetY} />}
          {state !== 'ready' && <path className="play-sky__trail" d={flight.path} />}
        </svg>
        {target !== null && targetY !== null && (
          <span className="play-sky__mark" style={{ top: `${(targetY / 60) * 100}%` }} aria-hidden="true">
            {formatMultiplier(target)}
          </span>
        )}
        {state !== 'ready' && (
          <span className={`play-rocket${state === 'crashed' ? ' play-rocket--crashed' : ''}`} style={{ left: `${flight.x}%`, top: `${(flight.y / 60) * 100}%` }} aria-hidden="true" />
        )}
        <div className="play-sky__readout">
          <p className="play-sky__multiplier" aria-hidden="true">
            {formatMultiplier(multiplier)}
          </p>
          <p className="play-sky__state">
            {state === 'ready' && t('crashReady')}
            {state === 'hold' && (reducedMotion ? t('crashFlying') : t('crashTakeoff'))}
            {state === 'flying' && (passed ? t('crashCashedOut', { target: formatMultiplier(outcome.target) }) : t('crashFlying'))}
            {state === 'crashed' && outcome && (
              <span className={outcome.won ? 'play-tag play-tag--won' : 'play-tag play-tag--lost'}>
                {outcome.won ? t('crashCashedOut', { target: formatMultiplier(outcome.target) }) : t('crashCrashed', { point: formatMultiplier(outcome.crashPoint) })}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="play-target">
        <label className="play-target__label" htmlFor={inputId}>
          {t('target')}
        </label>
        <div className="play-target__row">
          <input
            id={inputId}
            className="play-input play-target__input"
            inputMode="decimal"
            autoComplete="off"
            value={targetText}
            disabled={locked}
            aria-describedby={hintId}
            aria-invalid={target === null}
            onChange={(e) => onTargetText(e.target.value)}
            onBlur={() => target !== null && onTargetText(formatNumber(target, { decimals: 2, group: false }))}
          />
          <div className="play-target__quick" role="group" aria-label={t('targetQuick')}>
            {quickTargets.map((q) => (
              <button key={q} type="button" className={`play-chip${target === q ? ' play-chip--on' : ''}`} disabled={locked} aria-pressed={target === q} onClick={() => onTargetText(formatNumber(q, { decimals: 2, group: false }))}>
                {formatNumber(q, { decimals: q % 1 ? 1 : 0 })}×
              </button>
            ))}
          </div>
        </div>
        <p id={hintId} className={target === null ? 'play-target__hint play-target__hint--bad' : 'play-target__hint'}>
          {target === null
            ? t('targetInvalid', { min: formatMultiplier(crashTargetMin), max: formatMultiplier(crashTargetMax) })
            : t('targetOdds', { chance: `${formatNumber(crashWinChance(target) * 100, { decimals: 2 })}%`, amount: formatMoney(currency, wins ?? '0') })}
        </p>
      </div>
    </div>
  );
}
