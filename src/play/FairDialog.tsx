import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import type { FairState, StudioPastRound, StudioSeed } from '../generated/types';
import { formatMoney } from '../engine/formatAmount';
import { formatDateTime } from '../engine/formatDateTime';
import { formatNumber } from '../engine/formatNumber';
import { PlayDialog } from './PlayDialog';
import { failureMessage } from '../api/callClient';
import { playCall } from './playApi';
import { isClientSeed, randomClientSeed, sha256Hex } from './fairCheck';
import { CheckIcon, CrossIcon } from './icons';
import { useT } from './TranslateContext';

interface FairDialogProps {
  open: boolean;
  onClose: () => void;
  token: string;
  nodeId: number;
  fair: FairState;
  onFair: (fair: FairState) => void;
  currency: string;
  timeZone: string;
}

/** A round checked from its seeds: the payout the studio recomputes, and the seed's hash computed here. */
interface Check {
  payout: string;
  hash: string;
}

type Checking = { state: 'busy' } | { state: 'done'; check: Check } | { state: 'failed'; message: string };

function Verdict({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <span className={ok ? 'play-verdict play-verdict--ok' : 'play-verdict play-verdict--bad'}>
      {ok ? <CheckIcon /> : <CrossIcon />} {ok ? yes : no}
    </span>
  );
}

/**
 * Provably fair, in the player's hands: the hash of the secret server seed before play, the client
 * seed they may change (which retires the server seed and reveals it), the next nonce, and their
 * last rounds, each checkable once its seed is revealed: the studio plays it again from the seeds
 * (/studio/verify), and this page hashes the seed itself, so the hash check trusts no one.
 */
