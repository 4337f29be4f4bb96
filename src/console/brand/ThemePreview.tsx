import { useTranslation } from 'react-i18next';
import type { ThemeTokens } from '../../generated/types';

/** The brand's colours as players meet them: a header, a button, a card with text, in the light and the dark theme. */
export function ThemePreview({ light, dark }: { light: ThemeTokens; dark: ThemeTokens }) {
  const { t } = useTranslation();
  const panel = (name: string, c: ThemeTokens) => (
    <figure className="theme-preview__panel" style={{ background: c.background, color: c.text, borderColor: c.border ?? c.muted }}>
      <figcaption className="theme-preview__caption">{name}</figcaption>
      <div className="theme-preview__header" style={{ background: c.primary, color: c.onPrimary }}>
        {t('brandForm:previewHeader')}
      </div>
      <div className="theme-preview__card" style={{ background: c.surface, color: c.text, borderLeftColor: c.accent }}>
        <p>{t('brandForm:previewCard')}</p>
        <p style={{ color: c.muted }}>{t('brandForm:previewMuted')}</p>
        <span className="theme-preview__button" style={{ background: c.primary, color: c.onPrimary }}>
          {t('brandForm:previewButton')}
        </span>
      </div>
    </figure>
  );
  return (
    <section className="theme-preview" aria-label={t('brandForm:preview')}>
      {panel(t('brandForm:previewLight'), light)}
      {panel(t('brandForm:previewDark'), dark)}
    </section>
  );
}
