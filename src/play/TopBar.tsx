import { formatMoney } from '../engine/formatAmount';
import { ShieldIcon, SoundOffIcon, SoundOnIcon } from './icons';
import { useT } from './TranslateContext';

interface TopBarProps {
  name: string;
  demo: boolean;
  balance: string;
  /** The vendor's name when the balance is of its own wallet, null for the main wallet or play money. */
  wallet: string | null;
  currency: string;
  sound: boolean;
  onSound: (on: boolean) => void;
  onFair: () => void;
}

export function TopBar({ name, demo, balance, wallet, currency, sound, onSound, onFair }: TopBarProps) {
  const t = useT();
  return (
    <header className="play-top">
      <div className="play-top__game">
        <h1 className="play-top__name">{name}</h1>
        {demo && (
          <p className="play-demo">
            <strong>{t('demo')}</strong> <span>{t('demoMoney')}</span>
          </p>
        )}
      </div>
      <p className="play-top__balance">
        <span className="play-top__label">{wallet ? t('walletBalance', { name: wallet }) : t('balance')}</span>
        <span className="play-top__amount" data-testid="play-balance">
          {formatMoney(currency, balance)}
        </span>
      </p>
      <div className="play-top__tools">
        <button type="button" className="play-tool" aria-pressed={sound} aria-label={t('sound')} title={t('sound')} onClick={() => onSound(!sound)}>
          {sound ? <SoundOnIcon /> : <SoundOffIcon />}
        </button>
        <button type="button" className="play-tool play-tool--text" onClick={onFair}>
          <ShieldIcon />
          <span>{t('fairPlay')}</span>
        </button>
      </div>
    </header>
  );
}
