import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';
import { agentNoticesQuery } from '../../src/api/agent/notices';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { NoticeAccordion } from '../../src/ui/NoticeAccordion';
import { Pagination } from '../../src/ui/Pagination';
import { QueryState } from '../parts/QueryState';

const pageSize = 10;

/**
 * The agent centre's Announcement page: what the house tells its agents (notices written for agents
 * in the console, decision 0281), newest first, in the notice panel's accordion, ten a page.
 */
export default function AgentAnnouncement({ pageKey }: SlotProps['agent']) {
  const { t, i18n } = useTranslation('agent');
  const token = useSession()?.token ?? '';
  const { timeZone } = usePermission().whitelabel;
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(agentNoticesQuery(token, i18n.language, pageNo, pageSize));
  return (
    <section aria-labelledby={`centre-${pageKey}`}>
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={t('noticesNone')}>
        {(d) => (
          <>
            <NoticeAccordion key={pageNo} notices={d.list} formatAt={(at) => formatDateTime(at, timeZone)} />
            {d.totalPages > 1 && <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} label={t('noticesPages')} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
