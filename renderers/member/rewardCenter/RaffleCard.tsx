import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../src/contract/contexts';
import { playRaffle } from '../../../src/api/reward/rewards';
import { failureMessage } from '../../../src/api/client';
import { useOnceKey } from '../../../src/api/useOnceKey';
import type { Raffle, RafflePrize } from '../../../src/generated/types';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { Button } from '../../../src/ui/Button';
import { useMoney } from '../../parts/useMoney';
import './raffles.css';

/** How long the art plays before the prize is told: the wheel turns longer than an egg cracks. */
const revealMs: Record<Raffle['kind'], number> = { goldenEgg: 1100, redEnvelope: 900, prizeWheel: 2400 };
const wheelColours = ['var(--mq-envelope-red)', 'var(--mq-envelope-gold)', 'var(--mq-primary)', 'var(--mq-accent)'];
const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A prize in words of the page's language: money, points, or "try again". */
function usePrizeWords(): (p: RafflePrize) => string {
  const { t } = useTranslation('member');
  const money = useMoney();
  return (p) => (p.kind === 'cash' ? money(p.amount!) : p.kind === 'points' ? t('rafflePoints', { count: Number(p.amount) }) : t('raffleNothing'));
}

type Phase = 'idle' | 'drawing' | 'revealing' | 'shown';

/**
 * A raffle of the reward centre (decision 0266): how its tickets are earned, the member's tickets,
 * its prizes, and a play. The server draws; the page only plays the art (an egg cracks, an envelope
 * opens, the wheel stops on the prize the server answered) and then tells the prize, in a live
 * region for screen readers. With reduced motion the prize is told at once. A play is a balance
 * change: the wallet's queries, this list among them, ask again once the prize is told.
 */
export function RaffleCard({ raffle: r }: { raffle: Raffle }) {
  const { t } = useTranslation('member');
  const { timeZone } = usePermission().whitelabel;
  const money = useMoney();
  const words = usePrizeWords();
  const client = useQueryClient();
  const once = useOnceKey();
  const [phase, setPhase] = useState<Phase>('idle');
  const [told, setTold] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The wheel's segments as they stood when the last play began: a refreshed list (a prize sold out) does not move them under the pointer.
  const [frozen, setFrozen] = useState<RafflePrize[] | null>(null);
  const segments = frozen ?? r.prizes;
  const [turn, setTurn] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const play = useMutation({
    mutationFn: () => playRaffle(r.id, once.keyFor(r.id)),
    onMutate: () => {
      setFrozen(r.prizes);
      setProblem(null);
      setTold(null);
      setPhase('drawing');
    },
    onSuccess: (drawn) => {
      once.done();
      const shown = frozen ?? r.prizes;
      const at = Math.max(0, shown.findIndex((p) => p.id === drawn.prize.id));
      const seg = 360 / Math.max(1, shown.length);
      // Whole turns and then the drawn segment's middle under the pointer at the top.
      setTurn((before) => before - (before % 360) + 5 * 360 + (360 - (at + 0.5) * seg));
      setPhase('revealing');
      const tell = () => {
        setTold(drawn.prize.kind === 'nothing' ? t('raffleNoPrize') : t('raffleWon', { prize: words(drawn.prize) }));
        setPhase('shown');
        void client.invalidateQueries({ queryKey: ['wallet'] });
      };
      if (reducedMotion()) tell();
      else timer.current = setTimeout(tell, revealMs[r.kind]);
    },
    onError: async (err) => {
      setPhase('idle');
      setProblem(failureMessage(err, t('raffleFailed')));
      await client.invalidateQueries({ queryKey: ['wallet', 'rewards'] });
    },
  });

  const busy = phase === 'drawing' || phase === 'revealing';
  const open = r.state === 'open';
  const earn = [
    r.depositMin !== null ? t('raffleEarnDeposit', { amount: money(r.depositMin) }) : null,
    r.turnoverStep !== null ? t('raffleEarnTurnover', { amount: money(r.turnoverStep) }) : null,
    r.dailyMax !== null ? t('raffleEarnDailyMax', { count: r.dailyMax }) : null,
  ].filter(Boolean);
  const action = t(`rafflePlay_${r.kind}`);
  const art = phase === 'drawing' ? 'raffle--drawing' : phase === 'revealing' || phase === 'shown' ? 'raffle--opened' : '';
  return (
    <li className={`raffle raffle--${r.kind} ${art}`}>
      <div className="raffle__art" aria-hidden="true">
        {r.kind === 'prizeWheel' ? (
          <>
            <span className="raffle__pointer" />
            <span
              className="raffle__wheel"
              style={{
                transform: `rotate(${turn}deg)`,
                background: `conic-gradient(${segments.map((_, i) => `${wheelColours[i % wheelColours.length]} ${(i * 360) / segments.length}deg ${((i + 1) * 360) / segments.length}deg`).join(', ')})`,
              }}
            />
          </>
        ) : r.kind === 'goldenEgg' ? (
          <span className="raffle__egg">
            <span className="raffle__egg-top" />
            <span className="raffle__egg-bottom" />
          </span>
        ) : (
          <span className="raffle__envelope">
            <span className="raffle__flap" />
            <span className="raffle__seal" />
          </span>
        )}
      </div>
      <div className="raffle__body">
        <h3 className="raffle__title">{r.title}</h3>
        <p className="raffle__note">{t('rewardsWindow', { from: formatDateTime(r.opensAt, timeZone), to: formatDateTime(r.closesAt, timeZone) })}</p>
        {earn.length > 0 && <p className="raffle__note">{earn.join(' · ')}</p>}
        <p className="raffle__note">{t('rafflePrizes', { list: r.prizes.map(words).join(', ') })}</p>
        {open ? (
          <p className="raffle__tickets">{t('raffleTickets', { count: r.tickets })}</p>
        ) : (
          <p className="raffle__note">{t('raffleOpens', { at: formatDateTime(r.opensAt, timeZone) })}</p>
        )}
        <div className="raffle__action">
          {open && (r.tickets > 0 || busy) ? (
            <Button onClick={() => play.mutate()} disabled={busy} aria-busy={busy || undefined} aria-label={t('rafflePlayOne', { action, title: r.title })}>
              {busy ? t('rafflePlaying') : action}
            </Button>
          ) : open ? (
            <p className="raffle__note">{t('raffleNoTickets')}</p>
          ) : null}
          <p className="raffle__told" role="status" aria-live="polite">
            {told}
          </p>
          {problem && (
            <p className="raffle__problem" role="alert">
              {problem}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
