import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LotteryPrizeMode, OpsBrand, OpsLotteryGame, OpsLotteryGameSaved } from '../../generated/types';
import { Button } from '../../ui/Button';
import { ConfirmGroup } from '../ConfirmGroup';
import { RowError } from '../RowError';
import { lotteryChanged, lotteryMutations } from '../queries/lottery';
import { PRIZE_MODES } from './OddsSection';

type Interval = 60 | 180 | 300;
const intervals: readonly Interval[] = [60, 180, 300];

/** A new game's form: a fast five-minute game in Hanoi's time, as the demo brands run. */
const newGame: Omit<OpsLotteryGame, 'id'> = { code: '', prizeMode: 'LOTT', dailyAt: null, intervalSeconds: 300, closeSeconds: 30, timeZone: 'Asia/Ho_Chi_Minh', enabled: true, sort: 0 };

/** The brand's games: their schedules listed; admin adds, edits and switches them (decision 0317: issues holding bets keep their time). */
export function ScheduleSection({ brand, games, editor }: { brand: OpsBrand; games: OpsLotteryGame[]; editor: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  // The game in the form: a new one, one of the list's, or none while the form is closed.
  const [editing, setEditing] = useState<OpsLotteryGame | Omit<OpsLotteryGame, 'id'> | null>(null);
  const [offAsked, setOffAsked] = useState<string | null>(null);
  const [done, setDone] = useState<OpsLotteryGameSaved | null>(null);
  const save = useMutation({
    ...lotteryMutations.game(brand.id, i18n.language),
    onSuccess: (saved) => {
      setDone(saved);
      setEditing(null);
      setOffAsked(null);
      return lotteryChanged(client, brand.id);
    },
  });
  const switchTo = (g: OpsLotteryGame, enabled: boolean) => save.mutate({ ...g, enabled });
  return (
    <section aria-labelledby="lottery-schedules">
      <h2 id="lottery-schedules">{t('lotterySchedules')}</h2>
      <p className="console-muted">{t('lotterySchedulesHelp')}</p>
      {games.length === 0 ? (
        <p role="status">{t('lotteryNoGames')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="mq-visually-hidden">{t('lotterySchedules')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lotteryCode')}</th>
                <th scope="col">{t('lotteryPrizeMode')}</th>
                <th scope="col">{t('lotteryWhen')}</th>
                <th scope="col">{t('lotteryCloseSeconds')}</th>
                <th scope="col">{t('lotteryTimeZone')}</th>
                <th scope="col">{t('lotterySort')}</th>
                <th scope="col">{t('lotteryState')}</th>
                {editor && <th scope="col">{t('lotteryActions')}</th>}
              </tr>
            </thead>
            <tbody>
              {games.map((g) => (
                <tr key={g.id}>
                  <th scope="row">{g.code}</th>
                  <td>{t(`lotteryMode_${g.prizeMode}`)}</td>
                  <td>{g.dailyAt ? t('lotteryDailyAt', { time: g.dailyAt }) : t('lotteryEvery', { count: g.intervalSeconds! / 60 })}</td>
                  <td>{g.closeSeconds}</td>
                  <td>{g.timeZone}</td>
                  <td>{g.sort}</td>
                  <td>{g.enabled ? t('lotteryOn') : t('lotteryOff')}</td>
                  {editor && (
                    <td>
                      <Button size="small" variant="secondary" onClick={() => setEditing(g)} aria-label={t('lotteryEditGame', { code: g.code })}>
                        {t('lotteryEdit')}
                      </Button>{' '}
                      {g.enabled ? (
                        offAsked === g.id ? (
                          <ConfirmGroup
                            action={t('lotterySwitchOffGame', { code: g.code })}
                            question={t('lotterySwitchOffQuestion')}
                            pending={save.isPending}
                            onConfirm={() => switchTo(g, false)}
                            onCancel={() => setOffAsked(null)}
                          />
                        ) : (
                          <Button size="small" variant="secondary" onClick={() => setOffAsked(g.id)} aria-label={t('lotterySwitchOffGame', { code: g.code })}>
                            {t('lotterySwitchOff')}
                          </Button>
                        )
                      ) : (
                        <Button size="small" variant="secondary" onClick={() => switchTo(g, true)} disabled={save.isPending} aria-label={t('lotterySwitchOnGame', { code: g.code })}>
                          {t('lotterySwitchOn')}
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {done && <p role="status">{t('lotteryGameSaved', { code: done.game.code, removed: done.removed, made: done.made })}</p>}
      {!editing && <RowError error={save.error} />}
      {editor && !editing && (
        <Button variant="secondary" onClick={() => setEditing(newGame)}>
          {t('lotteryAddGame')}
        </Button>
      )}
      {editing && (
        <GameForm
          key={'id' in editing ? editing.id : 'new'}
          game={editing}
          pending={save.isPending}
          error={save.error}
          onSave={(g) => save.mutate(g)}
          onClose={() => {
            setEditing(null);
            save.reset();
          }}
        />
      )}
    </section>
  );
}

function GameForm({
  game,
  pending,
  error,
  onSave,
  onClose,
}: {
  game: OpsLotteryGame | Omit<OpsLotteryGame, 'id'>;
  pending: boolean;
  error: unknown;
  onSave: (g: OpsLotteryGame | Omit<OpsLotteryGame, 'id'>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const existing = 'id' in game;
  const [form, setForm] = useState(game);
  const [daily, setDaily] = useState(game.dailyAt !== null);
  const [dailyAt, setDailyAt] = useState(game.dailyAt ?? '18:15');
  const [every, setEvery] = useState<Interval>(game.intervalSeconds ?? 300);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave({ ...form, dailyAt: daily ? dailyAt : null, intervalSeconds: daily ? null : every });
  };
  const title = existing ? t('lotteryEditGame', { code: game.code }) : t('lotteryAddGame');
  return (
    <form className="console-filters lottery-bar" onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      <label className="console-field">
        <span>{t('lotteryCode')}</span>
        <input value={form.code} readOnly={existing} required pattern="[A-Z0-9_]{2,32}" onChange={(e) => setForm({ ...form, code: e.target.value.trim().toUpperCase() })} />
      </label>
      <label className="console-field">
        <span>{t('lotteryPrizeMode')}</span>
        <select value={form.prizeMode} onChange={(e) => setForm({ ...form, prizeMode: e.target.value as LotteryPrizeMode })}>
          {PRIZE_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`lotteryMode_${m}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="console-filters lottery-bar">
        <legend>{t('lotteryWhen')}</legend>
        <label>
          <input type="radio" name="lottery-kind" checked={daily} onChange={() => setDaily(true)} /> {t('lotteryDaily')}
        </label>
        <label>
          <input type="radio" name="lottery-kind" checked={!daily} onChange={() => setDaily(false)} /> {t('lotteryFast')}
        </label>
        {daily ? (
          <label className="console-field">
            <span>{t('lotteryDailyTime')}</span>
            <input type="time" value={dailyAt} required onChange={(e) => setDailyAt(e.target.value)} />
          </label>
        ) : (
          <label className="console-field">
            <span>{t('lotteryInterval')}</span>
            <select value={every} onChange={(e) => setEvery(Number(e.target.value) as Interval)}>
              {intervals.map((s) => (
                <option key={s} value={s}>
                  {t('lotteryEvery', { count: s / 60 })}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      <label className="console-field">
        <span>{t('lotteryCloseSeconds')}</span>
        <input type="number" min={5} max={3600} required value={form.closeSeconds} onChange={(e) => setForm({ ...form, closeSeconds: Number(e.target.value) })} />
      </label>
      <label className="console-field">
        <span>{t('lotteryTimeZone')}</span>
        <input value={form.timeZone} required onChange={(e) => setForm({ ...form, timeZone: e.target.value.trim() })} />
      </label>
      <label className="console-field">
        <span>{t('lotterySort')}</span>
        <input type="number" min={0} max={9999} required value={form.sort} onChange={(e) => setForm({ ...form, sort: Number(e.target.value) })} />
      </label>
      <label>
        <input type="checkbox" checked={form.enabled} onChange={(e) => setForm({ ...form, enabled: e.target.checked })} /> {t('lotteryEnabled')}
      </label>
      <p className="console-muted">{t('lotteryEditRule')}</p>
      <Button type="submit" disabled={pending}>
        {t('lotterySaveGame')}
      </Button>
      <Button variant="secondary" onClick={onClose} disabled={pending}>
        {t('cancel')}
      </Button>
      <RowError error={error} />
    </form>
  );
}
