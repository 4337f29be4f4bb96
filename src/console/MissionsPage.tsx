import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pickTranslation } from '../engine/pickTranslation';
import { formatAmount } from '../engine/formatAmount';
import type { Category, MissionKind, MissionPeriod, OpsBrand, OpsMission, OpsRace, Texts } from '../generated/types';
import { Button } from '../ui/Button';
import { failureMessage } from '../api/callClient';
import { BrandFrame } from './BrandFrame';
import { ListState } from './ListState';
import { missionMutations, missionQueries, missionsChanged } from './queries/missions';
import './missions.css';
import { ConsoleTable } from './ConsoleTable';

const periods: readonly MissionPeriod[] = ['daily', 'weekly'];
const kinds: readonly MissionKind[] = ['deposit', 'validBet', 'rounds', 'signInDays'];
const products: readonly Category[] = ['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP', 'COCKFIGHT', 'ELOTT', 'LOTT'];
type Note = { ok: boolean; text: string } | null;

/** A brand's missions and races (decision 0263): listed, created, edited and switched off, with what they paid from the house account this day and week. */
export function MissionsPage() {
  return <BrandFrame page="missions">{(brand) => <Missions brand={brand} />}</BrandFrame>;
}

function Missions({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const list = useQuery(missionQueries.list(brand.id, i18n.language));
  const [note, setNote] = useState<Note>(null);
  const [mission, setMission] = useState<OpsMission | 'new' | null>(null);
  const [race, setRace] = useState<OpsRace | 'new' | null>(null);
  const saveMission = useMutation({ ...missionMutations.saveMission(brand.id, i18n.language) });
  const saveRace = useMutation({ ...missionMutations.saveRace(brand.id, i18n.language) });
  const titleOf = (title: Texts) => pickTranslation(title as Record<string, string>, i18n.language, brand.defaultLang);
  const saved = async () => {
    setNote({ ok: true, text: t('missionsSaved') });
    setMission(null);
    setRace(null);
    await missionsChanged(client, brand.id);
  };
  const failed = (err: unknown) => setNote({ ok: false, text: failureMessage(err, t('networkError')) });
  const switchMission = (m: OpsMission) => {
    const { id, period, kind, product, target, reward, title, sort } = m;
    saveMission.mutate({ id, period, kind, ...(product ? { product } : {}), target, reward, title, sort, enabled: !m.enabled }, { onSuccess: () => void saved(), onError: failed });
  };
  const switchRace = (r: OpsRace) => {
    const { id, period, product, prizes, title } = r;
    const [first = '0', ...rest] = prizes;
    saveRace.mutate({ id, period, ...(product ? { product } : {}), prizes: [first, ...rest], title, enabled: !r.enabled }, { onSuccess: () => void saved(), onError: failed });
  };

  return (
    <>
      <p className="console-muted">{t('missionsLead')}</p>
      <p className={note?.ok === false ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {note?.text}
      </p>
      <ListState query={list} empty={false} emptyText="">
        {() => {
          const d = list.data!;
          return (
            <>
              <h2>{t('missionsCost')}</h2>
              <dl className="missions-cost">
                <div>
                  <dt>{t('missionsCostToday')}</dt>
                  <dd>{formatAmount(d.cost.today)}</dd>
                </div>
                <div>
                  <dt>{t('missionsCostWeek')}</dt>
                  <dd>{formatAmount(d.cost.week)}</dd>
                </div>
              </dl>

              <h2>{t('missionsList')}</h2>
              <ConsoleTable caption={t('missionsList')}>
                <thead>
                  <tr>
                    <th scope="col">{t('contentTitle')}</th>
                    <th scope="col">{t('missionsPeriod')}</th>
                    <th scope="col">{t('missionsKind')}</th>
                    <th scope="col">{t('missionsTarget')}</th>
                    <th scope="col">{t('missionsReward')}</th>
                    <th scope="col">{t('missionsState')}</th>
                    <th scope="col">
                      <span className="mq-visually-hidden">{t('contentActions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.missions.map((m) => (
                    <tr key={m.id}>
                      <td>{titleOf(m.title)}</td>
                      <td>{t(`missionsPeriod_${m.period}`)}</td>
                      <td>
                        {t(`missionsKind_${m.kind}`)}
                        {m.product ? ` · ${m.product}` : ''}
                      </td>
                      <td>{m.target}</td>
                      <td>{formatAmount(m.reward)}</td>
                      <td>{t(m.enabled ? 'missionsOn' : 'missionsOff')}</td>
                      <td className="content-list__actions">
                        <Button size="small" variant="secondary" onClick={() => setMission(m)} aria-label={t('missionsEditOne', { title: titleOf(m.title) })}>
                          {t('missionsEdit')}
                        </Button>
                        <Button
                          size="small"
                          variant="ghost"
                          disabled={saveMission.isPending}
                          onClick={() => switchMission(m)}
                          aria-label={t(m.enabled ? 'missionsSwitchOffOne' : 'missionsSwitchOnOne', { title: titleOf(m.title) })}
                        >
                          {t(m.enabled ? 'missionsSwitchOff' : 'missionsSwitchOn')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ConsoleTable>
              {mission ? (
                <MissionForm key={mission === 'new' ? 'new' : mission.id} brand={brand} mission={mission === 'new' ? null : mission} onSaved={saved} onCancel={() => setMission(null)} />
              ) : (
                <Button variant="secondary" onClick={() => setMission('new')}>
                  {t('missionsNew')}
                </Button>
              )}

              <h2>{t('racesList')}</h2>
              <ConsoleTable caption={t('racesList')}>
                <thead>
                  <tr>
                    <th scope="col">{t('contentTitle')}</th>
                    <th scope="col">{t('missionsPeriod')}</th>
                    <th scope="col">{t('racesProduct')}</th>
                    <th scope="col">{t('racesPrizes')}</th>
                    <th scope="col">{t('missionsState')}</th>
                    <th scope="col">
                      <span className="mq-visually-hidden">{t('contentActions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.races.map((r) => (
                    <tr key={r.id}>
                      <td>{titleOf(r.title)}</td>
                      <td>{t(`missionsPeriod_${r.period}`)}</td>
                      <td>{r.product ?? t('racesEveryProduct')}</td>
                      <td>{r.prizes.map(formatAmount).join(' · ')}</td>
                      <td>{t(r.enabled ? 'missionsOn' : 'missionsOff')}</td>
                      <td className="content-list__actions">
                        <Button size="small" variant="secondary" onClick={() => setRace(r)} aria-label={t('missionsEditOne', { title: titleOf(r.title) })}>
                          {t('missionsEdit')}
                        </Button>
                        <Button
                          size="small"
                          variant="ghost"
                          disabled={saveRace.isPending}
                          onClick={() => switchRace(r)}
                          aria-label={t(r.enabled ? 'missionsSwitchOffOne' : 'missionsSwitchOnOne', { title: titleOf(r.title) })}
                        >
                          {t(r.enabled ? 'missionsSwitchOff' : 'missionsSwitchOn')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ConsoleTable>
              {race ? (
                <RaceForm key={race === 'new' ? 'new' : race.id} brand={brand} race={race === 'new' ? null : race} onSaved={saved} onCancel={() => setRace(null)} />
              ) : (
                <Button variant="secondary" onClick={() => setRace('new')}>
                  {t('racesNew')}
                </Button>
              )}
            </>
          );
        }}
      </ListState>
    </>
  );
}

/** The title in each of the brand's languages. */
function Titles({ brand, title, onChange }: { brand: OpsBrand; title: Record<string, string>; onChange: (title: Record<string, string>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      {brand.languages.map((lang) => (
        <label key={lang} className="console-field">
          <span>
            {t('contentTitle')} ({t(`languageName_${lang}`)})
          </span>
          <input lang={lang} value={title[lang] ?? ''} required maxLength={200} onChange={(e) => onChange({ ...title, [lang]: e.target.value })} />
        </label>
      ))}
    </>
  );
}

function MissionForm({ brand, mission, onSaved, onCancel }: { brand: OpsBrand; mission: OpsMission | null; onSaved: () => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<MissionPeriod>(mission?.period ?? 'daily');
  const [kind, setKind] = useState<MissionKind>(mission?.kind ?? 'deposit');
  const [product, setProduct] = useState<Category | ''>(mission?.product ?? '');
  const [target, setTarget] = useState(mission?.target ?? '');
  const [reward, setReward] = useState(mission?.reward ?? '');
  const [sort, setSort] = useState(String(mission?.sort ?? 0));
  const [title, setTitle] = useState<Record<string, string>>((mission?.title as Record<string, string> | undefined) ?? {});
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({ ...missionMutations.saveMission(brand.id, i18n.language), onSuccess: onSaved, onError: (err) => setError(failureMessage(err, t('networkError'))) });
  const perProduct = kind === 'validBet' || kind === 'rounds';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate({
      ...(mission ? { id: mission.id } : {}),
      period,
      kind,
      ...(perProduct && product ? { product } : {}),
      target: target.trim(),
      reward: reward.trim(),
      title,
      sort: Number(sort) || 0,
      enabled: mission?.enabled ?? true,
    });
  };
  return (
    <form className="console-form" onSubmit={submit} aria-labelledby="mission-form-title">
      <h3 id="mission-form-title">{t(mission ? 'missionsEditTitle' : 'missionsNew')}</h3>
      <label className="console-field">
        <span>{t('missionsPeriod')}</span>
        <select value={period} onChange={(e) => setPeriod(e.target.value as MissionPeriod)}>
          {periods.map((p) => (
            <option key={p} value={p}>
              {t(`missionsPeriod_${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="console-field">
        <span>{t('missionsKind')}</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as MissionKind)}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`missionsKind_${k}`)}
            </option>
          ))}
        </select>
      </label>
      {perProduct && (
        <label className="console-field">
          <span>{t('racesProduct')}</span>
          <select value={product} onChange={(e) => setProduct(e.target.value as Category | '')}>
            <option value="">{t('racesEveryProduct')}</option>
            {products.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="console-field">
        <span>{t(kind === 'deposit' || kind === 'validBet' ? 'missionsTargetAmount' : 'missionsTargetCount')}</span>
        <input value={target} required inputMode="decimal" onChange={(e) => setTarget(e.target.value)} />
      </label>
      <label className="console-field">
        <span>{t('missionsReward')}</span>
        <input value={reward} required inputMode="decimal" onChange={(e) => setReward(e.target.value)} />
      </label>
      <label className="console-field">
        <span>{t('missionsSort')}</span>
        <input value={sort} type="number" min={0} max={10000} onChange={(e) => setSort(e.target.value)} />
      </label>
      <Titles brand={brand} title={title} onChange={setTitle} />
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      <div className="missions-actions">
        <Button type="submit" busy={save.isPending}>
          {t('missionsSave')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('missionsCancel')}
        </Button>
      </div>
    </form>
  );
}

function RaceForm({ brand, race, onSaved, onCancel }: { brand: OpsBrand; race: OpsRace | null; onSaved: () => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<MissionPeriod>(race?.period ?? 'weekly');
  const [product, setProduct] = useState<Category | ''>(race?.product ?? '');
  const [prizes, setPrizes] = useState((race?.prizes ?? []).join('\n'));
  const [title, setTitle] = useState<Record<string, string>>((race?.title as Record<string, string> | undefined) ?? {});
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({ ...missionMutations.saveRace(brand.id, i18n.language), onSuccess: onSaved, onError: (err) => setError(failureMessage(err, t('networkError'))) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const [first = '', ...rest] = prizes
      .split(/[\s,]+/)
      .map((p) => p.trim())
      .filter(Boolean);
    save.mutate({ ...(race ? { id: race.id } : {}), period, ...(product ? { product } : {}), prizes: [first, ...rest], title, enabled: race?.enabled ?? true });
  };
  return (
    <form className="console-form" onSubmit={submit} aria-labelledby="race-form-title">
      <h3 id="race-form-title">{t(race ? 'racesEditTitle' : 'racesNew')}</h3>
      <label className="console-field">
        <span>{t('missionsPeriod')}</span>
        <select value={period} onChange={(e) => setPeriod(e.target.value as MissionPeriod)}>
          {periods.map((p) => (
            <option key={p} value={p}>
              {t(`missionsPeriod_${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="console-field">
        <span>{t('racesProduct')}</span>
        <select value={product} onChange={(e) => setProduct(e.target.value as Category | '')}>
          <option value="">{t('racesEveryProduct')}</option>
          {products.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label className="console-field">
        <span>{t('racesPrizesHint')}</span>
        <textarea value={prizes} required rows={5} onChange={(e) => setPrizes(e.target.value)} />
      </label>
      <Titles brand={brand} title={title} onChange={setTitle} />
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      <div className="missions-actions">
        <Button type="submit" busy={save.isPending}>
          {t('missionsSave')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('missionsCancel')}
        </Button>
      </div>
    </form>
  );
}
