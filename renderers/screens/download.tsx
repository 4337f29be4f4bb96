import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { Permission } from '../../src/generated/types';
import { usePermission } from '../../src/contract/contexts';
import { useInstallPrompt } from '../../src/contract/installPrompt';
import { Button } from '../../src/ui/Button';
import { EmptyState } from '../parts/EmptyState';
import { useQrCode } from '../parts/useQrCode';
import './download.css';

const apps = ['android', 'ios', 'lite'] as const;
type App = Permission['resources'][number];

/** /down: the brand's apps (Android, iOS, the installable site) with a code a phone reads, and how to install each. */
export default function Download(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  const { resources } = usePermission();
  const offered = apps.flatMap((kind) => resources.filter((r) => r.resourceType === kind));
  return (
    <div className="screen screen--download">
      <h1 className="screen__title">{t('downloadTitle')}</h1>
      <p className="screen__subtitle">{t('downloadSubtitle')}</p>
      {offered.length === 0 ? (
        <EmptyState title={t('noApps')} />
      ) : (
        <ul className="app-list">
          {offered.map((r) => (
            <AppCard key={r.resourceType} app={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One app: its code, drawn here from the very address its link opens (so the two cannot disagree),
 * the link, and for the site's own app the browser's install dialog where the browser offers one.
 */
function AppCard({ app }: { app: App }) {
  const { t } = useTranslation('screens');
  const name = t(`app_${app.resourceType}`);
  const qr = useQrCode(app.url, 240);
  const install = useInstallPrompt();
  const lite = app.resourceType === 'lite';
  return (
    <li className="app-card">
      <h2 className="app-card__name">{name}</h2>
      <div className="app-card__actions">
        {lite && install && <Button onClick={() => void install()}>{t('installApp')}</Button>}
        <a className={`mq-button ${lite && install ? 'mq-button--secondary' : 'mq-button--primary'}`} href={app.url} rel="noopener noreferrer">
          {t(lite ? 'openLite' : 'downloadApp', { app: name })}
        </a>
      </div>
      {qr ? <img className="app-card__qr" src={qr} alt={t('qrFor', { app: name })} width={160} height={160} /> : <span className="app-card__qr" aria-hidden="true" />}
      <p className="app-card__scan">{t('scanWithPhone')}</p>
      <details className="app-card__guide">
        <summary>{t('installGuide')}</summary>
        <p>{t(`guide_${app.resourceType}`)}</p>
      </details>
    </li>
  );
}
