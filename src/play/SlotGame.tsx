import { useEffect, useEffectEvent, useState, type CSSProperties } from 'react';
import type { Phase, RoundInPlay } from './usePlayRound';
import type { SlotOutcome, SlotSpin, SlotTable } from './studioTypes';
import type { Blips } from './blips';
import { SlotReels } from './SlotReels';
import { wonLines, winningCells } from './winningCells';
import { formatMinor } from './formatMinor';
import { pause, pauseUntil } from './pause';
import { useT } from './TranslateContext';

interface SlotGameProps {
  table: SlotTable;
  phase: Phase;
  current: RoundInPlay | null;
  minSpinMs: number;
  currency: string;
  reducedMotion: boolean;
  blips: Blips;
  onShown: () => void;
}

/** Before the first spin: the table's symbols laid out in turn, so the reels are never empty. */
const openingGrid = (table: SlotTable): string[][] =>
  Array.from({ length: table.reels }, (_, r) => Array.from({ length: table.rows }, (_, row) => table.symbols[(r * 2 + row) % table.symbols.length]!.id));

const spinWin = (spin: SlotSpin): bigint => spin.lineWins.reduce((sum, w) => sum + BigInt(w.win), BigInt(spin.scatterWin || '0'));

/** Between reels coming to rest, and how long a free spin spins. */
const stagger = 160;
const freeSpinMs = 900;

export function SlotGame({ table, phase, current, minSpinMs, currency, reducedMotion, blips, onShown }: SlotGameProps) {
  const t = useT();
  const [grid, setGrid] = useState(() => openingGrid(table));
  const [spinning, setSpinning] = useState<boolean[]>(() => new Array<boolean>(table.reels).fill(false));
  const [shown, setShown] = useState<{ spin: SlotSpin; win: bigint } | null>(null);
  const [free, setFree] = useState<{ n: number; total: number; won: bigint; done?: boolean } | null>(null);
  const [total, setTotal] = useState<bigint | null>(null);
  const [banner, setBanner] = useState<number | null>(null);
  const scatter = table.symbols.find((s) => s.kind === 'scatter')?.id ?? null;
  const roundShown = useEffectEvent(onShown);

  // A new round sets the reels spinning as it starts; a round refused before it began brings them
  // to rest on what they showed.
  const [seen, setSeen] = useState({ phase, reels: table.reels });
  if (phase !== seen.phase || table.reels !== seen.reels) {
    setSeen({ phase, reels: table.reels });
    if (phase === 'waiting') {
      setShown(null);
      setFree(null);
      setTotal(null);
      setSpinning(new Array<boolean>(table.reels).fill(true));
    }
    if (phase === 'idle' && phase !== seen.phase && spinning.some(Boolean)) setSpinning(spinning.map(() => false));
  }

  const roundId = current?.round.roundId;
  /** Shows the round in play, with the props as they are when it arrives. */
  const spin = useEffectEvent((signal: AbortSignal) => {
    if (!current || phase !== 'showing') return;
    const outcome = current.outcome as SlotOutcome;
    const gap = reducedMotion ? 0 : stagger;

    /** Brings the reels to rest one by one (at once with less motion), from `from` on. */
    const land = async (spin: SlotSpin, from: number, every: number) => {
      for (let r = 0; r < table.reels; r++) {
        await pauseUntil(from + r * every, signal);
        setGrid((g) => g.map((reel, i) => (i === r ? spin.grid[r]! : reel)));
        setSpinning((s) => s.map((v, i) => (i === r ? false : v)));
        blips.play('stop');
      }
    };
    const show = (spin: SlotSpin) => {
      const win = spinWin(spin);
      setShown({ spin, win });
      if (win > 0n) blips.play('win');
      return win;
    };

    void (async () => {
      // The last reel stops no sooner than the brand's shortest round after the spin began.
      const lastStop = current.startedAt + minSpinMs;
      await land(outcome, Math.max(performance.now(), lastStop - (table.reels - 1) * gap), gap);
      const first = show(outcome);
      if (outcome.freeSpins.length) {
        await pause(first > 0n ? 1400 : 700, signal);
        setBanner(outcome.freeSpins.length);
        await pause(1600, signal);
        setBanner(null);
        let won = 0n;
        for (const [i, spin] of outcome.freeSpins.entries()) {
          setShown(null);
          setFree({ n: i + 1, total: outcome.freeSpins.length, won });
          setSpinning(new Array<boolean>(table.reels).fill(true));
          blips.play('start');
          await land(spin, performance.now() + (reducedMotion ? 500 : freeSpinMs), reducedMotion ? 0 : 110);
          won += show(spin);
          setFree({ n: i + 1, total: outcome.freeSpins.length, won });
          await pause(spinWin(spin) > 0n ? 1300 : 650, signal);
        }
        setFree({ n: outcome.freeSpins.length, total: outcome.freeSpins.length, won, done: true });
        setTotal(BigInt(outcome.totalWin));
      }
      roundShown();
    })().catch((err: unknown) => {
      if ((err as Error).name !== 'AbortError') throw err;
    });
  });
  useEffect(() => {
    const ac = new AbortController();
    spin(ac.signal);
    return () => ac.abort();
    // A round is shown once, when it arrives; the other values only describe it.
  }, [roundId, phase]);

  const lit = shown ? winningCells(table.lines, shown.spin, scatter) : new Set<string>();
  const lines = shown ? wonLines(shown.spin.lineWins) : [];
  const meter =
    total !== null
      ? { label: t('totalWin'), amount: total }
      : shown && shown.win > 0n
        ? { label: free ? t('freeSpinWin') : t('win'), amount: shown.win }
        : null;

  return (
    <div className="play-slot" style={{ '--reels': table.reels, '--rows': table.rows } as CSSProperties}>
      <div className="play-slot__status">
        {free ? (
          <p className="play-free">
            <strong>{t('freeSpinCount', { n: free.n, total: free.total })}</strong>
            {table.freeSpins && table.freeSpins.multiplier > 1 && <span> {t('freeSpinsMultiplier', { multiplier: table.freeSpins.multiplier })}</span>}
            <span className="play-free__won"> {t(free.done ? 'freeSpinsDone' : 'freeSpinsSoFar', { amount: formatMinor(currency, free.won) })}</span>
          </p>
        ) : (
          <p className="play-slot__lines">{t('slotLines', { lines: table.lines.length })}</p>
        )}
      </div>
      <div className="play-slot__machine">
        <SlotReels table={table} grid={grid} spinning={spinning} lit={lit} lines={lines} reducedMotion={reducedMotion} />
        {banner !== null && (
          <div className="play-banner" role="presentation">
            <strong>{t('freeSpinsWon', { spins: banner })}</strong>
          </div>
        )}
      </div>
      <p className={`play-meter${meter ? ' play-meter--win' : ''}`} key={meter ? `${meter.label}${meter.amount}` : 'none'}>
        {meter ? (
          <>
            <span className="play-meter__label">{meter.label}</span> <span className="play-meter__amount">{formatMinor(currency, meter.amount)}</span>
          </>
        ) : (
          <span className="play-meter__label">{phase === 'idle' && current ? t('noWin') : '\u00a0'}</span>
        )}
      </p>
    </div>
  );
}
