import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../engine/formatDateTime';
import { pickTranslation } from '../engine/pickTranslation';
import type { OpsBrand, OpsPromoApplication, OpsPromotion, OpsSavePromotionRequest } from '../generated/types';
import { Button } from '../ui/Button';
import { failureMessage } from '../api/callClient';
import { useOnceKey } from '../api/useOnceKey';
import { BrandFrame } from './BrandFrame';
import { useConsole } from './ConsoleContext';
import { consoleTimeZone } from './consoleTimeZone';
import { ListState } from './ListState';
import { promotionMutations, promotionQueries, promotionsChanged, type ApplicationStatus } from './queries/promotions';
import { ConsoleTable } from './ConsoleTable';
import { textsContradictions, textsOf, withPromotionMinimum, type OfferContradiction } from '../engine/offerFigures';
import { OfferWarning } from './forms/OfferWarning';

type Note = { ok: boolean; text: string } | null;
type Form = Omit<OpsSavePromotionRequest, 'brandId'>;
const kinds: readonly Form['kind'][] = ['firstDeposit', 'reloadDeposit', 'fixed', 'application'];
const periods = ['once', 'day', 'week', 'month'] as const;

/** A brand's promotions (decision 0262): written and switched off by content, applications, grants by hand and forfeits by payments, each what it cost. */
export function PromotionsPage() {
  return <BrandFrame page="promotions">{(brand) => <Promotions brand={brand} />}</BrandFrame>;
}

