import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../contract/contexts';

/**
 * Titles the page "<page name> · <brand name>" and describes it in the UI language, again on every
 * navigation and language change. The server sends the same title and description with the page
 * (server/modules/system/site/page.ts); this keeps them true once the browser routes by itself.
 */
export function PageTitle({ nameKey }: { nameKey: string }) {
  const { t, i18n } = useTranslation('meta');
  const { whitelabel } = usePermission();
  const lang = i18n.language;
  useEffect(() => {
    const name = whitelabel.name;
    // A route of a brand's own that has no page name is titled by the brand alone.
    const page = i18n.exists(nameKey) ? t(nameKey) : '';
    document.title = page ? t('titleOf', { page, name }) : name;
    let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) {
      description = document.createElement('meta');
      description.name = 'description';
      document.head.append(description);
    }
    description.content = t('description', { name, currency: whitelabel.currency.code });
  }, [t, i18n, nameKey, whitelabel, lang]);
  return null;
}
