import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { useRuntime } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';
import { affiliateLinksQuery } from '../../src/api/agent/registerCenter';
import { Skeleton } from '../../src/ui/Skeleton';
import { QueryState } from '../parts/QueryState';
import { DownlineForm } from './registerCenter/DownlineForm';
import { NewLinkForm } from './registerCenter/NewLinkForm';
import { LinkCard } from './registerCenter/LinkCard';
import './registerCenter.css';

/**
 * The registration centre (AFFMAN3, decision 0277): the agent opens an account under itself and
 * hands over its one-time password, shown once; and keeps registration links, each with its
 * address, a copy button, a QR code, its switch, note and counts. An agent account is offered only
 * where the brand lets agents open agents (SUBAGENT3); the server decides either way.
 */
export default function RegisterCenter({ pageKey }: SlotProps['agent']) {
  const { t } = useTranslation('agent');
  const token = useSession()?.token ?? '';
  const subAgents = useRuntime().features.subAgents;
  const links = useQuery(affiliateLinksQuery(token));
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="register-centre">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <DownlineForm subAgents={subAgents} />
      <section aria-labelledby="register-centre-links" className="register-centre__card">
        <h3 id="register-centre-links">{t('linksTitle')}</h3>
        <p className="register-centre__lead">{t('linksLead')}</p>
        <NewLinkForm subAgents={subAgents} />
      </section>
      <QueryState
        query={links}
        isEmpty={(d) => d.list.length === 0}
        emptyTitle={t('linksNone')}
        loading={
          <div className="register-centre__card">
            <Skeleton height="1.25em" width="40%" />
            <Skeleton height="6em" />
          </div>
        }
      >
        {(d) => (
          <ul className="register-centre__links" aria-label={t('linksTitle')}>
            {d.list.map((link) => (
              <LinkCard key={link.id} link={link} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
