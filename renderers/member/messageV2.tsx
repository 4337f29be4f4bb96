import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';
import { deleteMessages, messageListQuery, readMessages } from '../../src/api/inbox/messages';
import { failureMessage } from '../../src/api/client';
import type { InboxMessage } from '../../src/generated/types';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { Button } from '../../src/ui/Button';
import { Pagination } from '../../src/ui/Pagination';
import { Skeleton } from '../../src/ui/Skeleton';
import { useDialog } from '../../src/ui/useDialog';
import { QueryState } from '../parts/QueryState';
import './messageV2.css';

const pageSize = 10;

/**
 * The member's inbox (INBOX3, decision 0258): their messages newest first, ten a page, the unread
 * ones marked by a word as well as by weight; opening one reads it (and marks it read), deleting
 * asks first, and "mark all read" clears the badge. The live channel's `inbox` event refreshes the
 * list and the badges, as every query here is keyed under `inbox`.
 */
export default function MessageV2({ pageKey }: SlotProps['member']) {
  const { t, i18n } = useTranslation('member');
  const token = useSession()?.token ?? '';
  const { timeZone } = usePermission().whitelabel;
  const client = useQueryClient();
  const dialog = useDialog();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const query = useQuery(messageListQuery(token, i18n.language, pageNo, pageSize));
  const base = useId();
  const refresh = () => client.invalidateQueries({ queryKey: ['inbox'] });
  const failed = (err: unknown) => setProblem(failureMessage(err, t('inboxFailed')));
  const read = useMutation({ mutationFn: readMessages, onSuccess: refresh, onError: failed });
  // Deleting the last message of a page steps back to the page before; a page left empty otherwise (a
  // withdrawal) keeps its pagination, as the list counts its total, not this page.
  const remove = useMutation({
    mutationFn: deleteMessages,
    onSuccess: async () => {
      if (query.data?.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
      await refresh();
    },
    onError: failed,
  });

  const toggle = (m: InboxMessage) => {
    setProblem(null);
    setOpen(open === m.id ? null : m.id);
    if (open !== m.id && !m.read) read.mutate([m.id]);
  };
  const askToDelete = async (m: InboxMessage) => {
    setProblem(null);
    if (await dialog.confirm(t('inboxDeleteConfirm', { title: m.title }), { title: t('inboxDeleteTitle') })) remove.mutate([m.id]);
  };

  const unread = query.data?.unread ?? 0;
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="inbox">
      <div className="inbox__head">
        <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
        <p className="inbox__count" aria-live="polite">
          {query.data ? (unread > 0 ? t('inboxUnread', { count: unread }) : t('inboxAllRead')) : null}
        </p>
        <Button variant="secondary" size="small" disabled={unread === 0 || read.isPending} onClick={() => read.mutate('all')}>
          {t('inboxMarkAllRead')}
        </Button>
      </div>
      {problem && (
        <p className="inbox__problem" role="alert">
          {problem}
        </p>
      )}
      <QueryState
        query={query}
        isEmpty={(d) => d.total === 0}
        emptyTitle={t('inboxEmpty')}
        loading={
          <ul className="inbox__list">
            {[0, 1, 2].map((i) => (
              <li key={i} className="inbox__skeleton">
                <Skeleton height="1.25em" width="60%" />
                <Skeleton height="0.9em" width="30%" />
              </li>
            ))}
          </ul>
        }
      >
        {(d) => (
          <>
            <ul className="inbox__list" aria-labelledby={`centre-${pageKey}`} aria-busy={query.isFetching}>
              {d.list.map((m) => {
                const expanded = open === m.id;
                return (
                  <li key={m.id} className={m.read ? 'inbox__item' : 'inbox__item inbox__item--unread'}>
                    <h3 className="inbox__heading">
                      <button type="button" className="inbox__toggle" aria-expanded={expanded} aria-controls={`${base}-${m.id}`} id={`${base}-h${m.id}`} onClick={() => toggle(m)}>
                        {!m.read && <span className="inbox__new">{t('inboxNew')}</span>}
                        <span className="inbox__title">{m.title}</span>
                        {m.kind === 'system' && <span className="inbox__kind">{t('inboxSystem')}</span>}
                        <time dateTime={m.publishedAt}>{formatDateTime(m.publishedAt, timeZone)}</time>
                      </button>
                    </h3>
                    <div id={`${base}-${m.id}`} role="region" aria-labelledby={`${base}-h${m.id}`} hidden={!expanded} className="inbox__body">
                      <p>{m.body}</p>
                      <Button variant="ghost" size="small" disabled={remove.isPending} onClick={() => void askToDelete(m)}>
                        {t('inboxDelete')}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
            <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} label={t('inboxPages')} />
          </>
        )}
      </QueryState>
    </section>
  );
}
