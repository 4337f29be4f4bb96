import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsBrand, OpsSocialProvider } from '../generated/types';
import { Button } from '../ui/Button';
import { CallError, failureMessage } from '../api/callClient';
import { BrandFrame } from './BrandFrame';
import { providerSaved, socialMutations, socialQueries } from './queries/social';
import { brandKeys } from './queries/brands';

const moduleOf = { google: 'GOOGLELOGIN3', facebook: 'FBLOGIN3' } as const;
const nameOf = { google: 'Google', facebook: 'Facebook' } as const;

/** Sign-in with Google and Facebook (admin): each provider's issuer, client and secret for the chosen brand. */
export function SocialSignInPage() {
  const { t } = useTranslation();
  return (
    <BrandFrame page="social">
      {(brand) => (
        <>
          <p className="console-muted">{t('socialHelp')}</p>
          <SocialProviders brand={brand} />
        </>
      )}
    </BrandFrame>
  );
}

function SocialProviders({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const list = useQuery(socialQueries.providers(brand.id, i18n.language));
  if (list.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (!list.data) return <p role="alert">{failureMessage(list.error, t('networkError'))}</p>;
  return (
    <div className="social-providers">
      {list.data.map((p) => (
        <ProviderForm key={p.provider} brandId={brand.id} saved={p} />
      ))}
    </div>
  );
}

/** One provider's client: saved as a whole; the secret is typed only to set a new one and never shown. */
function ProviderForm({ brandId, saved }: { brandId: string; saved: OpsSocialProvider }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [issuer, setIssuer] = useState(saved.issuer);
  const [clientId, setClientId] = useState(saved.clientId);
  const [secret, setSecret] = useState('');
  const [enabled, setEnabled] = useState(saved.enabled);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string; field?: string } | null>(null);
  const id = (field: string) => `social-${saved.provider}-${field}`;
  const name = nameOf[saved.provider];
  const save = useMutation({
    ...socialMutations.save(brandId, saved.provider, i18n.language),
    onSuccess: (answer) => {
      providerSaved(client, brandId, answer);
      // The modules page's "needs setup" reads the saved clients.
      void client.invalidateQueries({ queryKey: brandKeys.list() });
      setSecret('');
      setMessage({ kind: 'ok', text: t('socialSaved', { provider: name }) });
    },
    onError: (err) => setMessage({ kind: 'error', text: failureMessage(err, t('networkError')), ...(err instanceof CallError && err.field ? { field: err.field } : {}) }),
  });
  const errorOn = (field: string) => (message?.kind === 'error' && message.field === field ? { 'aria-invalid': true, 'aria-describedby': id('message') } : {});

  return (
    <form
      className="console-card social-provider"
      aria-labelledby={id('title')}
      onSubmit={(e) => {
        e.preventDefault();
        setMessage(null);
        save.mutate({ issuer: issuer.trim(), clientId: clientId.trim(), ...(secret ? { clientSecret: secret } : {}), enabled });
      }}
    >
      <h2 id={id('title')}>{name}</h2>
      <p className={saved.moduleOn ? 'console-muted' : 'console-error'}>
        {saved.moduleOn ? t('socialModuleOn', { module: t(`modules:${moduleOf[saved.provider]}`) }) : t('socialModuleOff', { module: t(`modules:${moduleOf[saved.provider]}`) })}
      </p>
      <label className="console-field">
        <span>{t('socialIssuer')}</span>
        <input type="url" required value={issuer} maxLength={512} onChange={(e) => setIssuer(e.target.value)} {...errorOn('issuer')} />
      </label>
      <label className="console-field">
        <span>{t('socialClientId')}</span>
        <input type="text" required value={clientId} maxLength={512} autoComplete="off" spellCheck={false} onChange={(e) => setClientId(e.target.value)} {...errorOn('clientId')} />
      </label>
      <label className="console-field">
        <span>{t('socialClientSecret')}</span>
        <input type="password" value={secret} maxLength={512} autoComplete="new-password" aria-describedby={id('secret-state')} onChange={(e) => setSecret(e.target.value)} {...errorOn('clientSecret')} />
      </label>
      <p id={id('secret-state')} className="console-hint console-muted">
        {saved.secretSet ? t('socialSecretSet') : t('socialSecretNotSet')}
      </p>
      <label className="social-provider__switch">
        <input type="checkbox" role="switch" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <span>{t('socialEnabled', { provider: name })}</span>
      </label>
      <div>
        <p className="console-hint">{t('socialCallbacks')}</p>
        <ul className="social-provider__callbacks">
          {saved.callbackUrls.map((u) => (
            <li key={u} className="console-mono">
              {u}
            </li>
          ))}
        </ul>
      </div>
      <Button type="submit" busy={save.isPending}>
        {t('socialSave', { provider: name })}
      </Button>
      <p id={id('message')} className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {message?.text}
      </p>
    </form>
  );
}