function Promotions({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const { role } = useConsole().operator;
  const client = useQueryClient();
  const [note, setNote] = useState<Note>(null);
  const [editing, setEditing] = useState<Form | null>(null);
  const list = useQuery(promotionQueries.list(brand.id, i18n.language));
  const save = useMutation({
    ...promotionMutations.save(brand.id, i18n.language),
    onSuccess: async ({ id }) => {
      setNote({ ok: true, text: t('promotionsSaved', { id }) });
      setEditing(null);
      await promotionsChanged(client, brand.id);
    },
    onError: (err) => setNote({ ok: false, text: failureMessage(err, t('networkError')) }),
  });
  const writes = role === 'admin' || role === 'content';
  const decides = role === 'admin' || role === 'payments';
  const titleOf = (p: OpsPromotion) => pickTranslation(p.title as Record<string, string>, i18n.language, brand.defaultLang);
  return (
    <>
      <p className="console-muted">{t('promotionsLead')}</p>
      <p className={note?.ok === false ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {note?.text}
      </p>
      <h2>{t('promotionsList')}</h2>
      <ListState query={list} empty={(list.data?.list.length ?? 0) === 0} emptyText={t('promotionsEmpty')}>
        {() => (
          <ConsoleTable caption={t('promotionsList')}>
            <thead>
              <tr>
                <th scope="col">{t('contentTitle')}</th>
                <th scope="col">{t('promotionsKind')}</th>
                <th scope="col">{t('promotionsState')}</th>
                <th scope="col">{t('promotionsGrants')}</th>
                <th scope="col">{t('promotionsCost')}</th>
                <th scope="col">
                  <span className="mq-visually-hidden">{t('contentActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data!.list.map((p) => (
                <tr key={p.id}>
                  <td>
                    {titleOf(p)} <span className="console-muted">({p.id})</span>
                  </td>
                  <td>{t(`promotionsKind_${p.kind}`)}</td>
                  <td>{p.enabled ? t('promotionsOn') : t('promotionsOff')}</td>
                  <td>{p.grants}</td>
                  <td>{p.cost}</td>
                  <td className="content-list__actions">
                    {writes && (
                      <>
                        <Button size="small" variant="secondary" onClick={() => setEditing(formOf(p))} aria-label={t('promotionsEditOne', { title: titleOf(p) })}>
                          {t('promotionsEdit')}
                        </Button>
                        <Button
                          size="small"
                          variant="secondary"
                          disabled={save.isPending}
                          onClick={() => save.mutate({ ...formOf(p), enabled: !p.enabled })}
                          aria-label={t(p.enabled ? 'promotionsSwitchOffOne' : 'promotionsSwitchOnOne', { title: titleOf(p) })}
                        >
                          {p.enabled ? t('promotionsSwitchOff') : t('promotionsSwitchOn')}
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
      {writes && (
        <>
          {!editing && (
            <Button variant="secondary" onClick={() => setEditing(blankForm())}>
              {t('promotionsNew')}
            </Button>
          )}
          {editing && <PromotionForm key={editing.id || 'new'} brand={brand} initial={editing} pending={save.isPending} onSave={(form) => save.mutate(form)} onCancel={() => setEditing(null)} />}
        </>
      )}
      {decides && <Applications brand={brand} onNote={setNote} />}
      {decides && list.data && <GrantForm brand={brand} promotions={list.data.list} onNote={setNote} />}
      {decides && <ForfeitForm brand={brand} onNote={setNote} />}
    </>
  );
}

const minor = (money: string | null) => (money === null ? null : money.replace(/\.00$/, ''));

/** A promotion as the save call takes it back. */
function formOf(p: OpsPromotion): Form {
  return {
    id: p.id,
    kind: p.kind,
    title: p.title,
    summary: p.summary,
    rules: p.rules,
    image: p.image,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    percent: p.percent,
    cap: minor(p.cap),
    minDeposit: minor(p.minDeposit) ?? '0',
    amount: minor(p.amount),
    contact: p.contact,
    turnoverMultiplier: p.turnoverMultiplier,
    turnoverBase: p.turnoverBase,
    contributions: p.contributions,
    maxStake: minor(p.maxStake),
    expiryDays: p.expiryDays,
    minAccountDays: p.minAccountDays,
    minDeposits: p.minDeposits,
    minRankLevel: p.minRankLevel,
    period: p.period,
    enabled: p.enabled,
    sort: p.sort,
  };
}

function blankForm(): Form {
  return {
    id: '',
    kind: 'fixed',
    title: {},
    summary: {},
    rules: {},
    startsAt: new Date().toISOString(),
    amount: '100',
    turnoverMultiplier: 5,
    turnoverBase: 'bonus',
    contributions: { RNG: 100, FISH: 100, PVP: 50, LIVE: 10 },
    expiryDays: 7,
    period: 'once',
  };
}

/** `RNG=100, LIVE=10` and back. */
const contributionsText = (c: Record<string, number> | undefined) =>
  Object.entries(c ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
const contributionsOf = (text: string): Record<string, number> =>
  Object.fromEntries(
    text
      .split(',')
      .map((part) => part.split('=').map((s) => s.trim()))
      .filter(([k, v]) => k && v)
      .map(([k, v]) => [k!.toUpperCase(), Number(v)]),
  );

/** A promotion written: its kind and amounts, its texts in each of the brand's languages, its turnover and who may take it. */
function PromotionForm({ brand, initial, pending, onSave, onCancel }: { brand: OpsBrand; initial: Form; pending: boolean; onSave: (form: Form) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(initial);
  const [contributions, setContributions] = useState(contributionsText(initial.contributions));
  const [warning, setWarning] = useState<OfferContradiction[] | null>(null);
  const set = (patch: Partial<Form>) => {
    setForm({ ...form, ...patch });
    setWarning(null);
  };
  const text = (field: 'title' | 'summary' | 'rules', lang: string, value: string) => set({ [field]: { ...form[field], [lang]: value } });
  const num = (value: string) => (value === '' ? undefined : Number(value));
  const saveNow = () => onSave({ ...form, contributions: contributionsOf(contributions) });
  // A figure its texts state of the payment forms that neither the brand nor the promotion's own minimum has is shown first (decision 0307).
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const deposits = form.kind === 'firstDeposit' || form.kind === 'reloadDeposit';
    const found = textsContradictions(textsOf([form.title, form.summary, form.rules]), withPromotionMinimum(brand.offerLimits, deposits ? form.minDeposit : null));
    if (found.length > 0) setWarning(found);
    else saveNow();
  };
  return (
    <form className="console-form message-form" onSubmit={submit} aria-labelledby="promotion-form-title">
      <h2 id="promotion-form-title">{initial.id ? t('promotionsEditTitle', { id: initial.id }) : t('promotionsNew')}</h2>
      <label className="console-field">
        <span>{t('promotionsId')}</span>
        <input value={form.id} required pattern="[a-z0-9][a-z0-9\-]{0,39}" readOnly={initial.id !== ''} onChange={(e) => set({ id: e.target.value })} />
      </label>
      <label className="console-field">
        <span>{t('promotionsKind')}</span>
        <select value={form.kind} onChange={(e) => set({ kind: e.target.value as Form['kind'] })}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`promotionsKind_${k}`)}
            </option>
          ))}
        </select>
      </label>
      {brand.languages.map((lang) => (
        <fieldset key={lang} className="message-form__language">
          <legend>{t(`languageName_${lang}`)}</legend>
          <label className="console-field">
            <span>{t('contentTitle')}</span>
            <input lang={lang} value={form.title[lang as 'bn'] ?? ''} required maxLength={200} onChange={(e) => text('title', lang, e.target.value)} />
          </label>
          <label className="console-field">
            <span>{t('promotionsSummary')}</span>
            <input lang={lang} value={form.summary[lang as 'bn'] ?? ''} required maxLength={200} onChange={(e) => text('summary', lang, e.target.value)} />
          </label>
          <label className="console-field">
            <span>{t('promotionsRules')}</span>
            <textarea lang={lang} value={form.rules[lang as 'bn'] ?? ''} required maxLength={4000} rows={4} onChange={(e) => text('rules', lang, e.target.value)} />
          </label>
        </fieldset>
      ))}
      {(form.kind === 'firstDeposit' || form.kind === 'reloadDeposit') && (
        <>
          <label className="console-field">
            <span>{t('promotionsPercent')}</span>
            <input type="number" min={1} max={1000} value={form.percent ?? ''} required onChange={(e) => set({ percent: num(e.target.value) ?? null })} />
          </label>
          <label className="console-field">
            <span>{t('promotionsMinDeposit')}</span>
            <input inputMode="decimal" value={form.minDeposit ?? ''} onChange={(e) => set({ minDeposit: e.target.value })} />
          </label>
        </>
      )}
      {form.kind === 'fixed' ? (
        <label className="console-field">
          <span>{t('promotionsAmount')}</span>
          <input inputMode="decimal" value={form.amount ?? ''} required onChange={(e) => set({ amount: e.target.value })} />
        </label>
      ) : (
        <label className="console-field">
          <span>{t('promotionsCap')}</span>
          <input inputMode="decimal" value={form.cap ?? ''} required onChange={(e) => set({ cap: e.target.value })} />
        </label>
      )}
      {form.kind === 'application' && (
        <label className="console-field">
          <span>{t('promotionsContact')}</span>
          <select value={form.contact ?? ''} onChange={(e) => set({ contact: (e.target.value || null) as Form['contact'] })}>
            <option value="">{t('promotionsContact_none')}</option>
            <option value="zalo">{t('promotionsContact_zalo')}</option>
            <option value="whatsapp">{t('promotionsContact_whatsapp')}</option>
          </select>
        </label>
      )}
      <label className="console-field">
        <span>{t('promotionsTurnover')}</span>
        <input type="number" min={0} max={100} value={form.turnoverMultiplier ?? 0} onChange={(e) => set({ turnoverMultiplier: num(e.target.value) ?? 0 })} />
      </label>
      <label className="console-field">
        <span>{t('promotionsTurnoverBase')}</span>
        <select value={form.turnoverBase ?? 'bonus'} onChange={(e) => set({ turnoverBase: e.target.value as Form['turnoverBase'] })}>
          <option value="bonus">{t('promotionsTurnoverBase_bonus')}</option>
          <option value="bonusDeposit">{t('promotionsTurnoverBase_bonusDeposit')}</option>
        </select>
      </label>
      <label className="console-field">
        <span>{t('promotionsContributions')}</span>
        <input value={contributions} onChange={(e) => setContributions(e.target.value)} />
      </label>
      <label className="console-field">
        <span>{t('promotionsMaxStake')}</span>
        <input inputMode="decimal" value={form.maxStake ?? ''} onChange={(e) => set({ maxStake: e.target.value || null })} />
      </label>
      <label className="console-field">
        <span>{t('promotionsExpiryDays')}</span>
        <input type="number" min={1} max={365} value={form.expiryDays ?? 7} onChange={(e) => set({ expiryDays: num(e.target.value) ?? 7 })} />
      </label>
      <label className="console-field">
        <span>{t('promotionsMinAccountDays')}</span>
        <input type="number" min={0} value={form.minAccountDays ?? 0} onChange={(e) => set({ minAccountDays: num(e.target.value) ?? 0 })} />
      </label>
      <label className="console-field">
        <span>{t('promotionsMinDeposits')}</span>
        <input type="number" min={0} value={form.minDeposits ?? 0} onChange={(e) => set({ minDeposits: num(e.target.value) ?? 0 })} />
      </label>
      <label className="console-field">
        <span>{t('promotionsMinRankLevel')}</span>
        <input type="number" min={0} value={form.minRankLevel ?? 0} onChange={(e) => set({ minRankLevel: num(e.target.value) ?? 0 })} />
      </label>
      <label className="console-field">
        <span>{t('promotionsPeriod')}</span>
        <select value={form.period ?? 'once'} onChange={(e) => set({ period: e.target.value as Form['period'] })}>
          {periods.map((p) => (
            <option key={p} value={p}>
              {t(`promotionsPeriod_${p}`)}
            </option>
          ))}
        </select>
      </label>
      {warning && <OfferWarning found={warning} symbol={brand.currencySymbol} pending={pending} onSave={saveNow} onEdit={() => setWarning(null)} />}
      <div className="content-list__actions">
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {t('promotionsSave')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('promotionsCancel')}
        </Button>
      </div>
    </form>
  );
}

/** The applications waiting for a decision: issue an amount up to the cap, or reject with the reason the member is told. */
function Applications({ brand, onNote }: { brand: OpsBrand; onNote: (note: Note) => void }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<ApplicationStatus>('applying');
  const list = useQuery(promotionQueries.applications(brand.id, status, i18n.language));
  return (
    <>
      <h2>{t('promotionsApplications')}</h2>
      <form className="console-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('promotionsApplicationsFilter')}>
        <label className="console-field">
          <span>{t('promotionsState')}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as ApplicationStatus)}>
            {(['applying', 'issued', 'rejected'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`promotionsApplication_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <ListState query={list} empty={(list.data?.list.length ?? 0) === 0} emptyText={t('promotionsApplicationsEmpty')}>
        {() => (
          <ConsoleTable caption={t('promotionsApplications')}>
            <thead>
              <tr>
                <th scope="col">{t('promotionsMember')}</th>
                <th scope="col">{t('contentTitle')}</th>
                <th scope="col">{t('promotionsRemark')}</th>
                <th scope="col">{t('promotionsContact')}</th>
                <th scope="col">{t('promotionsAt')}</th>
                <th scope="col">{t('promotionsDecision')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data!.list.map((a) => (
                <tr key={a.id}>
                  <td>{a.member}</td>
                  <td>{a.title}</td>
                  <td>{a.remark}</td>
                  <td>{a.contactId ? `${t(`promotionsContact_${a.contact ?? 'zalo'}`)}: ${a.contactId}` : '—'}</td>
                  <td>{formatDateTime(a.createdAt, consoleTimeZone)}</td>
                  <td>{a.status === 'applying' ? <Decide brand={brand} application={a} onNote={onNote} /> : a.status === 'issued' ? a.amount : a.reason}</td>
                </tr>
              ))}
            </tbody>
          </ConsoleTable>
        )}
      </ListState>
    </>
  );
}

function Decide({ brand, application: a, onNote }: { brand: OpsBrand; application: OpsPromoApplication; onNote: (note: Note) => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const once = useOnceKey();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const decide = useMutation({
    ...promotionMutations.decide(brand.id, i18n.language, (body) => once.keyFor(body)),
    onSuccess: async (res) => {
      once.done();
      onNote({ ok: true, text: t(`promotionsDecided_${res.status}`, { member: a.member }) });
      await promotionsChanged(client, brand.id);
    },
    onError: (err) => onNote({ ok: false, text: failureMessage(err, t('networkError')) }),
  });
  return (
    <div className="content-list__actions">
      <label className="console-field">
        <span>{t('promotionsAmountUpTo', { cap: a.cap })}</span>
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <Button size="small" disabled={decide.isPending || amount.trim() === ''} onClick={() => decide.mutate({ id: a.id, approve: true, amount: amount.trim() })}>
        {t('promotionsIssue')}
      </Button>
      <label className="console-field">
        <span>{t('promotionsReason')}</span>
        <input value={reason} maxLength={140} onChange={(e) => setReason(e.target.value)} />
      </label>
      <Button size="small" variant="danger" disabled={decide.isPending || reason.trim() === ''} onClick={() => decide.mutate({ id: a.id, approve: false, reason: reason.trim() })}>
        {t('promotionsReject')}
      </Button>
    </div>
  );
}

/**
 * A promotion's bonus granted to a member by hand, with a reason for the audit (decision 0268): a
 * fixed promotion grants its own amount, any other kind the amount typed. One key per form filled,
 * so a second tap or a retry grants once.
 */
function GrantForm({ brand, promotions, onNote }: { brand: OpsBrand; promotions: OpsPromotion[]; onNote: (note: Note) => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const once = useOnceKey();
  const running = promotions.filter((p) => p.enabled);
  const [promotionId, setPromotionId] = useState(running[0]?.id ?? '');
  const [member, setMember] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const chosen = running.find((p) => p.id === promotionId);
  const grant = useMutation({
    ...promotionMutations.grant(brand.id, i18n.language, (body) => once.keyFor(body)),
    onSuccess: async (granted) => {
      once.done();
      onNote({ ok: true, text: t('promotionsGranted', { member, amount: granted.amount }) });
      setMember('');
      setAmount('');
      setReason('');
      await promotionsChanged(client, brand.id);
    },
    onError: (err) => onNote({ ok: false, text: failureMessage(err, t('networkError')) }),
  });
  if (running.length === 0) return null;
  return (
    <form
      className="console-form message-form"
      aria-labelledby="promotion-grant-title"
      onSubmit={(e) => {
        e.preventDefault();
        grant.mutate({ promotionId, member: member.trim(), reason: reason.trim(), ...(chosen?.kind === 'fixed' || amount.trim() === '' ? {} : { amount: amount.trim() }) });
      }}
    >
      <h2 id="promotion-grant-title">{t('promotionsGrant')}</h2>
      <label className="console-field">
        <span>{t('promotionsPromotion')}</span>
        <select value={promotionId} onChange={(e) => setPromotionId(e.target.value)}>
          {running.map((p) => (
            <option key={p.id} value={p.id}>
              {pickTranslation(p.title as Record<string, string>, i18n.language, brand.defaultLang)} ({p.id})
            </option>
          ))}
        </select>
      </label>
      <label className="console-field">
        <span>{t('promotionsMember')}</span>
        <input value={member} required maxLength={64} autoComplete="off" onChange={(e) => setMember(e.target.value)} />
      </label>
      {chosen?.kind === 'fixed' ? (
        <p className="console-muted">{t('promotionsGrantFixed', { amount: chosen.amount })}</p>
      ) : (
        <label className="console-field">
          <span>{chosen?.cap ? t('promotionsAmountUpTo', { cap: chosen.cap }) : t('promotionsAmount')}</span>
          <input value={amount} required inputMode="decimal" maxLength={16} autoComplete="off" onChange={(e) => setAmount(e.target.value)} />
        </label>
      )}
      <label className="console-field">
        <span>{t('promotionsReason')}</span>
        <input value={reason} required maxLength={140} onChange={(e) => setReason(e.target.value)} />
      </label>
      <Button type="submit" disabled={grant.isPending}>
        {t('promotionsGrantSubmit')}
      </Button>
    </form>
  );
}

/** A member's bonus in play forfeited by hand, with the reason they are told. */
function ForfeitForm({ brand, onNote }: { brand: OpsBrand; onNote: (note: Note) => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const once = useOnceKey();
  const [member, setMember] = useState('');
  const [reason, setReason] = useState('');
  const forfeit = useMutation({
    ...promotionMutations.forfeit(brand.id, i18n.language, (body) => once.keyFor(body)),
    onSuccess: async () => {
      once.done();
      onNote({ ok: true, text: t('promotionsForfeited', { member }) });
      setMember('');
      setReason('');
      await promotionsChanged(client, brand.id);
    },
    onError: (err) => onNote({ ok: false, text: failureMessage(err, t('networkError')) }),
  });
  return (
    <form
      className="console-form message-form"
      aria-labelledby="promotion-forfeit-title"
      onSubmit={(e) => {
        e.preventDefault();
        forfeit.mutate({ member: member.trim(), reason: reason.trim() });
      }}
    >
      <h2 id="promotion-forfeit-title">{t('promotionsForfeit')}</h2>
      <label className="console-field">
        <span>{t('promotionsMember')}</span>
        <input value={member} required maxLength={64} autoComplete="off" onChange={(e) => setMember(e.target.value)} />
      </label>
      <label className="console-field">
        <span>{t('promotionsReason')}</span>
        <input value={reason} required maxLength={140} onChange={(e) => setReason(e.target.value)} />
      </label>
      <Button type="submit" variant="danger" disabled={forfeit.isPending}>
        {t('promotionsForfeitSubmit')}
      </Button>
    </form>
  );
}
