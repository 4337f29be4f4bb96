import { useId } from 'react';
import { formatMoney } from '../engine/formatAmount';
import { canStep, stepStake } from './stakeSteps';
import { MinusIcon, PlusIcon } from './icons';
import { useT } from './TranslateContext';

interface StakeControlProps {
  stakes: string[];
  stake: string;
  onStake: (stake: string) => void;
  currency: string;
  disabled: boolean;
  /** Under the stake: a slot's lines and line bet. */
  note?: string;
}

/** The stake, one of the game's own stakes only: a step down, the list, a step up. */
export function StakeControl({ stakes, stake, onStake, currency, disabled, note }: StakeControlProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="play-stake">
      <label className="play-stake__label" htmlFor={id}>
        {t('stake')}
      </label>
      <div className="play-stake__row">
        <button type="button" className="play-round-button" aria-label={t('stakeDown')} disabled={disabled || !canStep(stakes, stake, -1)} onClick={() => onStake(stepStake(stakes, stake, -1))}>
          <MinusIcon />
        </button>
        <select id={id} className="play-select" value={stake} disabled={disabled} onChange={(e) => onStake(e.target.value)}>
          {stakes.map((s) => (
            <option key={s} value={s}>
              {formatMoney(currency, s)}
            </option>
          ))}
        </select>
        <button type="button" className="play-round-button" aria-label={t('stakeUp')} disabled={disabled || !canStep(stakes, stake, 1)} onClick={() => onStake(stepStake(stakes, stake, 1))}>
          <PlusIcon />
        </button>
      </div>
      {note && <p className="play-stake__note">{note}</p>}
    </div>
  );
}
