import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { EmptyState } from './EmptyState';

type CentreSlot = 'member' | 'agent';

/**
 * A member- or agent-centre page that is not built yet (renderers/centrePages.json lists them):
 * its title, and a plain statement that the page is not available yet — never "no records", which
 * would tell an agent something false about their team.
 */
export function centrePage<S extends CentreSlot>(slot: S): ComponentType<SlotProps[S]> {
  function CentrePage({ pageKey }: SlotProps[S]) {
    const { t } = useTranslation(slot);
    return (
      <section aria-labelledby={`centre-${pageKey}`}>
        <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
        <EmptyState title={t('notAvailableYet')} />
      </section>
    );
  }
  CentrePage.displayName = `CentrePage(${slot})`;
  return CentrePage;
}
