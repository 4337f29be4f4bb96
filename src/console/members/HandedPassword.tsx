import { useTranslation } from 'react-i18next';

/** A one-time password support hands to a member, shown once, with how long it works and what follows. */
export function HandedPassword({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        {t('memberTemporaryPassword')} <code data-testid="temporary-password">{password}</code>
      </p>
      <p className="console-muted">{t('memberTemporaryPasswordHelp')}</p>
    </>
  );
}