export function FairDialog({ open, onClose, token, nodeId, fair, onFair, currency, timeZone }: FairDialogProps) {
  const t = useT();
  const seedId = useId();
  const seedHint = useId();
  const [seed, setSeed] = useState(fair.clientSeed);
  const [seedError, setSeedError] = useState('');
  const [changing, setChanging] = useState(false);
  const [revealed, setRevealed] = useState<{ seed: NonNullable<StudioSeed['revealed']>; hash: string } | null>(null);
  const [rounds, setRounds] = useState<StudioPastRound[] | null>(null);
  const [roundsError, setRoundsError] = useState('');
  const [checks, setChecks] = useState<Record<string, Checking>>({});

  const loadRounds = () => {
    setRoundsError('');
    playCall('studio/rounds', { t: token }).then(setRounds, (err: unknown) => setRoundsError(failureMessage(err, t('errorNetwork'))));
  };

  // Each time it opens: the seed as it is, and the rounds read again (rounds were played meanwhile).
  const [openSeen, setOpenSeen] = useState(open);
  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) {
      setSeed(fair.clientSeed);
      setSeedError('');
    }
  }
  const opened = useEffectEvent(loadRounds);
  useEffect(() => {
    if (open) opened();
  }, [open]);

  const changeSeeds = async (e: FormEvent) => {
    e.preventDefault();
    if (!isClientSeed(seed)) return setSeedError(t('fairClientSeedInvalid'));
    setSeedError('');
    setChanging(true);
    try {
      const answer = await playCall('studio/seed', { t: token, clientSeed: seed });
      onFair(answer.fair);
      setRevealed(answer.revealed ? { seed: answer.revealed, hash: await sha256Hex(answer.revealed.serverSeed) } : null);
      setChecks({});
      loadRounds();
    } catch (err) {
      setSeedError(failureMessage(err, t('errorNetwork')));
    } finally {
      setChanging(false);
    }
  };

  const verify = async (round: StudioPastRound) => {
    if (!round.serverSeed) return;
    setChecks((c) => ({ ...c, [round.roundId]: { state: 'busy' } }));
    try {
      const [answer, hash] = await Promise.all([
        playCall('studio/verify', {
          nodeId,
          serverSeed: round.serverSeed,
          clientSeed: round.clientSeed,
          nonce: round.nonce,
          stake: round.stake,
          ...(round.choice !== null ? { choice: round.choice } : {}),
          ...(round.target !== null ? { target: round.target } : {}),
        }),
        sha256Hex(round.serverSeed),
      ]);
      setChecks((c) => ({ ...c, [round.roundId]: { state: 'done', check: { payout: answer.payout, hash } } }));
    } catch (err) {
      setChecks((c) => ({ ...c, [round.roundId]: { state: 'failed', message: failureMessage(err, t('errorNetwork')) } }));
    }
  };

  return (
    <PlayDialog open={open} onClose={onClose} title={t('fairTitle')}>
      <p className="play-fair__scheme">{t('fairScheme')}</p>
      <dl className="play-fair__facts">
        <div>
          <dt>{t('fairServerHash')}</dt>
          <dd>
            <code className="play-code" data-testid="fair-hash">
              {fair.serverHash}
            </code>
          </dd>
        </div>
        <div>
          <dt>{t('fairNextNonce')}</dt>
          <dd data-testid="fair-nonce">{formatNumber(fair.nonce)}</dd>
        </div>
      </dl>
      <form className="play-fair__seed" onSubmit={(e) => void changeSeeds(e)} noValidate>
        <label className="play-fair__label" htmlFor={seedId}>
          {t('fairClientSeed')}
        </label>
        <div className="play-fair__seed-row">
          <input
            id={seedId}
            className="play-input"
            value={seed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={seedHint}
            aria-invalid={seedError !== ''}
            onChange={(e) => setSeed(e.target.value)}
          />
          <button type="button" className="play-button play-button--quiet" onClick={() => setSeed(randomClientSeed())}>
            {t('fairRandomSeed')}
          </button>
        </div>
        <p id={seedHint} className={seedError ? 'play-fair__hint play-fair__hint--bad' : 'play-fair__hint'} role={seedError ? 'alert' : undefined}>
          {seedError || t('fairClientSeedHint')}
        </p>
        <button type="submit" className="play-button" disabled={changing}>
          {t('fairChangeSeed')}
        </button>
      </form>

      {revealed && (
        <section className="play-fair__revealed" aria-labelledby={`${seedId}-revealed`}>
          <h3 id={`${seedId}-revealed`} className="play-dialog__subtitle">
            {t('fairRevealed')}
          </h3>
          <p role="status">{t('fairSeedChanged', { rounds: formatNumber(revealed.seed.rounds) })}</p>
          <dl className="play-fair__facts">
            <div>
              <dt>{t('fairServerSeed')}</dt>
              <dd>
                <code className="play-code" data-testid="revealed-seed">
                  {revealed.seed.serverSeed}
                </code>
              </dd>
            </div>
            <div>
              <dt>{t('fairHashComputed')}</dt>
              <dd>
                <code className="play-code">{revealed.hash}</code>
                <Verdict ok={revealed.hash === revealed.seed.serverHash} yes={t('fairHashMatches')} no={t('fairHashDiffers')} />
              </dd>
            </div>
          </dl>
        </section>
      )}

      <section aria-labelledby={`${seedId}-rounds`}>
        <h3 id={`${seedId}-rounds`} className="play-dialog__subtitle">
          {t('fairRounds')}
        </h3>
        {roundsError && <p className="play-fair__hint play-fair__hint--bad">{roundsError}</p>}
        {rounds === null && !roundsError && <p className="play-fair__hint">{t('loading')}</p>}
        {rounds?.length === 0 && <p className="play-fair__hint">{t('fairNoRounds')}</p>}
        {rounds && rounds.length > 0 && (
          <ul className="play-rounds">
            {rounds.map((round) => {
              const check = checks[round.roundId];
              return (
                <li key={round.roundId} className="play-rounds__item">
                  <div className="play-rounds__head">
                    <strong>{t('fairRound', { id: round.roundId })}</strong>
                    <span className="play-rounds__time">{formatDateTime(round.at, timeZone)}</span>
                  </div>
                  <p className="play-rounds__detail">
                    {t('fairRoundDetail', { stake: formatMoney(currency, round.stake), payout: formatMoney(currency, round.payout), nonce: formatNumber(round.nonce) })}
                  </p>
                  {round.serverSeed ? (
                    <button type="button" className="play-button play-button--quiet" disabled={check?.state === 'busy'} onClick={() => void verify(round)} aria-label={t('fairVerifyRound', { id: round.roundId })}>
                      {t('fairVerify')}
                    </button>
                  ) : (
                    <p className="play-rounds__secret">{t('fairSeedSecret')}</p>
                  )}
                  {check?.state === 'failed' && <p className="play-fair__hint play-fair__hint--bad">{check.message}</p>}
                  {check?.state === 'done' && (
                    <div className="play-rounds__check" role="status">
                      <p>
                        {t('fairRecomputed', { payout: formatMoney(currency, check.check.payout) })}{' '}
                        <Verdict ok={check.check.payout === round.payout} yes={t('fairPayoutMatches')} no={t('fairPayoutDiffers', { paid: formatMoney(currency, round.payout) })} />
                      </p>
                      <p>
                        {t('fairHashOf')} <code className="play-code">{check.check.hash}</code>{' '}
                        <Verdict ok={check.check.hash === round.serverHash} yes={t('fairHashMatches')} no={t('fairHashDiffers')} />
                      </p>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </PlayDialog>
  );
}
