import { useLocation } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../src/api/client';
import { socialAccountsQuery } from '../../../src/api/member/socialAccounts';
import type { SocialAccounts, SocialProvider } from '../../../src/generated/types';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { Button } from '../../../src/ui/Button';
import { useDialog } from '../../../src/ui/useDialog';
import { useSocialStart } from '../../parts/useSocialStart';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';

/**
 * The member's accounts at Google and Facebook, for each provider the brand offers: linked since
 * a date, with an unlink the member confirms first, or a link, which is a sign-in at the provider
 * started with this session and brought back to this page. The server refuses to unlink the
 * account's last way in, and says why.
 */
export function LinkedAccountsForm({ token, accounts, timeZone }: { token: string; accounts: SocialAccounts; timeZone: string }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const dialog = useDialog();
  const location = useLocation();
  const { go, pressed, error } = useSocialStart(t('socialLinkFailed'), true);
  const { outcome, setOutcome, failed } = useFormOutcome();
  const nameOf = (p: SocialProvider) => t(`socialProvider_${p}`);
  const unlink = useMutation({
    mutationFn: (provider: SocialProvider) => apiSend('member/unlinkSocial', { provider }),
    onSuccess: (next, provider) => {
      client.setQueryData(socialAccountsQuery(token).queryKey, next);
      setOutcome({ ok: true, text: t('socialUnlinked', { provider: nameOf(provider) }) });
    },
    onError: failed,
  });
  const askToUnlink = async (provider: SocialProvider) => {
    setOutcome(null);
    const name = nameOf(provider);
    if (await dialog.confirm(t('socialUnlinkConfirm', { provider: name }), { title: t('socialUnlinkTitle', { provider: name }) })) unlink.mutate(provider);
  };
  const link = (provider: SocialProvider) => {
    setOutcome(null);
    go(provider, location.pathname + location.search);
  };

  return (
    <section className="money-form" aria-labelledby="linked-accounts-title">
      <h3 id="linked-accounts-title">{t('socialTitle')}</h3>
      <p className="form-field__hint">{t('socialHint')}</p>
      <ul className="deposit-list" aria-labelledby="linked-accounts-title">
        {accounts.providers.map(({ provider, linked, linkedAt }) => (
          <li key={provider} className="deposit-list__item">
            <div className="deposit-list__main">
              <strong>{nameOf(provider)}</strong>{' '}
              {linked && linkedAt ? (
                <span className="status-badge status-badge--approved">{t('socialLinkedOn', { date: formatDateTime(linkedAt, timeZone).slice(0, 10) })}</span>
              ) : (
                <span>{t('socialNotLinked')}</span>
              )}
            </div>
            {linked ? (
              <Button size="small" variant="secondary" busy={unlink.isPending && unlink.variables === provider} onClick={() => void askToUnlink(provider)}>
                {t('socialUnlink', { provider: nameOf(provider) })}
              </Button>
            ) : (
              <Button size="small" busy={pressed === provider} disabled={pressed !== null} onClick={() => link(provider)}>
                {t('socialLink', { provider: nameOf(provider) })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <FormOutcome outcome={error ? { ok: false, text: error } : outcome} />
    </section>
  );
}
