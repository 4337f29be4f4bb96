import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsExcludeMemberRequest, OpsMemberExcluded, OpsBrand } from '../../generated/types';
import { formatDateTime } from '../../engine/formatDateTime';
import { Button } from '../../ui/Button';
import { failureMessage } from '../../api/callClient';
import { consoleTimeZone } from '../consoleTimeZone';
import { ConfirmGroup } from '../ConfirmGroup';
import type { EditorMessage } from '../useDraftSave';
import { memberKeys, memberMutations, memberQueries } from '../queries/members';

type Period = OpsExcludeMemberRequest['period'];
const periods: Period[] = ['6m', '1y', '2y', '5y', 'forever'];

const newKey = () => crypto.randomUUID().replace(/-/g, '');

/** One break as a line: what, until when, who set it and why. */
function BreakLine({ b }: { b: OpsMemberExcluded }) {
  const { t } = useTranslation();
  const until = b.liftsAt ? formatDateTime(b.liftsAt, consoleTimeZone) : t('breakForever');
  return (
    <>
      {t(b.kind === 'timeOut' ? 'breakTimeOut' : 'breakExclusion')} · {t('breakUntil', { until })}
      {b.allBrands ? ` · ${t('breakAllBrands')}` : ''} · {t(b.setBy === 'member' ? 'breakByMember' : 'breakByOperator')}
      {b.reason ? ` · ${b.reason}` : ''}
    </>
  );
}

/**
 * The member's breaks from play (RG3, decision 0323): the one holding now and every one of theirs,
 * and an exclusion support applies with a reason, confirmed, audited. No button lifts one.
 */
export function MemberBreaks({ brand, id }: { brand: OpsBrand; id: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const view = useQuery(memberQueries.breaks(brand.id, id, i18n.language));
  const [period, setPeriod] = useState<Period>('6m');
  const [allBrands, setAllBrands] = useState(false);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [message, setMessage] = useState<EditorMessage>(null);
  const exclude = useMutation({
    ...memberMutations.exclude(brand.id, id, i18n.language),
    onSuccess: async () => {
      setConfirming(null);
      setReason('');
      setMessage({ kind: 'ok', text: t('breakApplied') });
      await client.invalidateQueries({ queryKey: memberKeys.card(brand.id, id) });
    },
    onError: (err) => {
      setConfirming(null);
      setMessage({ kind: 'error', text: failureMessage(err, t('networkError')) });
    },
  });
  const d = view.data;
  return (
    <section className="member-breaks" aria-labelledby="member-breaks-title">
      <h3 id="member-breaks-title">{t('breaksTitle')}</h3>
      {view.isPending ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : !d ? (
        <p role="alert">{failureMessage(view.error, t('networkError'))}</p>
      ) : (
        <>
          <p className="member-breaks__now">{d.current ? <BreakLine b={d.current} /> : t('breakNone')}</p>
          {d.breaks.length > 0 && (
            <ul className="member-breaks__list">
              {d.breaks.map((b) => (
                <li key={`${b.startsAt}-${b.kind}`}>
                  {formatDateTime(b.startsAt, consoleTimeZone)} · <BreakLine b={b} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <form
        className="member-breaks__form"
        onSubmit={(e) => {
          e.preventDefault();
          setMessage(null);
          if (reason.trim() === '') setMessage({ kind: 'error', text: t('breakReasonNeeded') });
          else setConfirming(newKey());
        }}
      >
        <label className="console-field">
          <span>{t('breakPeriod')}</span>
          <select value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
            {periods.map((p) => (
              <option key={p} value={p}>
                {t(`breakPeriod_${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="console-field console-field--inline">
          <input type="checkbox" checked={allBrands} onChange={(e) => setAllBrands(e.target.checked)} />
          <span>{t('breakAllBrandsChoice')}</span>
        </label>
        <label className="console-field">
          <span>{t('breakReason')}</span>
          <textarea value={reason} required maxLength={140} rows={2} onChange={(e) => setReason(e.target.value)} />
        </label>
        {confirming ? (
          <ConfirmGroup
            action={t('breakExclude')}
            question={t('breakConfirm', { period: t(`breakPeriod_${period}`) })}
            pending={exclude.isPending}
            onConfirm={() => exclude.mutate({ period, allBrands, reason: reason.trim(), key: confirming })}
            onCancel={() => setConfirming(null)}
          />
        ) : (
          <Button type="submit" size="small">
            {t('breakExclude')}
          </Button>
        )}
      </form>
      <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {message?.text}
      </p>
    </section>
  );
}
