import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractTerms, RealTimeTerms } from '../../../src/generated/types';
import { useSession } from '../../../src/api/sessionStore';
import { downlinesQuery } from '../../../src/api/agent/team';
import { contractsChanged, sendContract } from '../../../src/api/agent/contracts';
import { isAgent } from '../../../src/engine/accountType';
import {
  dividendPeriods,
  draftOf,
  draftProblems,
  fieldProblem,
  maxTiers,
  realTimeFields,
  termsOf,
  tierFields,
  tierKey,
  withTierAdded,
  withTierRemoved,
  type ContractDraft,
  type DividendPeriod,
  type DraftProblem,
  type RealTimeField,
  type TierField,
} from '../../../src/engine/contractDraft';
import { Button } from '../../../src/ui/Button';
import { useFormReply } from '../../parts/useFormReply';
import { TermsView, useTermText } from './TermsView';
import { offerTarget, setOfferTarget } from './offerTarget';

/**
 * Offering a direct downline agent a contract of this kind (decision 0283): the terms start as the
 * agent's own, which stay beside as the most it may offer; the server judges the rest and says why
 * in the member's language.
 */
const offerPageSize = 100;

export function OfferForm({ kind, ceiling }: { kind: ContractKind; ceiling: ContractTerms }) {
  const { t } = useTranslation('agent');
  const token = useSession()?.token ?? '';
  const client = useQueryClient();
  const reply = useFormReply();
  const text = useTermText();
  const id = useId();
  // The agents an offer can go to, a page of them; past a page the agent finds one by account.
  const [search, setSearch] = useState(() => offerTarget()?.account ?? '');
  const [searched, setSearched] = useState(search);
  const team = useQuery(downlinesQuery(token, { offerable: true, pageSize: offerPageSize, ...(searched ? { account: searched } : {}) }));
  const agents = (team.data?.list ?? []).filter((m) => isAgent(m.accountType));
  const findable = searched !== '' || (team.data?.total ?? 0) > agents.length;
  const [downlineId, setDownlineId] = useState(() => offerTarget()?.id ?? '');
  const [draft, setDraft] = useState<ContractDraft>(() => draftOf(kind, ceiling));
  const [problems, setProblems] = useState<Record<string, DraftProblem>>({});
  const [downlineProblem, setDownlineProblem] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = agents.some((a) => a.id === downlineId) ? downlineId : agents.length === 1 ? agents[0]!.id : '';

  const setTier = (index: number, field: TierField, value: string) => setDraft((d) => ({ ...d, tiers: d.tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)) }));
  // A box's problem goes as it is typed over and comes back on leaving it: the form never jumps
  // between the press and the release of a click on the button below.
  const check = (key: string, field: TierField | RealTimeField, value: string | null) =>
    setProblems((p) => {
      const { [key]: _, ...rest } = p;
      const problem = value === null ? null : fieldProblem(field, value);
      return problem ? { ...rest, [key]: problem } : rest;
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = draftProblems(kind, draft);
    setProblems(found);
    setDownlineProblem(!chosen);
    setOutcome(null);
    if (!chosen || Object.keys(found).length > 0) return;
    setBusy(true);
    const account = agents.find((a) => a.id === chosen)?.account ?? '';
    const answer = await reply(async () => {
      await sendContract(kind, { action: 'offer', downlineId: chosen, terms: termsOf(kind, draft) });
      setOfferTarget(null);
      return t('contractOfferSent', { account });
    });
    setBusy(false);
    if (answer && typeof answer === 'object' && 'done' in answer) setOutcome({ text: answer.done, failed: false });
    else if (answer) setOutcome({ text: typeof answer === 'string' ? answer : answer.text, failed: true });
    await contractsChanged(client, token);
  };

  const box = (key: string, field: TierField | RealTimeField, label: string, value: string, onChange: (v: string) => void, yours?: string) => {
    const problem = problems[key];
    const inputId = `${id}-${key}`;
    return (
      <div className={`form-field${problem ? ' form-field--error' : ''}`} key={key}>
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          inputMode={field === 'activeMembers' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[yours ? `${inputId}-yours` : '', problem ? `${inputId}-problem` : ''].filter(Boolean).join(' ') || undefined}
          onChange={(e) => {
            onChange(e.target.value);
            if (problem) check(key, field, null);
          }}
          onBlur={(e) => check(key, field, e.target.value)}
        />
        {yours && (
          <p className="form-field__hint" id={`${inputId}-yours`}>
            {t('contractYours', { value: yours })}
          </p>
        )}
        {problem && (
          <p className="form-field__error" id={`${inputId}-problem`}>
            {t(problem)}
          </p>
        )}
      </div>
    );
  };

  if (team.isSuccess && agents.length === 0 && searched === '')
    return (
      <section className="contract-offer" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t('contractOfferTitle')}</h3>
        <p className="contracts__empty">{t('contractNoDownlines')}</p>
      </section>
    );
  const yourTiers = (ceiling as { tiers?: Array<Record<string, string | number>> }).tiers ?? [];
  return (
    <form className="contract-offer" aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void submit(e)}>
      <h3 id={`${id}-title`}>{t('contractOfferTitle')}</h3>
      <div className="contract-offer__layout">
        {kind !== 'realtime' && (
          <aside className="contract-offer__yours" aria-labelledby={`${id}-yours`}>
            <h4 id={`${id}-yours`}>{t('contractYourTerms')}</h4>
            <TermsView kind={kind} terms={ceiling} caption={t('contractYourTerms')} />
          </aside>
        )}
        <div className="contract-offer__fields">
          {findable && (
            <div className="form-field">
              <label htmlFor={`${id}-find`}>{t('contractFindDownline')}</label>
              <div className="contract-offer__find">
                <input
                  id={`${id}-find`}
                  type="search"
                  autoComplete="off"
                  value={search}
                  aria-describedby={`${id}-find-hint`}
                  onChange={(e) => setSearch(e.target.value)}
                  onKeyDown={(e) => {
                    // Enter finds; it must not send the offer this box sits in.
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      setSearched(search.trim());
                    }
                  }}
                />
                <Button variant="secondary" size="small" onClick={() => setSearched(search.trim())}>
                  {t('contractFindButton')}
                </Button>
              </div>
              <p className="form-field__hint" id={`${id}-find-hint`} role="status">
                {team.isSuccess ? t('contractFoundDownlines', { shown: agents.length, count: team.data.total }) : ''}
              </p>
            </div>
          )}
          <div className={`form-field${downlineProblem ? ' form-field--error' : ''}`}>
            <label htmlFor={`${id}-downline`}>{t('contractDownline')}</label>
            <select
              id={`${id}-downline`}
              value={chosen}
              aria-invalid={downlineProblem || undefined}
              aria-describedby={downlineProblem ? `${id}-downline-problem` : undefined}
              onChange={(e) => {
                setDownlineId(e.target.value);
                setDownlineProblem(false);
              }}
            >
              <option value="">{team.isPending ? t('contractDownlinesLoading') : agents.length === 0 ? t('contractNoDownlines') : t('contractChooseDownline')}</option>
              {agents.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.nickname ? `${a.account} (${a.nickname})` : a.account}
                </option>
              ))}
            </select>
            {downlineProblem && (
              <p className="form-field__error" id={`${id}-downline-problem`}>
                {agents.length === 0 ? t('contractNoDownlines') : t('contractDownlineRequired')}
              </p>
            )}
          </div>
          {kind === 'dividend' && (
            <div className="form-field">
              <label htmlFor={`${id}-period`}>{t('contractPeriodLabel')}</label>
              <select id={`${id}-period`} value={draft.period} aria-describedby={`${id}-period-yours`} onChange={(e) => setDraft((d) => ({ ...d, period: e.target.value as DividendPeriod }))}>
                {dividendPeriods.map((p) => (
                  <option key={p} value={p}>
                    {t(`contractPeriod_${p}`)}
                  </option>
                ))}
              </select>
              <p className="form-field__hint" id={`${id}-period-yours`}>
                {t('contractYours', { value: t(`contractPeriod_${(ceiling as { period: DividendPeriod }).period}`) })}
              </p>
            </div>
          )}
          {kind === 'realtime' ? (
            <div className="contract-offer__row">
              {realTimeFields.map((field) =>
                box(
                  field,
                  field,
                  t(`contractField_${field}`),
                  draft.realtime[field],
                  (v) => setDraft((d) => ({ ...d, realtime: { ...d.realtime, [field]: v } })),
                  text(field, (ceiling as RealTimeTerms)[field]),
                ),
              )}
            </div>
          ) : (
            <>
              {draft.tiers.map((tier, i) => (
                <fieldset key={i} className="contract-offer__tier">
                  <legend>{t('contractTierN', { n: i + 1 })}</legend>
                  <div className="contract-offer__row">
                    {tierFields[kind].map((field) =>
                      box(tierKey(i, field), field, t(`contractField_${field}`), tier[field], (v) => setTier(i, field, v), yourTiers[i] ? text(field, yourTiers[i][field] ?? '') : undefined),
                    )}
                  </div>
                  {draft.tiers.length > 1 && (
                    <Button variant="ghost" size="small" aria-label={t('contractRemoveTierN', { n: i + 1 })} onClick={() => setDraft((d) => withTierRemoved(d, i))}>
                      {t('contractRemoveTier')}
                    </Button>
                  )}
                </fieldset>
              ))}
              <div>
                <Button variant="secondary" size="small" disabled={draft.tiers.length >= maxTiers} onClick={() => setDraft(withTierAdded)}>
                  {t('contractAddTier')}
                </Button>
                {draft.tiers.length >= maxTiers && <p className="form-field__hint">{t('contractTiersMost', { count: maxTiers })}</p>}
              </div>
            </>
          )}
        </div>
      </div>
      <div className="contract-actions">
        <Button type="submit" busy={busy}>
          {t('contractOfferSubmit')}
        </Button>
      </div>
      {outcome && (
        <p className={outcome.failed ? 'form-field__error' : 'contract-card__done'} role={outcome.failed ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      )}
    </form>
  );
}
