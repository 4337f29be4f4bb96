import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { clearSession, useSession } from '../../src/api/sessionStore';
import { noteSignedOut, playStatusQuery, savePlay, takeBreak } from '../../src/api/breaks/breaks';
import { useOnceKey } from '../../src/api/useOnceKey';
import type { PlayStatus, TakeBreakRequest } from '../../src/generated/types';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { Button } from '../../src/ui/Button';
import { Skeleton } from '../../src/ui/Skeleton';
import { useDialog } from '../../src/ui/useDialog';
import { QueryState } from '../parts/QueryState';
import { FormOutcome, useFormOutcome } from '../parts/useFormOutcome';
import { useMoney } from '../parts/useMoney';
import '../parts/FieldShell.css';
import './takeABreak.css';

type Kind = TakeBreakRequest['kind'];
type Period = TakeBreakRequest['period'];
const periods: Record<Kind, Period[]> = { timeOut: ['1d', '1w', '2w', '4w', '6w'], exclusion: ['6m', '1y', '2y', '5y', 'forever'] };
const realityChoices = ['', '15', '30', '60'] as const;

/**
 * Take a break (RG3, decisions 0323 and 0324): the member's 30-day net deposits, their session
 * limit and reality check, and a time-out or a self-exclusion, confirmed with the password and
 * asked once more; taken, the tab is signed out and the page says until when.
 */
export default function TakeABreak({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation('member');
  const token = useSession()?.token ?? '';
  const status = useQuery(playStatusQuery(token));
  const money = useMoney();
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="breaks">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <QueryState query={status} isEmpty={() => false} emptyTitle="" loading={<Skeleton height="8em" />}>
        {(s) => (
          <>
            <section aria-labelledby="breaks-money" className="breaks__card">
              <h3 id="breaks-money">{t('breaksMoneyTitle')}</h3>
              <dl className="breaks__figures">
                <dt>{t('breaksDeposits')}</dt>
                <dd>{money(s.deposits30d)}</dd>
                <dt>{t('breaksWithdrawals')}</dt>
                <dd>{money(s.withdrawals30d)}</dd>
                <dt>{t('breaksNet')}</dt>
                <dd className="breaks__net">{money(s.netDeposits30d)}</dd>
              </dl>
            </section>
            <LimitsForm status={s} token={token} />
          </>
        )}
      </QueryState>
      <BreakForm />
    </section>
  );
}

