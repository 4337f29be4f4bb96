import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../src/ui/SafeHtml';
import type { SlotProps } from '../../src/contract/slotProps';
import { helpCenterQuery } from '../../src/api/system/contentPages';
import { QueryState } from '../parts/QueryState';
import './help.css';

/** /help and /helpmc: the help centre's categories and articles. */
export default function Help(_: SlotProps['screen']) {
  const { t, i18n } = useTranslation('screens');
  const query = useQuery(helpCenterQuery(i18n.language));
  return (
    <div className="screen screen--help">
      <h1 className="screen__title">{t('helpTitle')}</h1>
      <QueryState query={query} isEmpty={(d) => d.length === 0} emptyTitle={t('noHelp')}>
        {(categories) => (
          <div className="help-layout">
            <nav aria-label={t('helpCategories')}>
              <ul>
                {categories.map((c) => (
                  <li key={c.id}>
                    <a href={`#help-${c.id}`}>{c.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
            <div>
              {categories.map((c) => (
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
      </QueryState>
    </div>
  );
}
