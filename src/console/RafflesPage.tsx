import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../engine/formatDateTime';
import { formatMoney } from '../engine/formatAmount';
import { pickTranslation } from '../engine/pickTranslation';
import type { OpsBrand, OpsCreateRaffleRequest, OpsRaffle } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { failureMessage } from '../api/callClient';
import { BrandFrame } from './BrandFrame';
import { ConfirmGroup } from './ConfirmGroup';
import { useConsole } from './ConsoleContext';
import { consoleTimeZone } from './consoleTimeZone';
import { ListState } from './ListState';
import { fromConsoleTime } from './MessagesPage';
import { raffleMutations, raffleQueries, rafflesChanged } from './queries/raffles';
import './raffles.css';
import { ConsoleTable } from './ConsoleTable';

const pageSize = 10;
const kinds = ['goldenEgg', 'redEnvelope', 'prizeWheel'] as const;
const prizeKinds = ['cash', 'points', 'nothing'] as const;
type PrizeRow = { kind: (typeof prizeKinds)[number]; amount: string; weight: string; stock: string };
const newPrize = (): PrizeRow => ({ kind: 'cash', amount: '', weight: '1', stock: '' });

/** A brand's raffles (decision 0266): content makes one with its prize table and may withdraw it; each listed with its stock left and draws. */
export function RafflesPage() {
  return <BrandFrame page="raffles">{(brand) => <Raffles brand={brand} />}</BrandFrame>;
}

