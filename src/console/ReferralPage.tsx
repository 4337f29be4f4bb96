import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../engine/formatDateTime';
import { formatMoney } from '../engine/formatAmount';
import type { OpsBrand, OpsReferral } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { failureMessage } from '../api/callClient';
import { useOnceKey } from '../api/useOnceKey';
import { BrandFrame } from './BrandFrame';
import { useConsole } from './ConsoleContext';
import { consoleTimeZone } from './consoleTimeZone';
import { ListState } from './ListState';
import { referralMutations, referralQueries, referralsChanged } from './queries/referrals';
import { ConsoleTable } from './ConsoleTable';

const pageSize = 10;
type Status = OpsReferral['status'];
const statuses: readonly Status[] = ['held', 'pending', 'paid', 'rejected'];

/** A brand's referral programme (decision 0264): content sets its terms; payments pays or rejects the rewards held for review. */
export function ReferralPage() {
  return <BrandFrame page="referral">{(brand) => <Referral brand={brand} />}</BrandFrame>;
}

function Referral({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const { operator } = useConsole();
  const programme = useQuery(referralQueries.programme(brand.id, i18n.language));
  const money = (v: string) => formatMoney(brand.currencySymbol, v);
  return (
    <>
      <p className="console-muted">{t('referralLead')}</p>
      {programme.data && (
        <dl className="referral-figures">
          <div>
            <dt>{t('referralInvitees')}</dt>
            <dd>{programme.data.invitees}</dd>
          </div>
          <div>
            <dt>{t('referralHeld')}</dt>
            <dd>{programme.data.held}</dd>
          </div>
          <div>
            <dt>{t('referralPaid')}</dt>
            <dd>{programme.data.paid}</dd>
          </div>
          <div>
            <dt>{t('referralCost')}</dt>
            <dd>{money(programme.data.cost)}</dd>
          </div>
        </dl>
      )}
      {(operator.role === 'admin' || operator.role === 'content') && programme.data && <ProgrammeForm key={JSON.stringify(programme.data.programme)} brand={brand} saved={programme.data.programme} />}
      {(operator.role === 'admin' || operator.role === 'payments') && <Queue brand={brand} money={money} />}
    </>
  );
}

/** The programme's terms: on or off, the reward, and the first deposit and settled bets an invitee must reach. */
function ProgrammeForm({ brand, saved }: { brand: OpsBrand; saved: { enabled: boolean; reward: string; minDeposit: string; minTurnover: string } }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState(saved);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    ...referralMutations.save(brand.id, i18n.language),
    onSuccess: async () => {
      setNote({ ok: true, text: t('referralSaved') });
      await referralsChanged(client, brand.id);
    },
    onError: (err) => setNote({ ok: false, text: failureMessage(err, t('networkError')) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNote(null);
    save.mutate(form);
  };
  const amount = (key: 'reward' | 'minDeposit' | 'minTurnover') => (
    <label className="console-field">
      <span>{t(`referral_${key}`, { currency: brand.currencySymbol })}</span>
      <input inputMode="decimal" required pattern="[0-9]{1,13}(\.[0-9]{1,2})?" value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </label>
  );
  return (
    <form className="console-form referral-form" onSubmit={submit} aria-labelledby="referral-form-title">
      <h2 id="referral-form-title">{t('referralProgramme')}</h2>
      <label className="referral-form__switch">
        <input type="checkbox" checked={form.enabled} onChange={(e) => setForm({ ...form, enabled: e.target.checked })} />
        <span>{t('referralEnabled')}</span>
      </label>
      {amount('reward')}
      {amount('minDeposit')}
      {amount('minTurnover')}
      <p className={note?.ok === false ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {note?.text}
      </p>
      <Button type="submit" disabled={save.isPending}>
        {t('referralSave')}
      </Button>
    </form>
  );
}

/** The invitees by where their reward stands; the held ones (oldest first) each with pay, or reject with a reason. */
function Queue({ brand, money }: { brand: OpsBrand; money: (v: string) => string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const once = useOnceKey();
  const [status, setStatus] = useState<Status>('held');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const list = useQuery(referralQueries.page(brand.id, status, page, pageSize, i18n.language));
  const decide = useMutation({
    ...referralMutations.decide(brand.id, i18n.language, (body) => once.keyFor(body)),
    onSuccess: async (done) => {
      once.done();
      setRejecting(null);
      setReason('');
      setNote({ ok: true, text: t(done.status === 'paid' ? 'referralPaidOne' : 'referralRejectedOne') });
      await referralsChanged(client, brand.id);
    },
    onError: (err) => setNote({ ok: false, text: failureMessage(err, t('networkError')) }),
  });
  return (
    <>
      <h2>{t('referralQueue')}</h2>
      <form className="console-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('referralFilters')}>
        <label className="console-field">
          <span>{t('referralStatus')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status);
              setPage(1);
            }}
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`referralStatus_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p className={note?.ok === false ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {note?.text}
      </p>
      <ListState query={list} empty={(list.data?.list.length ?? 0) === 0} emptyText={t('referralEmpty')}>
        {() => (
          <ConsoleTable caption={t('referralQueue')} busy={list.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t('referralInvitee')}</th>
                <th scope="col">{t('referralReferrer')}</th>
                <th scope="col">{t('referralJoined')}</th>
                <th scope="col">{t('referralReward')}</th>
                <th scope="col">{t('referralShared')}</th>
                <th scope="col">{status === 'held' ? <span className="mq-visually-hidden">{t('contentActions')}</span> : t('referralRemark')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data!.list.map((r) => (
                <tr key={r.inviteeId}>
                  <td>{r.invitee}</td>
                  <td>{r.referrer}</td>
                  <td>{formatDateTime(r.joinedAt, consoleTimeZone)}</td>
                  <td>{r.reward === null ? '—' : money(r.reward)}</td>
                  <td>{r.heldFor.length ? r.heldFor.map((h) => t(`referralShared_${h}`)).join(', ') : '—'}</td>
                  <td className="content-list__actions">
                    {r.status !== 'held' ? (
                      (r.remark ?? '')
                    ) : rejecting === r.inviteeId ? (
                      <form
                        className="referral-reject"
                        onSubmit={(e) => {
                          e.preventDefault();
                          decide.mutate({ inviteeId: r.inviteeId, decision: 'reject', reason: reason.trim() });
                        }}
                      >
                        <label className="console-field">
                          <span>{t('referralReason')}</span>
                          <input required maxLength={140} value={reason} onChange={(e) => setReason(e.target.value)} />
                        </label>
                        <Button size="small" type="submit" disabled={decide.isPending || !reason.trim()}>
                          {t('referralReject')}
                        </Button>
                        <Button size="small" variant="ghost" onClick={() => setRejecting(null)}>
                          {t('cancel')}
                        </Button>
                      </form>
                    ) : (
                      <>
                        <Button
                          size="small"
                          disabled={decide.isPending}
                          onClick={() => decide.mutate({ inviteeId: r.inviteeId, decision: 'pay' })}
                          aria-label={t('referralPayOne', { account: r.invitee })}
                        >
                          {t('referralPay')}
                        </Button>
                        <Button size="small" variant="secondary" onClick={() => setRejecting(r.inviteeId)} aria-label={t('referralRejectOne', { account: r.invitee })}>
                          {t('referralReject')}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ConsoleTable>
        )}
      </ListState>
      {(list.data?.totalPages ?? 1) > 1 && <Pagination page={page} totalPages={list.data!.totalPages} onChange={setPage} />}
    </>
  );
}
