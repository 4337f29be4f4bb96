import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../api/callClient';
import type { OpsBrand } from '../generated/types';
import { BrandFrame } from './BrandFrame';
import { useConsole } from './ConsoleContext';
import { brandChanged, brandMutations } from './queries/brands';
import { moduleGroups, type ModuleSwitch } from './moduleTree';

/** Where the console sets each piece a module needs. */
const setupPage: Record<OpsBrand['setup'][number]['missing'][number], string> = {
  customerServiceUrl: '/brand',
  clientId: '/social',
  clientSecret: '/social',
  clientEnabled: '/social',
  appLink: '/brand',
};

/**
 * The modules of a brand as named, grouped switches. A switch takes effect for players on their
 * next request; a module inside a switched-off one shows greyed, as players cannot reach it.
 * Only an admin may switch (the server refuses anyone else); other roles see the state.
 */
export function ModulesPage() {
  return <BrandFrame page="modules">{(brand) => <ModuleSwitches brand={brand} />}</BrandFrame>;
}

function ModuleSwitches({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const { operator } = useConsole();
  const client = useQueryClient();
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const canSwitch = operator.role === 'admin';
  // What was asked for, set in the click itself: the mutation's own state arrives a moment later,
  // and a controlled switch drawn from the old value in between would flip back under the pointer.
  const [asked, setAsked] = useState<{ modId: string; enabled: boolean } | null>(null);

  const flip = useMutation({
    ...brandMutations.setModule(brand.id, i18n.language),
    onSuccess: async (done) => {
      await brandChanged(client, done.brandId);
      setMessage({ kind: 'ok', text: t(done.enabled ? 'moduleOn' : 'moduleOff', { name: t(`modules:${done.modId}`) }) });
    },
    onSettled: () => setAsked(null),
    onError: (err) => {
      setMessage({ kind: 'error', text: failureMessage(err, t('networkError')) });
    },
  });

  const row = (s: ModuleSwitch, groupName?: string) => {
    const name = t(`modules:${s.modId}`);
    const descId = `desc-${s.modId}`;
    const blocked = s.offAbove !== null;
    const pending = asked?.modId === s.modId;
    // On, but players cannot use it yet: the site hides its entry until this is set.
    const need = s.on && !blocked ? brand.setup.find((n) => n.modId === s.modId) : undefined;
    return (
      <li key={s.modId} className={`module-switch module-switch--depth-${s.depth}${blocked ? ' module-switch--blocked' : ''}`}>
        <label className="module-switch__label">
          <input
            type="checkbox"
            role="switch"
            // While the change is on its way, the switch shows what was asked for.
            checked={pending ? asked.enabled : s.on}
            disabled={!canSwitch || asked !== null}
            aria-describedby={descId}
            aria-busy={pending || undefined}
            data-mod-id={s.modId}
            onChange={(e) => {
              const change = { modId: s.modId, enabled: e.target.checked };
              setAsked(change);
              flip.mutate(change);
            }}
          />
          <span className="module-switch__name">{groupName ?? name}</span>
        </label>
        <p id={descId} className="module-switch__desc">
          {t(`modules:${s.modId}_description`)}
          {blocked && <> {t('offAbove', { name: t(`modules:${s.offAbove}`) })}</>}
          {need && (
            <>
              {' '}
              <strong className="module-switch__setup">{t('needsSetup')}</strong> {t('needsSetupMissing', { fields: need.missing.map((f) => t(`setupField_${f}`)).join(', ') })}{' '}
              <Link to={`${setupPage[need.missing[0]!]}?brand=${encodeURIComponent(brand.id)}`}>{t(need.missing[0] === 'customerServiceUrl' ? 'setupAtBrand' : 'setupAtSocial')}</Link>
            </>
          )}
        </p>
      </li>
    );
  };

  return (
    <>
      <p className="console-muted">{canSwitch ? t('modulesLead') : t('modulesReadOnly')}</p>
      <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {message?.text}
      </p>
      <div className="module-groups">
        {moduleGroups(brand.settings).map((g) => (
          <section key={g.head.modId} className="console-card module-group" aria-label={t(`modules:${g.head.modId}`)}>
            <ul className="module-group__list">
              {row(g.head)}
              {g.members.map((m) => row(m))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
