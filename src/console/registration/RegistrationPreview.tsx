import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewMessages } from '../../api/previewMessages';
import type { OpsBrand, RegistrationRules } from '../../generated/types';
import { failureMessage } from '../../api/callClient';
import { usePreviewToken } from '../usePreviewToken';

/**
 * The player's registration form as the rules being typed would draw it: the player site in a
 * phone-wide frame at /register, with the brand's draft, and the editor's unsaved rules posted into
 * it on every change (the site redraws the open form, both tabs, with its own renderers). The
 * frame says when it listens, so rules typed while it loads are not lost.
 */
export function RegistrationPreview({ brand, rules }: { brand: OpsBrand; rules: RegistrationRules }) {
  const { t } = useTranslation();
  const token = usePreviewToken(brand.id);
  const [lang, setLang] = useState(brand.defaultLang);
  const frame = useRef<HTMLIFrameElement>(null);

  // Posts the rules as they are now, whenever it is called.
  const post = useEffectEvent(() => frame.current?.contentWindow?.postMessage({ type: previewMessages.rules, rules }, window.location.origin));
  useEffect(() => post(), [rules]);
  useEffect(() => {
    const ready = (e: MessageEvent<{ type?: string }>) => {
      if (e.origin === window.location.origin && e.source === frame.current?.contentWindow && e.data?.type === previewMessages.ready) post();
    };
    window.addEventListener('message', ready);
    return () => window.removeEventListener('message', ready);
  }, []);

  const title = t('registrationPreviewFrame', { brand: brand.name });
  return (
    <aside className="registration-preview" aria-labelledby="registration-preview-title">
      <h2 id="registration-preview-title">{t('registrationPreview')}</h2>
      <p className="console-muted">{t('registrationPreviewLead')}</p>
      <label className="console-field">
        <span>{t('previewLanguage')}</span>
        <select value={lang} onChange={(e) => setLang(e.target.value)}>
          {brand.languages.map((l) => (
            <option key={l} value={l}>
              {t(`languageName_${l}`)}
            </option>
          ))}
        </select>
      </label>
      {token.isError ? (
        <p role="alert">{failureMessage(token.error, t('networkError'))}</p>
      ) : !token.data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        <div className="preview-frame">
          <iframe ref={frame} src={`/register?${new URLSearchParams({ preview: token.data.token, lang })}`} title={title} width={390} height={760} />
        </div>
      )}
    </aside>
  );
}
