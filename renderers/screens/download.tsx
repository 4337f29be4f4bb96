import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { EmptyState } from '../parts/EmptyState';
import './download.css';

const apps = ['android', 'ios', 'lite'] as const;

/** /down: the brand's apps (Android, iOS, lite) with their QR codes and install guides. */
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
            <li key={r.resourceType} className="app-card">
              <h2>{t(`app_${r.resourceType}`)}</h2>
              {r.qrCodeUrl && <img src={r.qrCodeUrl} alt={t('qrFor', { app: t(`app_${r.resourceType}`) })} width={120} height={120} />}
              <a className="mq-button mq-button--primary" href={r.url} rel="noopener noreferrer">
                {t('downloadApp', { app: t(`app_${r.resourceType}`) })}
              </a>
              <details>
                <summary>{t('installGuide')}</summary>
                <p>{t(`guide_${r.resourceType}`)}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
