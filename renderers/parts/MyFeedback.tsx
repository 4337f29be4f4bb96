import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';
import { myFeedbackQuery } from '../../src/api/feedback/feedback';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { Pagination } from '../../src/ui/Pagination';
import { QueryState } from './QueryState';
import './FeedbackForm.css';

const pageSize = 10;

/** A member's own feedback, newest first, with its status and the support desk's answer; an answer arriving (an inbox event on the live channel) reads it again. */
export function MyFeedback() {
  const { t, i18n } = useTranslation('screens');
  const token = useSession()?.token ?? '';
  const { timeZone } = usePermission().whitelabel;
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(myFeedbackQuery(token, i18n.language, pageNo, pageSize));
  return (
    <section aria-labelledby="my-feedback-title" className="my-feedback">
      <h2 id="my-feedback-title">{t('feedbackMine')}</h2>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={t('feedbackNone')}>
        {(page) => (
          <>
            <ul className="feedback-list">
              {page.list.map((f) => (
                <li key={f.id} className="feedback-item">
                  <div className="feedback-item__head">
                    <strong>{t(`feedbackType_${f.topic}`)}</strong>
                    <span className={`feedback-item__status feedback-item__status--${f.status}`}>{t(`feedbackStatus_${f.status}`)}</span>
                  </div>
                  <p className="form-field__hint">{t('feedbackSentAt', { date: formatDateTime(f.createdAt, timeZone) })}</p>
                  <p>{f.content}</p>
                  {f.answer && (
                    <div className="feedback-item__answer">
                      <strong>{t('feedbackAnswer')}</strong>
                      <p>{f.answer}</p>
                    </div>
                  )}
                </li>
              ))}
            </ul>
            {page.totalPages > 1 && <Pagination page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
