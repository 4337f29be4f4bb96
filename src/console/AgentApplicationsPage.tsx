import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../engine/formatDateTime';
import type { OpsAgentApplication, OpsAgentApplicationDecided, OpsBrand } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { failureMessage } from '../api/callClient';
import { BrandFrame } from './BrandFrame';
import { consoleTimeZone } from './consoleTimeZone';
import { ListState } from './ListState';
import { HandedPassword } from './members/HandedPassword';
import { agentApplicationMutations, agentApplicationQueries, agentApplicationsChanged } from './queries/agentApplications';

const pageSize = 10;
type Status = OpsAgentApplication['status'];
const statuses: readonly Status[] = ['pending', 'approved', 'rejected'];

/** Applications to become an agent sent from /join (decision 0290): support approves each, under an upline agent or at the top, or rejects it with a reason. */
export function AgentApplicationsPage() {
  return <BrandFrame page="agentApplications">{(brand) => <Queue brand={brand} />}</BrandFrame>;
}

function Queue({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [made, setMade] = useState<OpsAgentApplicationDecided | null>(null);
  const list = useQuery(agentApplicationQueries.page(brand.id, status, page, pageSize, i18n.language));
  const decided = async (done: OpsAgentApplicationDecided) => {
    setMade(done.status === 'approved' ? done : null);
    setNote({ ok: true, text: t(done.status === 'approved' ? 'applicationApproved' : 'applicationRejected', { account: done.account }) + (done.texted ? ` ${t('applicationTexted')}` : '') });
    await agentApplicationsChanged(client, brand.id);
  };
  return (
    <>
      <p className="console-muted">{t('applicationsLead')}</p>
      <form className="console-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('applicationFilters')}>
        <label className="console-field">
          <span>{t('applicationStatus')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status);
              setPage(1);
            }}
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`applicationStatus_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <div role="status" aria-live="polite">
        {note && <p className={note.ok ? 'console-ok' : 'console-error'}>{note.text}</p>}
        {made?.temporaryPassword && <HandedPassword password={made.temporaryPassword} />}
      </div>
      <ListState query={list} empty={(list.data?.list.length ?? 0) === 0} emptyText={t('applicationsEmpty')}>
        {() => (
          <ul className="application-list">
            {list.data!.list.map((a) => (
              <Application key={a.id} brand={brand} application={a} onDecided={decided} onFailed={(text) => setNote({ ok: false, text })} />
            ))}
          </ul>
        )}
      </ListState>
      {(list.data?.totalPages ?? 1) > 1 && <Pagination page={page} totalPages={list.data!.totalPages} onChange={setPage} />}
    </>
  );
}

/** One application: what the applicant told, and while it waits, approve (an upline optional) or reject with a reason. */
function Application({ brand, application: a, onDecided, onFailed }: { brand: OpsBrand; application: OpsAgentApplication; onDecided: (d: OpsAgentApplicationDecided) => Promise<void>; onFailed: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const [upline, setUpline] = useState('');
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const decide = useMutation({
    ...agentApplicationMutations.decide(brand.id, i18n.language),
    onSuccess: onDecided,
    onError: (err) => onFailed(failureMessage(err, t('networkError'))),
  });
  const title = `application-${a.id}`;
  return (
    <li className="application-card" aria-labelledby={title}>
      <h2 id={title}>{a.account}</h2>
      <dl className="application-card__facts">
        <div>
          <dt>{t('applicationRealName')}</dt>
          <dd>{a.realName}</dd>
        </div>
        <div>
          <dt>{t('applicationMobile')}</dt>
          <dd>{a.mobile}</dd>
        </div>
        {a.email && (
          <div>
            <dt>{t('applicationEmail')}</dt>
            <dd>{a.email}</dd>
          </div>
        )}
        {a.messenger && (
          <div>
            <dt>{t(`applicationMessenger_${a.messenger}`)}</dt>
            <dd>{a.messengerId}</dd>
          </div>
        )}
        <div>
          <dt>{t('applicationTeamSize')}</dt>
          <dd>{a.teamSize}</dd>
        </div>
        <div>
          <dt>{t('applicationTrafficSource')}</dt>
          <dd>{t(`applicationTraffic_${a.trafficSource}`)}</dd>
        </div>
        <div>
          <dt>{t('applicationSent')}</dt>
          <dd>{formatDateTime(a.createdAt, consoleTimeZone)}</dd>
        </div>
        {a.status !== 'pending' && (
          <div>
            <dt>{t('applicationDecidedBy')}</dt>
            <dd>
              {a.operator ?? '—'}, {a.decidedAt ? formatDateTime(a.decidedAt, consoleTimeZone) : ''}
            </dd>
          </div>
        )}
        {a.status === 'approved' && (
          <div>
            <dt>{t('applicationUpline')}</dt>
            <dd>{a.upline ?? t('applicationTop')}</dd>
          </div>
        )}
        {a.reason && (
          <div>
            <dt>{t('applicationReason')}</dt>
            <dd>{a.reason}</dd>
          </div>
        )}
      </dl>
      {a.note && <p className="application-card__note">{a.note}</p>}
      {a.status === 'pending' &&
        (rejecting ? (
          <form
            className="console-form application-card__decide"
            aria-label={t('applicationRejectOne', { account: a.account })}
            onSubmit={(e) => {
              e.preventDefault();
              decide.mutate({ id: a.id, decision: 'reject', reason: reason.trim() });
            }}
          >
            <label className="console-field">
              <span>{t('applicationReason')}</span>
              <input required maxLength={140} value={reason} onChange={(e) => setReason(e.target.value)} />
            </label>
            <Button size="small" type="submit" disabled={decide.isPending || !reason.trim()}>
              {t('applicationReject')}
            </Button>
            <Button size="small" variant="ghost" onClick={() => setRejecting(false)}>
              {t('cancel')}
            </Button>
          </form>
        ) : (
          <form
            className="console-form application-card__decide"
            aria-label={t('applicationApproveOne', { account: a.account })}
            onSubmit={(e) => {
              e.preventDefault();
              decide.mutate({ id: a.id, decision: 'approve', ...(upline.trim() ? { upline: upline.trim() } : {}) });
            }}
          >
            <label className="console-field">
              <span>{t('applicationUplineLabel')}</span>
              <input value={upline} maxLength={64} onChange={(e) => setUpline(e.target.value)} aria-describedby={`${title}-upline-help`} />
            </label>
            <p id={`${title}-upline-help`} className="console-muted">
              {t('applicationUplineHelp')}
            </p>
            <Button size="small" type="submit" disabled={decide.isPending}>
              {t('applicationApprove')}
            </Button>
            <Button size="small" variant="secondary" onClick={() => setRejecting(true)}>
              {t('applicationReject')}
            </Button>
          </form>
        ))}
    </li>
  );
}
