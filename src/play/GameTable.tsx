import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { StudioSession, Whitelabel } from '../generated/types';
import { formatMoney } from '../engine/formatAmount';
import { fromMinorUnits, toMinorUnits } from '../engine/money';
import { usePlayRound, type Bet } from './usePlayRound';
import { useReducedMotion } from './useReducedMotion';
import { Blips } from './blips';
import { TopBar } from './TopBar';
import { StakeControl } from './StakeControl';
import { SlotGame } from './SlotGame';
import { BaccaratGame } from './BaccaratGame';
import { CrashGame } from './CrashGame';
import { PickGame } from './PickGame';
import { FairDialog } from './FairDialog';
import { PaytableDialog } from './PaytableDialog';
import { AutoplayControl } from './AutoplayControl';
import { crashTargetMax, crashTargetMin, parseTarget } from './crashCurve';
import { formatMultiplier } from './roundMessage';
import { InfoIcon } from './icons';
import type { PickMarket, SlotTable } from './studioTypes';
import { useT } from './TranslateContext';
import { SlotLookContext, slotLookOf } from './slotLook';

interface GameTableProps {
  token: string;
  session: StudioSession;
  brand: Whitelabel;
  onEnded: () => void;
}

/** Where focus may be when Space or Enter starts a round: not where those keys already mean something. */
const ownsKeys = (target: EventTarget | null) => target instanceof Element && target.closest('input, select, textarea, button, a[href], summary, dialog, [contenteditable]') !== null;

