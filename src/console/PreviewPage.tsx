import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { failureMessage } from '../api/callClient';
import type { OpsBrand } from '../generated/types';
import { BrandViewFrame, type BrandParts } from './BrandFrame';
import { usePreviewToken } from './usePreviewToken';

/** Phone and desktop widths of the frame, as players see the site. */
const widths = { phone: 390, desktop: 1280 } as const;

/**
 * The player site with the brand's draft applied, in a frame: any page of its route table, in any
 * of its languages, at a phone's or a desktop's width. A token from the server (an hour long)
 * makes the frame's page and calls answer for the draft; without a draft it is the live brand.
 */
export function PreviewPage() {
  return (
    <BrandViewFrame page="preview" className="preview-page">
      {(brand, view, parts) => <BrandPreview brand={brand} drafted={view.draft !== null} config={parts.config} />}
    </BrandViewFrame>
  );
}

function BrandPreview({ brand, drafted, config }: { brand: OpsBrand; drafted: boolean; config: BrandParts['config'] }) {
  const { t } = useTranslation();
  const [path, setPath] = useState('/');
  const [lang, setLang] = useState<string | null>(null);
  const [width, setWidth] = useState<keyof typeof widths>('phone');
  const [reload, setReload] = useState(0);
  const token = usePreviewToken(brand.id);
  const paths = [...new Set((config.routes ?? []).flatMap((r) => r.paths.filter((p) => !p.includes(':'))))];
  const shown = lang && (brand.languages as readonly string[]).includes(lang) ? lang : brand.defaultLang;
  const src = token.data ? `${path}?${new URLSearchParams({ preview: token.data.token, lang: shown })}` : null;
  return (
    <>
      <p className="console-muted">{drafted ? t('previewDraft') : t('previewPublished')}</p>
      <form className="console-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('previewChoices')}>
        <label className="console-field">
          <span>{t('previewPage')}</span>
          <select value={path} onChange={(e) => setPath(e.target.value)}>
            {paths.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label className="console-field">
          <span>{t('previewLanguage')}</span>
          <select value={shown} onChange={(e) => setLang(e.target.value)}>
            {brand.languages.map((l) => (
              <option key={l} value={l}>
                {t(`languageName_${l}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="console-field">
          <span>{t('previewWidth')}</span>
          <select value={width} onChange={(e) => setWidth(e.target.value as keyof typeof widths)}>
            {(Object.keys(widths) as Array<keyof typeof widths>).map((w) => (
              <option key={w} value={w}>
                {t(`previewWidth_${w}`, { px: widths[w] })}
              </option>
            ))}
          </select>
        </label>
        <Button type="button" variant="secondary" onClick={() => setReload((n) => n + 1)}>
          {t('previewReload')}
        </Button>
      </form>
      {token.isError ? (
        <p role="alert">{failureMessage(token.error, t('networkError'))}</p>
      ) : !src ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        // Scrolls sideways when the console is narrower than the frame, so it takes the keyboard too.
        <div className="preview-frame" style={{ maxWidth: widths[width] }} tabIndex={0} role="region" aria-label={t('previewFrame', { brand: brand.name, path })}>
          <iframe key={`${src}:${reload}`} src={src} title={t('previewFrame', { brand: brand.name, path })} width={widths[width]} height={width === 'phone' ? 844 : 800} />
        </div>
      )}
    </>
  );
}
