import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../engine/formatDateTime';
import type { OpsBrand, OpsFeedback, OpsFeedbackActionDone } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { failureMessage } from '../api/callClient';
import { BrandFrame } from './BrandFrame';
import { consoleTimeZone } from './consoleTimeZone';
import { ListState } from './ListState';
import { ProofViewer } from './payments/ProofViewer';
import { feedbackChanged, feedbackMutations, feedbackQueries } from './queries/feedback';

const pageSize = 10;
type Status = OpsFeedback['status'];
const statuses: readonly Status[] = ['open', 'assigned', 'answered', 'closed'];

/** Feedback and complaints sent from the site (decision 0321): support takes one, answers it (into a member's inbox; a visitor by the contact they left) and closes it. */
export function FeedbackPage() {
  return <BrandFrame page="feedback">{(brand) => <Queue brand={brand} />}</BrandFrame>;
}

function Queue({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<Status>('open');
  const [page, setPage] = useState(1);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const list = useQuery(feedbackQueries.page(brand.id, status, page, pageSize, i18n.language));
  const done = async (d: OpsFeedbackActionDone) => {
    setNote({ ok: true, text: t(`feedbackDone_${d.status}`, { id: d.id }) });
    await feedbackChanged(client, brand.id);
  };
  return (
    <>
      <p className="console-muted">{t('feedbackLead')}</p>
      <form className="console-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('feedbackFilters')}>
        <label className="console-field">
          <span>{t('feedbackStatus')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status);
              setPage(1);
            }}
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`feedbackStatus_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <div role="status" aria-live="polite">
        {note && <p className={note.ok ? 'console-ok' : 'console-error'}>{note.text}</p>}
      </div>
      <ListState query={list} empty={(list.data?.list.length ?? 0) === 0} emptyText={t('feedbackEmpty')}>
        {() => (
          <ul className="application-list">
            {list.data!.list.map((f) => (
              <Feedback key={f.id} brand={brand} feedback={f} onDone={done} onFailed={(text) => setNote({ ok: false, text })} />
            ))}
          </ul>
        )}
      </ListState>
      {(list.data?.totalPages ?? 1) > 1 && <Pagination page={page} totalPages={list.data!.totalPages} onChange={setPage} />}
    </>
  );
}

/** One feedback: who sent it and what, its pictures, and the desk's steps its status allows. */
function Feedback({ brand, feedback: f, onDone, onFailed }: { brand: OpsBrand; feedback: OpsFeedback; onDone: (d: OpsFeedbackActionDone) => Promise<void>; onFailed: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const [answer, setAnswer] = useState('');
  const act = useMutation({ ...feedbackMutations.act(brand.id, i18n.language), onSuccess: onDone, onError: (err) => onFailed(failureMessage(err, t('networkError'))) });
  const title = `feedback-${f.id}`;
  const from = f.member ?? t('feedbackVisitor');
  const open = f.status === 'open' || f.status === 'assigned';
  return (
    <li className="application-card" aria-labelledby={title}>
      <h2 id={title}>{t('feedbackHeading', { type: t(`feedbackType_${f.topic}`), from })}</h2>
      <dl className="application-card__facts">
        <div>
          <dt>{t('feedbackFrom')}</dt>
          <dd>{from}</dd>
        </div>
        {f.member === null && (
          <div>
            <dt>{t('feedbackContact')}</dt>
            <dd>{f.contact ?? t('feedbackNoContact')}</dd>
          </div>
        )}
        <div>
          <dt>{t('feedbackSent')}</dt>
          <dd>{formatDateTime(f.createdAt, consoleTimeZone)}</dd>
        </div>
        {f.assignedTo && (
          <div>
            <dt>{t('feedbackAssignedTo')}</dt>
            <dd>{f.assignedTo}</dd>
          </div>
        )}
        {f.answer && (
          <div>
            <dt>{t('feedbackAnswer')}</dt>
            <dd>
              {f.answer} ({f.answeredBy}, {f.answeredAt ? formatDateTime(f.answeredAt, consoleTimeZone) : ''})
            </dd>
          </div>
        )}
      </dl>
      <p className="application-card__note">{f.content}</p>
      <ProofViewer call="ops/feedbackImage" brandId={brand.id} ids={f.images} reference={from} words="feedback" />
      {open && (
        <form
          className="console-form application-card__decide"
          aria-label={t('feedbackAnswerOne', { from })}
          onSubmit={(e) => {
            e.preventDefault();
            act.mutate({ id: f.id, action: 'answer', answer: answer.trim() });
          }}
        >
          <label className="console-field">
            <span>{t('feedbackAnswer')}</span>
            <textarea required maxLength={2000} rows={3} value={answer} onChange={(e) => setAnswer(e.target.value)} aria-describedby={`${title}-answer-help`} />
          </label>
          <p id={`${title}-answer-help`} className="console-muted">
            {f.member ? t('feedbackAnswerInbox') : t('feedbackAnswerVisitor')}
          </p>
          <Button size="small" type="submit" disabled={act.isPending || !answer.trim()}>
            {t('feedbackSendAnswer')}
          </Button>
          {f.status === 'open' && (
            <Button size="small" variant="secondary" disabled={act.isPending} onClick={() => act.mutate({ id: f.id, action: 'assign' })}>
              {t('feedbackAssign')}
            </Button>
          )}
        </form>
      )}
      {f.status !== 'closed' && (
        <Button size="small" variant="ghost" disabled={act.isPending} onClick={() => act.mutate({ id: f.id, action: 'close' })}>
          {t('feedbackClose')}
        </Button>
      )}
    </li>
  );
}