function LimitsForm({ status, token }: { status: PlayStatus; token: string }) {
  const { t } = useTranslation('member');
  const id = useId();
  const client = useQueryClient();
  const [minutes, setMinutes] = useState(status.sessionMinutes === null ? '' : String(status.sessionMinutes));
  const [reality, setReality] = useState(status.realityMinutes === null ? '' : String(status.realityMinutes));
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const save = useMutation({
    mutationFn: () => savePlay({ sessionMinutes: minutes.trim() === '' ? null : Number(minutes), realityMinutes: reality === '' ? null : (Number(reality) as 15 | 30 | 60) }),
    onMutate: () => {
      setProblems({});
      setOutcome(null);
    },
    onSuccess: (saved) => {
      // Every page's watch of the session reads the new limit and interval at once.
      client.setQueryData(playStatusQuery(token).queryKey, saved);
      setOutcome({ ok: true, text: t('breaksLimitsSaved') });
    },
    onError: failed,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form className="breaks__card" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>{t('breaksLimitsTitle')}</h3>
      <div className="form-field">
        <label htmlFor={`${id}-minutes`}>{t('breaksSessionMinutes')}</label>
        <input
          id={`${id}-minutes`}
          type="number"
          inputMode="numeric"
          min={5}
          max={1440}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          aria-describedby={`${id}-minutes-hint`}
          aria-invalid={problems.sessionMinutes ? true : undefined}
        />
        <p id={`${id}-minutes-hint`} className="breaks__hint">
          {problems.sessionMinutes ?? t('breaksSessionHint')}
        </p>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-reality`}>{t('breaksReality')}</label>
        <select id={`${id}-reality`} value={reality} onChange={(e) => setReality(e.target.value)}>
          {realityChoices.map((c) => (
            <option key={c} value={c}>
              {c === '' ? t('breaksRealityOff') : t('breaksRealityEvery', { count: Number(c) })}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('breaksSave')}
      </Button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}

function BreakForm() {
  const { t } = useTranslation('member');
  const id = useId();
  const dialog = useDialog();
  const once = useOnceKey();
  const { timeZone } = usePermission().whitelabel;
  const [kind, setKind] = useState<Kind>('timeOut');
  const [period, setPeriod] = useState<Period>('1d');
  const [allBrands, setAllBrands] = useState(false);
  const [password, setPassword] = useState('');
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const body = { kind, period, password, ...(kind === 'exclusion' ? { allBrands } : {}) };
  const take = useMutation({
    mutationFn: () => takeBreak(body, once.keyFor({ kind, period, allBrands })),
    onMutate: () => {
      setProblems({});
      setOutcome(null);
    },
    onSuccess: (taken) => {
      once.done();
      const until = taken.liftsAt === null ? null : formatDateTime(taken.liftsAt, timeZone).slice(0, 16);
      noteSignedOut(until === null ? { key: 'breakSignedOutForever' } : { key: taken.kind === 'timeOut' ? 'breakSignedOutTimeOut' : 'breakSignedOutExclusion', values: { until } });
      // The server ended every session of the member; this tab forgets its own.
      clearSession();
    },
    onError: failed,
  });
  const choose = (k: Kind) => {
    setKind(k);
    setPeriod(periods[k][0]!);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password === '') {
      setProblems({ password: t('breaksPasswordNeeded') });
      return;
    }
    const what = t(`breakPeriod_${period}`);
    const question = kind === 'timeOut' ? t('breakConfirmTimeOut', { period: what }) : t(allBrands ? 'breakConfirmExclusionAll' : 'breakConfirmExclusion', { period: what });
    if (await dialog.confirm(question, { title: t('breakConfirmTitle') })) take.mutate();
  };
  return (
    <form className="breaks__card" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h3 id={`${id}-title`}>{t('breakTitle')}</h3>
      <p className="breaks__hint">{t('breakIntro')}</p>
      <fieldset className="breaks__kinds">
        <legend>{t('breakKind')}</legend>
        {(['timeOut', 'exclusion'] as const).map((k) => (
          <label key={k} className="breaks__kind">
            <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => choose(k)} />
            <span>{t(k === 'timeOut' ? 'breakTimeOut' : 'breakExclusion')}</span>
          </label>
        ))}
      </fieldset>
      <div className="form-field">
        <label htmlFor={`${id}-period`}>{t('breakPeriod')}</label>
        <select id={`${id}-period`} value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
          {periods[kind].map((p) => (
            <option key={p} value={p}>
              {t(`breakPeriod_${p}`)}
            </option>
          ))}
        </select>
      </div>
      {kind === 'exclusion' && (
        <label className="breaks__allBrands">
          <input type="checkbox" checked={allBrands} onChange={(e) => setAllBrands(e.target.checked)} />
          <span>{t('breakAllBrands')}</span>
        </label>
      )}
      <p className="breaks__hint">{t(kind === 'timeOut' ? 'breakTimeOutHint' : 'breakExclusionHint')}</p>
      <div className="form-field">
        <label htmlFor={`${id}-password`}>{t('breakPassword')}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={problems.password ? true : undefined}
          aria-describedby={problems.password ? `${id}-password-problem` : undefined}
        />
        {problems.password && (
          <p id={`${id}-password-problem`} className="breaks__problem" role="alert">
            {problems.password}
          </p>
        )}
      </div>
      <Button type="submit" variant="primary" disabled={take.isPending}>
        {t('breakTake')}
      </Button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
