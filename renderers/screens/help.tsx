import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../src/ui/SafeHtml';
import type { SlotProps } from '../../src/contract/slotProps';
import { useRuntime } from '../../src/contract/contexts';
import { helpCenterQuery } from '../../src/api/system/contentPages';
import { matchingHelp } from '../../src/engine/helpSearch';
import { QueryState } from '../parts/QueryState';
import { EmptyState } from '../parts/EmptyState';
import './help.css';

/** /help and /helpmc: the help centre's categories and articles, a search over them (titles and text, in the page's language), and the way to feedback and complaints. */
export default function Help(_: SlotProps['screen']) {
  const { t, i18n } = useTranslation('screens');
  const query = useQuery(helpCenterQuery(i18n.language));
  const feedback = useRuntime().features.feedback === true;
  const [search, setSearch] = useState('');
  const words = useDeferredValue(search);
  const searchId = useId();
  const shown = useMemo(() => (query.data ? matchingHelp(query.data, words) : []), [query.data, words]);
  const found = shown.reduce((n, c) => n + c.articles.length, 0);
  return (
    <div className="screen screen--help">
      <h1 className="screen__title">{t('helpTitle')}</h1>
      {feedback && (
        <p className="help-feedback">
          <Link to="/feedback">{t('feedbackLink')}</Link>
        </p>
      )}
      <QueryState query={query} isEmpty={(d) => d.length === 0} emptyTitle={t('noHelp')}>
        {() => (
          <>
            <form role="search" className="help-search" onSubmit={(e) => e.preventDefault()}>
              <label htmlFor={searchId}>{t('helpSearch')}</label>
              <input id={searchId} type="search" value={search} placeholder={t('helpSearchPlaceholder')} onChange={(e) => setSearch(e.target.value)} aria-describedby={`${searchId}-found`} />
              <p id={`${searchId}-found`} className="help-search__found" role="status">
                {words.trim() ? t('helpSearchCount', { count: found }) : ''}
              </p>
            </form>
            {shown.length === 0 ? (
              <EmptyState title={t('helpSearchNone', { query: words.trim() })} />
            ) : (
              <div className="help-layout">
                <nav aria-label={t('helpCategories')}>
                  <ul>
                    {shown.map((c) => (
                      <li key={c.id}>
                        <a href={`#help-${c.id}`}>{c.title}</a>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div>
                  {shown.map((c) => (
                    <section key={c.id} id={`help-${c.id}`} aria-labelledby={`help-h-${c.id}`}>
                      <h2 id={`help-h-${c.id}`}>{c.title}</h2>
                      {c.articles.map((a) => (
                        <details key={a.id} className="help-article">
                          <summary>{a.title}</summary>
                          <SafeHtml html={a.content} />
                        </details>
                      ))}
                    </section>
                  ))}
                </div>
              </div>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
