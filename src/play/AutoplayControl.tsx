import { useEffect, useId, useState } from 'react';
import { formatNumber } from '../engine/formatNumber';
import { useT } from './TranslateContext';

const counts = [10, 25, 50, 100];

interface AutoplayControlProps {
  /** Rounds still to play; 0 when autoplay is off. */
  left: number;
  onStart: (rounds: number) => void;
  onStop: () => void;
  disabled: boolean;
}

/** Shown only where the brand allows autoplay: a number of rounds, played one after another until done, an error, or any tap or click. */
export function AutoplayControl({ left, onStart, onStop, disabled }: AutoplayControlProps) {
  const t = useT();
  const id = useId();
  const [rounds, setRounds] = useState(counts[0]!);

  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    // Deferred, so the tap that started it does not stop it.
    let armed = false;
    const timer = setTimeout(() => (armed = true));
    const stop = () => armed && onStop();
    document.addEventListener('pointerdown', stop);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', stop);
    };
  }, [running, onStop]);

  if (left > 0)
    return (
      <div className="play-auto">
        <button type="button" className="play-button" onClick={onStop}>
          {t('autoplayStop', { left: formatNumber(left) })}
        </button>
      </div>
    );
  return (
    <div className="play-auto">
      <label htmlFor={id} className="play-auto__label">
        {t('autoplayRounds')}
      </label>
      <select id={id} className="play-select" value={rounds} disabled={disabled} onChange={(e) => setRounds(Number(e.target.value))}>
        {counts.map((n) => (
          <option key={n} value={n}>
            {formatNumber(n)}
          </option>
        ))}
      </select>
      <button type="button" className="play-button play-button--quiet" disabled={disabled} onClick={() => onStart(rounds)}>
        {t('autoplayStart')}
      </button>
    </div>
  );
}
