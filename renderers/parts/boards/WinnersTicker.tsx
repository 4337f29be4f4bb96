import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Winner } from '../../../src/generated/types';
import { tickerSeconds } from '../../../src/engine/winnerTicker';
import { VisuallyHidden } from '../../../src/ui/VisuallyHidden';
import { useMoney } from '../useMoney';
import { useReducedMotion } from './useReducedMotion';

function WinnerRows({ winners, copy = false }: { winners: Winner[]; copy?: boolean }) {
  const { t } = useTranslation('boards');
  const money = useMoney();
  return winners.map((w, i) => (
    <li key={`${copy ? 'copy-' : ''}${i}`} className="winners__row">
      <span className="winners__who" aria-hidden="true">
        <span className="winners__account">{w.account}</span>
        <span className="winners__game">{w.gameName}</span>
      </span>
      <span className="winners__amount" aria-hidden="true">
        {money(w.payout)}
      </span>
      {!copy && <VisuallyHidden>{t('winnerLine', { account: w.account, amount: money(w.payout), game: w.gameName })}</VisuallyHidden>}
    </li>
  ));
}

/**
 * The winners as a list that rises slowly through a fixed window, at SPEC §9's step, and starts
 * over without a seam (a second copy, hidden from screen readers, follows the first). The list
 * itself is the accessible one: it never changes under a screen reader, whatever the motion.
 * Still when the player's system asks for less motion, when the player pauses it (WCAG 2.2.2: it
 * moves for longer than five seconds) or rests the pointer on it, and when it fits its window;
 * still and longer than its window, it scrolls by hand.
 */
export function WinnersTicker({ winners }: { winners: Winner[] }) {
  const { t } = useTranslation('boards');
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [fit, setFit] = useState<{ overflows: boolean; seconds: number } | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Measured before the first paint, so a long list never shows a frame standing still first.
  useLayoutEffect(() => {
    const height = list.current?.offsetHeight ?? 0;
    const next = { overflows: height > (viewport.current?.clientHeight ?? 0), seconds: tickerSeconds(height) };
    setFit((f) => (f && f.overflows === next.overflows && f.seconds === next.seconds ? f : next));
  }, [winners]);
  const canMove = !reduced && fit !== null && fit.overflows;
  const moving = canMove && !paused;
  const style = moving ? ({ '--ticker-seconds': `${fit.seconds.toFixed(2)}s` } as CSSProperties) : undefined;
  return (
    <div className="winners">
      {canMove && (
        <button type="button" className="mq-button mq-button--small winners__pause" onClick={() => setPaused(!paused)}>
          {paused ? t('winnersPlay') : t('winnersPause')}
        </button>
      )}
      <div
        ref={viewport}
        className={`winners__viewport${moving ? ' winners__viewport--moving' : ''}`}
        // Still and longer than its window: a region the keyboard can scroll too.
        {...(!moving && fit?.overflows ? { tabIndex: 0, role: 'region', 'aria-label': t('winnersList') } : {})}
      >
        <div className="winners__track" style={style}>
          <ol ref={list} className="winners__list">
            <WinnerRows winners={winners} />
          </ol>
          {moving && (
            <ol className="winners__list" aria-hidden="true">
              <WinnerRows winners={winners} copy />
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
