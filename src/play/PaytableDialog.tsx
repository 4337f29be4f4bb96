import type { SlotTable } from './studioTypes';
import { ThemeSymbol } from './ThemeSymbol';
import { useSlotLook } from './slotLook';
import { PlayDialog } from './PlayDialog';
import { symbolName } from './symbolName';
import { formatMoney } from '../engine/formatAmount';
import { formatNumber } from '../engine/formatNumber';
import { fromMinorUnits, toMinorUnits } from '../engine/money';
import { useT } from './TranslateContext';

interface PaytableDialogProps {
  open: boolean;
  onClose: () => void;
  table: SlotTable;
  stake: string;
  currency: string;
}

/** The slot's pays at the chosen stake: a line pays a multiple of the line bet (stake ÷ lines), scatters a multiple of the stake. */
export function PaytableDialog({ open, onClose, table, stake, currency }: PaytableDialogProps) {
  const t = useT();
  const look = useSlotLook();
  const stakeMinor = toMinorUnits(stake) ?? 0n;
  const lineBet = stakeMinor / BigInt(Math.max(1, table.lines.length));
  const amount = (kind: string, pay: number) => formatMoney(currency, fromMinorUnits((kind === 'scatter' ? stakeMinor : lineBet) * BigInt(pay)));
  return (
    <PlayDialog open={open} onClose={onClose} title={t('paytableTitle')}>
      <p className="play-paytable__stake">{t('paytableAt', { stake: formatMoney(currency, stake), lineBet: formatMoney(currency, fromMinorUnits(lineBet)) })}</p>
      <ul className="play-paytable">
        {table.symbols.map((s) => {
          const pays = Object.entries(s.pays)
            .filter(([, pay]) => pay > 0)
            .sort(([a], [b]) => Number(b) - Number(a));
          return (
            <li key={s.id} className="play-paytable__row">
              <span className={`play-cell play-cell--role-${look.roleOf(s.id)} play-paytable__symbol`} aria-hidden="true">
                <ThemeSymbol id={s.id} />
              </span>
              <div className="play-paytable__text">
                <p className="play-paytable__name">
                  {symbolName(t, look.drawingOf(s.id))}
                  {s.kind !== 'plain' && <span className="play-paytable__kind">{t(`kind_${s.kind}`)}</span>}
                </p>
                {s.kind === 'wild' && <p className="play-paytable__note">{t('paytableWild')}</p>}
                {pays.length > 0 && (
                  <ul className="play-paytable__pays">
                    {pays.map(([count, pay]) => (
                      <li key={count}>{t('paytablePay', { count, amount: amount(s.kind, pay) })}</li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <h3 className="play-dialog__subtitle">{t('paytableRules')}</h3>
      <ul className="play-paytable__rules">
        <li>{t('paytableLines', { lines: table.lines.length })}</li>
        {table.symbols.some((s) => s.kind === 'scatter') && <li>{t('paytableScatter')}</li>}
        {table.freeSpins && <li>{t('paytableFreeSpins', { count: table.freeSpins.scatterCount, spins: table.freeSpins.spins, multiplier: table.freeSpins.multiplier })}</li>}
        <li>{t('paytableRtp', { rtp: `${formatNumber(table.rtp * 100, { decimals: 2 })}%` })}</li>
      </ul>
    </PlayDialog>
  );
}