function Raffles({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const { operator } = useConsole();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<string | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const list = useQuery(raffleQueries.page(brand.id, page, pageSize, i18n.language));
  const money = (v: string) => formatMoney(brand.currencySymbol, v);
  const prizeText = (p: OpsRaffle['prizes'][number]) => (p.kind === 'cash' ? money(p.amount) : p.kind === 'points' ? t('rafflesPoints', { points: p.amount }) : t('rafflesNothing'));
  const withdraw = useMutation({
    ...raffleMutations.withdraw(brand.id, i18n.language),
    onSuccess: async () => {
      setAsking(null);
      setNote({ ok: true, text: t('rafflesWithdrawn') });
      await rafflesChanged(client, brand.id);
    },
    onError: (err) => setNote({ ok: false, text: failureMessage(err, t('networkError')) }),
  });
  const editor = operator.role === 'admin' || operator.role === 'content';
  return (
    <>
      <p className="console-muted">{t('rafflesLead')}</p>
      {editor && (
        <RaffleForm
          brand={brand}
          onMade={() => {
            setNote({ ok: true, text: t('rafflesMade') });
            setPage(1);
            void rafflesChanged(client, brand.id);
          }}
        />
      )}
      <h2>{t('rafflesList')}</h2>
      <p className={note?.ok === false ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {note?.text}
      </p>
      <ListState query={list} empty={(list.data?.list.length ?? 0) === 0} emptyText={t('rafflesEmpty')}>
        {() => (
          <ConsoleTable caption={t('rafflesList')} busy={list.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t('contentTitle')}</th>
                <th scope="col">{t('rafflesWindow')}</th>
                <th scope="col">{t('rafflesTickets')}</th>
                <th scope="col">{t('rafflesPrizes')}</th>
                <th scope="col">{t('rafflesDraws')}</th>
                <th scope="col">
                  <span className="mq-visually-hidden">{t('contentActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data!.list.map((r) => {
                const title = pickTranslation(r.title as Record<string, string>, i18n.language, brand.defaultLang);
                const earn = [
                  r.depositMin !== null ? t('rafflesPerDeposit', { amount: money(r.depositMin) }) : null,
                  r.turnoverStep !== null ? t('rafflesPerTurnover', { amount: money(r.turnoverStep) }) : null,
                  r.dailyMax !== null ? t('rafflesPerDay', { count: r.dailyMax }) : null,
                ].filter(Boolean);
                return (
                  <tr key={r.id}>
                    <td>
                      {title} ({t(`rafflesKind_${r.kind}`)})
                    </td>
                    <td>
                      {formatDateTime(r.opensAt, consoleTimeZone)} – {formatDateTime(r.closesAt, consoleTimeZone)}
                      {r.withdrawnAt && <> ({t('envelopesWithdrawnAt', { at: formatDateTime(r.withdrawnAt, consoleTimeZone) })})</>}
                    </td>
                    <td>
                      {earn.join(' · ')}
                      <br />
                      {t('rafflesEarned', { count: r.ticketsEarned })}
                    </td>
                    <td>
                      <ul className="raffle-prizes">
                        {r.prizes.map((p) => (
                          <li key={p.id}>
                            {t('rafflesPrizeLine', {
                              prize: prizeText(p),
                              weight: p.weight,
                              stock: p.stock === null ? t('rafflesUnlimited') : t('rafflesStockLeft', { left: p.stockLeft, stock: p.stock }),
                              draws: p.draws,
                            })}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>{r.draws}</td>
                    <td className="content-list__actions">
                      {editor &&
                        !r.withdrawnAt &&
                        Date.parse(r.closesAt) > Date.now() &&
                        (asking === r.id ? (
                          <ConfirmGroup
                            action={t('envelopesWithdraw')}
                            question={t('rafflesWithdrawAsk')}
                            pending={withdraw.isPending}
                            onConfirm={() => withdraw.mutate(r.id)}
                            onCancel={() => setAsking(null)}
                          />
                        ) : (
                          <Button size="small" variant="secondary" onClick={() => setAsking(r.id)} aria-label={t('envelopesWithdrawOne', { title })}>
                            {t('envelopesWithdraw')}
                          </Button>
                        ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ConsoleTable>
        )}
      </ListState>
      {(list.data?.totalPages ?? 1) > 1 && <Pagination page={page} totalPages={list.data!.totalPages} onChange={setPage} />}
    </>
  );
}

/** A new raffle: its kind and title in each language, its window in the console's time zone, how tickets are earned, and its prize table. */
function RaffleForm({ brand, onMade }: { brand: OpsBrand; onMade: () => void }) {
  const { t, i18n } = useTranslation();
  const empty = { kind: 'goldenEgg' as OpsCreateRaffleRequest['kind'], opensAt: '', closesAt: '', depositMin: '', turnoverStep: '', dailyMax: '' };
  const [title, setTitle] = useState<Record<string, string>>({});
  const [form, setForm] = useState(empty);
  const [prizes, setPrizes] = useState<PrizeRow[]>([newPrize()]);
  const [error, setError] = useState<string | null>(null);
  const make = useMutation({
    ...raffleMutations.create(brand.id, i18n.language),
    onSuccess: () => {
      setTitle({});
      setForm(empty);
      setPrizes([newPrize()]);
      onMade();
    },
    onError: (err) => setError(failureMessage(err, t('networkError'))),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    make.mutate({
      kind: form.kind,
      title,
      opensAt: fromConsoleTime(form.opensAt),
      closesAt: fromConsoleTime(form.closesAt),
      depositMin: form.depositMin.trim() || null,
      turnoverStep: form.turnoverStep.trim() || null,
      dailyMax: form.dailyMax.trim() ? Number(form.dailyMax) : null,
      prizes: prizes.map((p) => ({
        kind: p.kind,
        amount: p.kind === 'nothing' ? '0' : p.amount.trim(),
        weight: Number(p.weight),
        stock: p.stock.trim() ? Number(p.stock) : null,
      })) as OpsCreateRaffleRequest['prizes'],
    });
  };
  const amount = { inputMode: 'decimal' as const, pattern: '[0-9]{1,13}(\\.[0-9]{1,2})?' };
  const count = { inputMode: 'numeric' as const, pattern: '[0-9]{1,7}' };
  const setPrize = (i: number, change: Partial<PrizeRow>) => setPrizes(prizes.map((p, j) => (j === i ? { ...p, ...change } : p)));
  return (
    <form className="console-form message-form" onSubmit={submit} aria-labelledby="raffle-form-title">
      <h2 id="raffle-form-title">{t('rafflesNew')}</h2>
      <label className="console-field">
        <span>{t('rafflesKind')}</span>
        <select value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as typeof form.kind })}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`rafflesKind_${k}`)}
            </option>
          ))}
        </select>
      </label>
      {brand.languages.map((lang) => (
        <label key={lang} className="console-field">
          <span>{t('envelopesTitleIn', { language: t(`languageName_${lang}`) })}</span>
          <input lang={lang} value={title[lang] ?? ''} required maxLength={200} onChange={(e) => setTitle({ ...title, [lang]: e.target.value })} />
        </label>
      ))}
      <label className="console-field">
        <span>{t('envelopesOpensAt')}</span>
        <input type="datetime-local" required value={form.opensAt} onChange={(e) => setForm({ ...form, opensAt: e.target.value })} />
      </label>
      <label className="console-field">
        <span>{t('envelopesClosesAt')}</span>
        <input type="datetime-local" required value={form.closesAt} onChange={(e) => setForm({ ...form, closesAt: e.target.value })} />
      </label>
      <label className="console-field">
        <span>{t('rafflesDepositMin', { currency: brand.currencySymbol })}</span>
        <input {...amount} value={form.depositMin} onChange={(e) => setForm({ ...form, depositMin: e.target.value })} />
      </label>
      <label className="console-field">
        <span>{t('rafflesTurnoverStep', { currency: brand.currencySymbol })}</span>
        <input {...amount} value={form.turnoverStep} onChange={(e) => setForm({ ...form, turnoverStep: e.target.value })} />
      </label>
      <label className="console-field">
        <span>{t('rafflesDailyMax')}</span>
        <input {...count} value={form.dailyMax} onChange={(e) => setForm({ ...form, dailyMax: e.target.value })} />
      </label>
      <fieldset className="raffle-prizes-set">
        <legend>{t('rafflesPrizes')}</legend>
        <p className="console-muted">{t('rafflesPrizesHelp')}</p>
        {prizes.map((p, i) => (
          <div key={i} className="raffle-prize-row" role="group" aria-label={t('rafflesPrizeN', { n: i + 1 })}>
            <label className="console-field">
              <span>{t('rafflesPrizeKind', { n: i + 1 })}</span>
              <select value={p.kind} onChange={(e) => setPrize(i, { kind: e.target.value as PrizeRow['kind'] })}>
                {prizeKinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`rafflesPrizeKind_${k}`, { currency: brand.currencySymbol })}
                  </option>
                ))}
              </select>
            </label>
            {p.kind !== 'nothing' && (
              <label className="console-field">
                <span>{t('rafflesPrizeAmount', { n: i + 1 })}</span>
                <input {...amount} required value={p.amount} onChange={(e) => setPrize(i, { amount: e.target.value })} />
              </label>
            )}
            <label className="console-field">
              <span>{t('rafflesPrizeWeight', { n: i + 1 })}</span>
              <input {...count} required value={p.weight} onChange={(e) => setPrize(i, { weight: e.target.value })} />
            </label>
            <label className="console-field">
              <span>{t('rafflesPrizeStock', { n: i + 1 })}</span>
              <input {...count} value={p.stock} onChange={(e) => setPrize(i, { stock: e.target.value })} />
            </label>
            {prizes.length > 1 && (
              <Button size="small" variant="secondary" onClick={() => setPrizes(prizes.filter((_, j) => j !== i))} aria-label={t('rafflesRemovePrize', { n: i + 1 })}>
                {t('rafflesRemove')}
              </Button>
            )}
          </div>
        ))}
        {prizes.length < 12 && (
          <Button size="small" variant="secondary" onClick={() => setPrizes([...prizes, newPrize()])}>
            {t('rafflesAddPrize')}
          </Button>
        )}
      </fieldset>
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={make.isPending} aria-busy={make.isPending || undefined}>
        {t('rafflesMake')}
      </Button>
    </form>
  );
}
