import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FairState, StudioRound, StudioSession } from '../generated/types';
import { CallError, failureMessage } from '../api/callClient';
import { connectLive } from '../api/live';
import { playCall } from './playApi';
import { roundMessage, type Translate } from './roundMessage';
import type { Blips } from './blips';
import type { Outcome } from './studioTypes';

/** idle: a round may start (once the shortest time between rounds has passed); waiting: asked, no answer yet; showing: the game plays the answer out. */
export type Phase = 'idle' | 'waiting' | 'showing';

export interface RoundInPlay {
  round: StudioRound;
  outcome: Outcome;
  /** performance.now() when the player started it: the show lasts until at least this plus minSpinMs. */
  startedAt: number;
}

export interface Bet {
  choice?: string;
  target?: number;
}

/** The parent page is the site: it may refresh its header balance. Only this origin hears it. */
function tellSite() {
  if (window.parent !== window) window.parent.postMessage({ type: 'marquee:balance' }, location.origin);
}

/**
 * A launched game's rounds: the stake, the balance the player sees, the provably fair state, and
 * the round in play. The balance changes when the game has shown the result, not when the answer
 * arrives, so it never tells the result before the reels do. The next round may start
 * `minSpinMs` after the answer came (the server counts from when it took the round, which is before).
 */
export function usePlayRound(token: string, session: StudioSession, t: Translate, blips: Blips, onEnded: () => void) {
  const [balance, setBalance] = useState(session.balance);
  const [fair, setFair] = useState<FairState>(session.fair);
  const [stake, setStake] = useState(session.stakes[0] ?? '');
  const [phase, setPhase] = useState<Phase>('idle');
  const [current, setCurrent] = useState<RoundInPlay | null>(null);
  const [cooling, setCooling] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const coolTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The phase and the cool-down as drawn, for start() to read (it marks 'waiting' itself at once,
  // so a second press before the next render starts nothing).
  const phaseRef = useRef<Phase>('idle');
  const coolingRef = useRef(false);
  useLayoutEffect(() => {
    phaseRef.current = phase;
    coolingRef.current = cooling;
  });

  // The player's money moved elsewhere (a cashier, a transfer, another tab): the live channel says
  // so, and the balance is read again once no round is in play. A round's own change arrives while
  // it is (the notice leaves at its commit, before its answer) and is left to the round, whose
  // balance shows when the game has shown the result, never before.
  const [heard, setHeard] = useState(0);
  const read = useRef(0);
  // A jackpot game shows the brand's pool (decision 0304): read again when the live channel says it grew.
  const [jackpot, setJackpot] = useState(session.jackpot);
  const showsJackpot = session.jackpot !== undefined;
  useEffect(() => {
    if (session.demo && !showsJackpot) return;
    const hear = () => !session.demo && phaseRef.current === 'idle' && setHeard((n) => n + 1);
    const readJackpot = () =>
      showsJackpot &&
      playCall('games/jackpot', {}).then(
        (j) => j.amount && setJackpot(j.amount),
        () => undefined,
      );
    const live = connectLive({
      hello: () => ({ token: null, launch: token }),
      onEvent: (e) => {
        if (e.type === 'balance' || e.type === 'resync') hear();
        if (e.type === 'jackpot' || e.type === 'resync') void readJackpot();
      },
      onReconnected: () => {
        hear();
        void readJackpot();
      },
    });
    return () => live.close();
  }, [token, session.demo, showsJackpot]);
  useEffect(() => {
    if (phase !== 'idle' || heard === read.current) return;
    read.current = heard;
    playCall('studio/session', { t: token }).then(
      (s) => setBalance(s.balance),
      () => undefined,
    );
  }, [heard, phase, token]);

  const coolFor = useCallback((ms: number) => {
    clearTimeout(coolTimer.current);
    setCooling(true);
    coolTimer.current = setTimeout(() => setCooling(false), ms);
  }, []);
  useEffect(() => () => clearTimeout(coolTimer.current), []);

  /** Starts a round; false when one may not start now or the server refused it (the error is shown). */
  const start = useCallback(
    async (bet: Bet): Promise<boolean> => {
      if (phaseRef.current !== 'idle' || coolingRef.current) return false;
      phaseRef.current = 'waiting';
      setPhase('waiting');
      setMessage('');
      setError('');
      blips.play('start');
      const startedAt = performance.now();
      try {
        const round = await playCall('studio/round', { t: token, stake, ...bet });
        coolFor(session.rules.minSpinMs);
        setFair(round.fair);
        setCurrent({ round, outcome: round.outcome as unknown as Outcome, startedAt });
        setPhase('showing');
        return true;
      } catch (err) {
        setPhase('idle');
        if (err instanceof CallError) {
          if (err.errorCode === 'GAME_SESSION_INVALID') onEnded();
          if (err.errorCode === 'ROUND_TOO_SOON') coolFor(session.rules.minSpinMs);
          if (err.balance !== undefined) setBalance(err.balance);
        }
        setError(failureMessage(err, t(err instanceof CallError && err.errorCode === 'NETWORK' ? 'errorNetwork' : 'errorGeneric')));
        return false;
      }
    },
    [token, stake, session.rules.minSpinMs, t, blips, coolFor, onEnded],
  );

  /** The game has shown the round in play: its balance and its message now, and the site hears of it. */
  const finish = useCallback(() => {
    if (!current) return;
    const { round, outcome } = current;
    setBalance(round.balance);
    setMessage(roundMessage(t, outcome, { stake: round.stake, payout: round.payout, symbol: session.currency.symbol, market: session.game.engine.replace(/^pick:/, '') }));
    blips.play(round.payout === '0.00' ? 'lose' : 'win');
    setPhase('idle');
    tellSite();
  }, [current, t, blips, session]);

  return { balance, jackpot, fair, setFair, stake, setStake, phase, current, ready: phase === 'idle' && !cooling, message, error, setError, start, finish };
}