/** A launched game: the top bar, the game itself, and the deck with the stake and the button that plays. */
export function GameTable({ token, session, brand, onEnded }: GameTableProps) {
  const t = useT();
  const { kind } = session.game;
  const reducedMotion = useReducedMotion();
  const [blips] = useState(() => new Blips());
  const [sound, setSound] = useState(false);
  const play = usePlayRound(token, session, t, blips, onEnded);
  const market = session.market as unknown as PickMarket | undefined;
  const table = session.table as unknown as SlotTable | undefined;
  const [choice, setChoice] = useState(kind === 'baccarat' ? 'player' : (market?.outcomes[0]?.id ?? ''));
  const [targetText, setTargetText] = useState('2.00');
  const [fairOpen, setFairOpen] = useState(false);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const [autoLeft, setAutoLeft] = useState(0);
  const { symbol } = session.currency;
  const [look] = useState(() => (table ? slotLookOf(session, table) : null));

  const bet = useCallback((): Bet | null => {
    if (kind === 'crash') {
      const target = parseTarget(targetText);
      return target === null ? null : { target };
    }
    return kind === 'slot' ? {} : { choice };
  }, [kind, targetText, choice]);

  const { start, setError } = play;
  const playOnce = useCallback(async () => {
    const b = bet();
    if (!b) {
      setError(t('targetInvalid', { min: formatMultiplier(crashTargetMin), max: formatMultiplier(crashTargetMax) }));
      return false;
    }
    return start(b);
  }, [bet, start, setError, t]);

  // Space and Enter play a round from anywhere but a field or a control of their own.
  const playFromKey = useEffectEvent(() => void playOnce());
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== ' ' && e.key !== 'Enter') || e.repeat || e.altKey || e.ctrlKey || e.metaKey || ownsKeys(e.target)) return;
      e.preventDefault();
      playFromKey();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Autoplay (only where the brand allows it): the next round as soon as one may start; any error ends it.
  const playNext = useEffectEvent(() => void playOnce().then((started) => setAutoLeft((n) => (started ? n - 1 : 0))));
  useEffect(() => {
    if (autoLeft > 0 && play.ready) playNext();
  }, [autoLeft, play.ready]);
  const [errorSeen, setErrorSeen] = useState(play.error);
  if (play.error !== errorSeen) {
    setErrorSeen(play.error);
    if (play.error) setAutoLeft(0);
  }

  const toggleSound = (on: boolean) => {
    blips.setEnabled(on);
    setSound(on);
  };

  const shared = { phase: play.phase, current: play.current, minSpinMs: session.rules.minSpinMs, reducedMotion, blips, onShown: play.finish };
  const stakeMinor = toMinorUnits(play.stake) ?? 0n;
  const lineNote =
    kind === 'slot' && session.game.lines > 0 ? t('stakePerLine', { lines: session.game.lines, amount: formatMoney(symbol, fromMinorUnits(stakeMinor / BigInt(session.game.lines))) }) : undefined;
  const locked = play.phase !== 'idle' || autoLeft > 0;

  return (
    <SlotLookContext value={look}>
      <div className={`play play--${kind}`} style={look?.style} data-theme-id={session.theme?.id}>
        <TopBar name={session.game.name} demo={session.demo} balance={play.balance} wallet={session.wallet} currency={symbol} sound={sound} onSound={toggleSound} onFair={() => setFairOpen(true)} />
        <main className="play-main">
          <section className="play-stage" aria-labelledby="play-stage-title">
            <h2 id="play-stage-title" className="play-hidden">
              {t('gameArea')}
            </h2>
            {play.jackpot && (
              <p className="play-jackpot">
                <span className="play-jackpot__label">{t('jackpot')}</span>
                <span className="play-jackpot__amount" data-testid="play-jackpot">
                  {formatMoney(symbol, play.jackpot)}
                </span>
              </p>
            )}
            {kind === 'slot' && table && <SlotGame table={table} currency={symbol} {...shared} />}
            {kind === 'baccarat' && <BaccaratGame choice={choice} onChoice={setChoice} {...shared} />}
            {kind === 'crash' && <CrashGame targetText={targetText} onTargetText={setTargetText} stake={play.stake} currency={symbol} {...shared} />}
            {kind === 'pick' && market && <PickGame marketId={session.game.engine.replace(/^pick:/, '')} market={market} choice={choice} onChoice={setChoice} {...shared} />}
          </section>
          <section className="play-deck" aria-labelledby="play-deck-title">
            <h2 id="play-deck-title" className="play-hidden">
              {t('controls')}
            </h2>
            <div className="play-deck__bet">
              <StakeControl stakes={session.stakes} stake={play.stake} onStake={play.setStake} currency={symbol} disabled={locked} note={lineNote} />
              <button type="button" className={`play-action play-action--${kind}`} disabled={!play.ready || autoLeft > 0} aria-keyshortcuts="Space Enter" onClick={() => void playOnce()}>
                {play.phase === 'idle' ? t(`action_${kind}`) : t(`actionBusy_${kind}`)}
              </button>
            </div>
            {session.rules.autoplay && <AutoplayControl left={autoLeft} onStart={setAutoLeft} onStop={() => setAutoLeft(0)} disabled={play.phase !== 'idle' && autoLeft === 0} />}
            <div className="play-deck__news">
              <p className="play-result" role="status" aria-live="polite" data-testid="play-result">
                {play.message}
              </p>
              <p className="play-error" role="alert">
                {play.error}
              </p>
            </div>
            <div className="play-deck__foot">
              {table && (
                <button type="button" className="play-button play-button--quiet" onClick={() => setPaytableOpen(true)}>
                  <InfoIcon /> {t('paytable')}
                </button>
              )}
              <p className="play-keyhint">{t('keyHint')}</p>
              <p className="play-fairline">
                {t('fairLine')} <code data-testid="fair-line-hash">{play.fair.serverHash.slice(0, 12)}…</code>
              </p>
            </div>
          </section>
        </main>
        <FairDialog open={fairOpen} onClose={() => setFairOpen(false)} token={token} nodeId={session.game.nodeId} fair={play.fair} onFair={play.setFair} currency={symbol} timeZone={brand.timeZone} />
        {table && <PaytableDialog open={paytableOpen} onClose={() => setPaytableOpen(false)} table={table} stake={play.stake} currency={symbol} />}
      </div>
    </SlotLookContext>
  );
}
