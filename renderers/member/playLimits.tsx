import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';
import { confirmPlayLimit, playLimitsQuery, savePlayLimits } from '../../src/api/limits/limits';
import type { PlayLimit, PlayLimits, SavePlayLimitsRequest } from '../../src/generated/types';
import { limitField, limitKinds, limitPeriods } from '../../src/engine/playLimits';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { Button } from '../../src/ui/Button';
import { QueryState } from '../parts/QueryState';
import { FormRow } from '../parts/FormRow';
import { FormOutcome, useFormOutcome } from '../parts/useFormOutcome';
import { useMoney } from '../parts/useMoney';
import '../parts/FieldShell.css';
import './money.css';

/** What a limit's box starts with: the limit the member will have (a raise waiting shows its amount), as typed. */
const shown = (l: PlayLimit) => {
  const will = l.pending ? l.pending.amount : l.amount;
  return will === null ? '' : String(Number(will));
};

/**
 * Responsible play (RG3, decision 0322): the member's deposit, loss and wager limits over 24 hours,
 * 7 and 30 days, what each window has used, and a raise or removal waiting, with its confirmation
 * once its 24 hours are over. The server decides what applies at once; the page shows its answer.
 */
export default function PlayLimitsPage({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation('member');
  const token = useSession()?.token ?? '';
  const limits = useQuery(playLimitsQuery(token));
  // Above the form, which starts again from each answer: what the last save said stays.
  const said = useFormOutcome();
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="money-page">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <p>{t('limitsIntro')}</p>
      <QueryState query={limits} isEmpty={() => false} emptyTitle="">
        {(d) => <LimitsForm key={JSON.stringify(d.limits)} data={d} said={said} />}
      </QueryState>
    </section>
  );
}

function LimitsForm({ data, said }: { data: PlayLimits; said: ReturnType<typeof useFormOutcome> }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const { timeZone } = usePermission().whitelabel;
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  const { problems, setProblems, outcome, setOutcome, failed } = said;
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(data.limits.map((l) => [limitField(l.kind, l.period), shown(l)])));
  const answered = (next: PlayLimits) => client.setQueryData(playLimitsQuery(token).queryKey, next);
  const save = useMutation({
    mutationFn: (input: SavePlayLimitsRequest) => savePlayLimits(input),
    onMutate: () => {
      setProblems({});
      setOutcome(null);
    },
    onSuccess: (next) => {
      answered(next);
      setOutcome({ ok: true, text: t('limitsSaved') });
    },
    onError: failed,
  });
  const confirm = useMutation({
    mutationFn: (l: PlayLimit) => confirmPlayLimit(l.kind, l.period),
    onSuccess: (next) => {
      answered(next);
      setOutcome({ ok: true, text: t('limitsConfirmed') });
    },
    onError: failed,
  });
  const submit = () => {
    const changed: Record<string, string> = {};
    for (const l of data.limits) {
      const field = limitField(l.kind, l.period);
      const typed = (values[field] ?? '').trim();
      if (typed !== shown(l)) changed[field] = typed;
    }
    if (Object.keys(changed).length === 0) return setOutcome({ ok: true, text: t('limitsUnchanged') });
    save.mutate(changed);
  };
  return (
    <form
      className="money-form limits-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {limitKinds.map((kind) => (
        <fieldset key={kind} className="limits-kind">
          <legend>{t(`limitsKind_${kind}`)}</legend>
          {limitPeriods.map((period) => {
            const l = data.limits.find((x) => x.kind === kind && x.period === period)!;
            const field = limitField(kind, period);
            return (
              <div key={period} className="limits-row">
                <FormRow
                  id={`limit-${field}`}
                  label={t(`limitsPeriod_${period}`)}
                  problem={problems[field] ?? null}
                  hint={l.amount === null ? t('limitsNone') : t('limitsUsed', { used: money(l.used), limit: money(l.amount) })}
                >
                  {(c) => <input {...c} type="text" inputMode="decimal" autoComplete="off" value={values[field] ?? ''} onChange={(e) => setValues({ ...values, [field]: e.target.value })} />}
                </FormRow>
                {l.pending && (
                  <p className="limits-pending">
                    {l.pending.amount === null ? t('limitsPendingRemoval') : t('limitsPendingRaise', { amount: money(l.pending.amount) })}{' '}
                    {l.pending.due ? t('limitsPendingDue', { until: formatDateTime(l.pending.until, timeZone) }) : t('limitsPendingFrom', { from: formatDateTime(l.pending.from, timeZone) })}
                    {l.pending.due && (
                      <Button variant="secondary" busy={confirm.isPending} onClick={() => confirm.mutate(l)}>
                        {t('limitsConfirm')}
                      </Button>
                    )}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
      <p className="form-field__hint">{t('limitsRules')}</p>
      <Button type="submit" busy={save.isPending}>
        {t('limitsSave')}
      </Button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
