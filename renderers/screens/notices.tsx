import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { noticesQuery } from '../../src/api/system/contentPages';
import { NoticeAccordion } from '../../src/ui/NoticeAccordion';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { usePermission } from '../../src/contract/contexts';
import { QueryState } from '../parts/QueryState';
import { Pagination } from '../../src/ui/Pagination';

/** /noticePage: every notice, newest first, ten a page. */
export default function Notices(_: SlotProps['screen']) {
  const { t, i18n } = useTranslation('screens');
  const { whitelabel } = usePermission();
  const [page, setPage] = useState(1);
  const query = useQuery(noticesQuery(i18n.language, page));
  return (
    <div className="screen">
      <h1 className="screen__title">{t('noticesTitle')}</h1>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={t('noNotices')}>
        {(d) => (
          <>
            <NoticeAccordion key={page} notices={d.list} formatAt={(at) => formatDateTime(at, whitelabel.timeZone)} />
            {d.totalPages > 1 && <Pagination page={page} totalPages={d.totalPages} onChange={setPage} />}
          </>
        )}
      </QueryState>
    </div>
  );
}
