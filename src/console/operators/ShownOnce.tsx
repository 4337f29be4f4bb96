import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorAuthenticatorKey } from '../../generated/types';
import { Button } from '../../ui/Button';

/** What an admin hands to an operator: a one-time password, an authenticator key, or both. */
export interface Handed {
  username: string;
  temporaryPassword?: string;
  authenticator?: OperatorAuthenticatorKey;
}

/**
 * Shows, once, what the server made for an operator: it is never shown again, so the panel stays
 * until the admin says it was handed over. Focus moves to it, so a screen reader reads it at once.
 */
export function ShownOnce({ handed, onDone }: { handed: Handed; onDone: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [handed]);
  return (
    <div className="console-card operator-handed" aria-labelledby="operator-handed-title" role="region">
      <h2 id="operator-handed-title" ref={heading} tabIndex={-1}>
        {t('operatorHandedTitle', { name: handed.username })}
      </h2>
      <p className="console-muted">{t('operatorHandedHelp')}</p>
      {handed.temporaryPassword && (
        <p>
          {t('memberTemporaryPassword')} <code data-testid="operator-password">{handed.temporaryPassword}</code>
        </p>
      )}
      {handed.authenticator && (
        <>
          <img className="operator-handed__qr" src={handed.authenticator.qrCode} width={180} height={180} alt={t('operatorQrAlt', { name: handed.username })} />
          <p>
            {t('operatorKey')} <code data-testid="operator-key">{handed.authenticator.secret}</code>
          </p>
        </>
      )}
      <Button size="small" onClick={onDone}>
        {t('operatorHandedDone')}
      </Button>
    </div>
  );
}
