import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsBrand } from '../../generated/types';
import { formatMoney } from '../../engine/formatAmount';
import { limitKinds, limitPeriods, type LimitKind, type LimitPeriod } from '../../engine/playLimits';
import { Button } from '../../ui/Button';
import { failureMessage } from '../../api/callClient';
import type { EditorMessage } from '../useDraftSave';
import { limitKeys, limitMutations, limitQueries } from '../queries/limits';

/** The member's limits, used and waiting raises, and support's lowering of one with a reason (decision 0322). */
export function MemberLimits({ brand, id }: { brand: OpsBrand; id: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const view = useQuery(limitQueries.member(brand.id, id, i18n.language));
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<EditorMessage>(null);
  const money = (v: string) => formatMoney(brand.currencySymbol, v);
  const lower = useMutation({
    ...limitMutations.lower(brand.id, id, i18n.language),
    onSuccess: (next) => {
      client.setQueryData(limitKeys.member(brand.id, id), next);
      setAmount('');
      setReason('');
      setMessage({ kind: 'ok', text: t('limitsLowered') });
    },
    onError: (err) => setMessage({ kind: 'error', text: failureMessage(err, t('networkError')) }),
  });
  return (
    <section className="member-limits" aria-labelledby="member-limits-title">
      <h3 id="member-limits-title">{t('limitsTitle')}</h3>
      {view.data && (
        <table className="console-table">
          <caption className="mq-visually-hidden">{t('limitsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('limitsKind')}</th>
              {limitPeriods.map((p) => (
                <th key={p} scope="col">
                  {t(`limitsPeriod_${p}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {limitKinds.map((k) => (
              <tr key={k}>
                <th scope="row">{t(`limitsKind_${k}`)}</th>
                {limitPeriods.map((p) => {
                  const l = view.data.limits.find((x) => x.kind === k && x.period === p)!;
                  return (
                    <td key={p}>
                      {l.amount === null ? t('limitsNone') : t('limitsUsedOf', { used: money(l.used), limit: money(l.amount) })}
                      {l.pending && <div className="console-muted">{l.pending.amount === null ? t('limitsPendingRemoval') : t('limitsPendingRaise', { amount: money(l.pending.amount) })}</div>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        aria-labelledby="member-limits-lower"
        onSubmit={(e) => {
          e.preventDefault();
          setMessage(null);
          lower.mutate({ kind, period, amount: amount.trim(), reason: reason.trim() });
        }}
      >
        <h4 id="member-limits-lower">{t('limitsLower')}</h4>
        <p className="console-muted">{t('limitsLowerHelp')}</p>
        <label className="console-field">
          <span>{t('limitsKind')}</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as LimitKind)}>
            {limitKinds.map((k) => (
              <option key={k} value={k}>
                {t(`limitsKind_${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="console-field">
          <span>{t('limitsPeriod')}</span>
          <select value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
            {limitPeriods.map((p) => (
              <option key={p} value={p}>
                {t(`limitsPeriod_${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="console-field">
          <span>{t('limitsAmount')}</span>
          <input value={amount} required inputMode="decimal" autoComplete="off" onChange={(e) => setAmount(e.target.value)} />
        </label>
        <label className="console-field">
          <span>{t('limitsReason')}</span>
          <textarea value={reason} required minLength={3} maxLength={500} rows={2} onChange={(e) => setReason(e.target.value)} />
        </label>
        <Button type="submit" disabled={lower.isPending} aria-busy={lower.isPending || undefined}>
          {t('limitsLowerGo')}
        </Button>
        <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
          {message?.text}
        </p>
      </form>
    </section>
  );
}
