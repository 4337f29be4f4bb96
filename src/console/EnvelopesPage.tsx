import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../engine/formatDateTime';
import { formatMoney } from '../engine/formatAmount';
import { pickTranslation } from '../engine/pickTranslation';
import type { OpsBrand } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { failureMessage } from '../api/callClient';
import { BrandFrame } from './BrandFrame';
import { ConfirmGroup } from './ConfirmGroup';
import { useConsole } from './ConsoleContext';
import { consoleTimeZone } from './consoleTimeZone';
import { ListState } from './ListState';
import { fromConsoleTime } from './MessagesPage';
import { envelopeMutations, envelopeQueries, envelopesChanged } from './queries/envelopes';
import { ConsoleTable } from './ConsoleTable';

const pageSize = 10;

/** A brand's red envelopes (decision 0265): content makes one for a window and may withdraw it; each listed with what it paid. */
export function EnvelopesPage() {
  return <BrandFrame page="envelopes">{(brand) => <Envelopes brand={brand} />}</BrandFrame>;
}

function Envelopes({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const { operator } = useConsole();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<string | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const list = useQuery(envelopeQueries.page(brand.id, page, pageSize, i18n.language));
  const money = (v: string) => formatMoney(brand.currencySymbol, v);
  const withdraw = useMutation({
    ...envelopeMutations.withdraw(brand.id, i18n.language),
    onSuccess: async () => {
      setAsking(null);
      setNote({ ok: true, text: t('envelopesWithdrawn') });
      await envelopesChanged(client, brand.id);
    },
    onError: (err) => setNote({ ok: false, text: failureMessage(err, t('networkError')) }),
  });
  const editor = operator.role === 'admin' || operator.role === 'content';
  return (
    <>
      <p className="console-muted">{t('envelopesLead')}</p>
      {editor && (
        <EnvelopeForm
          brand={brand}
          onMade={() => {
            setNote({ ok: true, text: t('envelopesMade') });
            setPage(1);
            void envelopesChanged(client, brand.id);
          }}
        />
      )}
      <h2>{t('envelopesList')}</h2>
      <p className={note?.ok === false ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {note?.text}
      </p>
      <ListState query={list} empty={(list.data?.list.length ?? 0) === 0} emptyText={t('envelopesEmpty')}>
        {() => (
          <ConsoleTable caption={t('envelopesList')} busy={list.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t('contentTitle')}</th>
                <th scope="col">{t('envelopesWindow')}</th>
                <th scope="col">{t('envelopesTakes')}</th>
                <th scope="col">{t('envelopesPaid')}</th>
                <th scope="col">{t('envelopesTakers')}</th>
                <th scope="col">
                  <span className="mq-visually-hidden">{t('contentActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data!.list.map((e) => {
                const title = pickTranslation(e.title as Record<string, string>, i18n.language, brand.defaultLang);
                const paid = (Number(e.pool) - Number(e.remaining)).toFixed(2);
                return (
                  <tr key={e.id}>
                    <td>{title}</td>
                    <td>
                      {formatDateTime(e.opensAt, consoleTimeZone)} – {formatDateTime(e.closesAt, consoleTimeZone)}
                      {e.withdrawnAt && <> ({t('envelopesWithdrawnAt', { at: formatDateTime(e.withdrawnAt, consoleTimeZone) })})</>}
                    </td>
                    <td>{t('envelopesRange', { min: money(e.minAmount), max: money(e.maxAmount) })}</td>
                    <td>{t('envelopesPaidOf', { paid: money(paid), pool: money(e.pool) })}</td>
                    <td>{e.claims}</td>
                    <td className="content-list__actions">
                      {editor &&
                        !e.withdrawnAt &&
                        Date.parse(e.closesAt) > Date.now() &&
                        (asking === e.id ? (
                          <ConfirmGroup
                            action={t('envelopesWithdraw')}
                            question={t('envelopesWithdrawAsk')}
                            pending={withdraw.isPending}
                            onConfirm={() => withdraw.mutate(e.id)}
                            onCancel={() => setAsking(null)}
                          />
                        ) : (
                          <Button size="small" variant="secondary" onClick={() => setAsking(e.id)} aria-label={t('envelopesWithdrawOne', { title })}>
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

/** A new envelope: a title in each of the brand's languages, its window in the console's time zone, the pool, each take's bounds, and the day's deposit asked. */
function EnvelopeForm({ brand, onMade }: { brand: OpsBrand; onMade: () => void }) {
  const { t, i18n } = useTranslation();
  const empty = { opensAt: '', closesAt: '', pool: '', minAmount: '', maxAmount: '', minDepositToday: '0' };
  const [title, setTitle] = useState<Record<string, string>>({});
  const [form, setForm] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const make = useMutation({
    ...envelopeMutations.create(brand.id, i18n.language),
    onSuccess: () => {
      setTitle({});
      setForm(empty);
      onMade();
    },
    onError: (err) => setError(failureMessage(err, t('networkError'))),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    make.mutate({ ...form, title, opensAt: fromConsoleTime(form.opensAt), closesAt: fromConsoleTime(form.closesAt) });
  };
  const field = (key: keyof typeof empty, label: string, type: 'amount' | 'time') => (
    <label className="console-field">
      <span>{label}</span>
      {type === 'time' ? (
        <input type="datetime-local" required value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
      ) : (
        <input inputMode="decimal" required pattern="[0-9]{1,13}(\.[0-9]{1,2})?" value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
      )}
    </label>
  );
  return (
    <form className="console-form message-form" onSubmit={submit} aria-labelledby="envelope-form-title">
      <h2 id="envelope-form-title">{t('envelopesNew')}</h2>
      {brand.languages.map((lang) => (
        <label key={lang} className="console-field">
          <span>{t('envelopesTitleIn', { language: t(`languageName_${lang}`) })}</span>
          <input lang={lang} value={title[lang] ?? ''} required maxLength={200} onChange={(e) => setTitle({ ...title, [lang]: e.target.value })} />
        </label>
      ))}
      {field('opensAt', t('envelopesOpensAt'), 'time')}
      {field('closesAt', t('envelopesClosesAt'), 'time')}
      {field('pool', t('envelopesPool', { currency: brand.currencySymbol }), 'amount')}
      {field('minAmount', t('envelopesMin', { currency: brand.currencySymbol }), 'amount')}
      {field('maxAmount', t('envelopesMax', { currency: brand.currencySymbol }), 'amount')}
      {field('minDepositToday', t('envelopesMinDeposit', { currency: brand.currencySymbol }), 'amount')}
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={make.isPending} aria-busy={make.isPending || undefined}>
        {t('envelopesMake')}
      </Button>
    </form>
  );
}
