import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { payoutAccountsQuery, profileQuery } from '../../src/api/member/profile';
import { useSession } from '../../src/api/sessionStore';
import { usePermission, useRuntime } from '../../src/contract/contexts';
import { QueryState } from '../parts/QueryState';
import { ProfileForm } from './security/ProfileForm';
import { ConfirmMobileForm } from './security/ConfirmMobileForm';
import { PaymentPasswordForm } from './security/PaymentPasswordForm';
import { PayoutAccountsForm } from './security/PayoutAccountsForm';
import { SessionsList } from './security/SessionsList';
import { AuthenticatorForm } from './security/AuthenticatorForm';
import { totpQuery } from '../../src/api/member/twoFactor';
import { socialAccountsQuery } from '../../src/api/member/socialAccounts';
import { LinkedAccountsForm } from './security/LinkedAccountsForm';
import { ProfilePictureForm } from './security/ProfilePictureForm';
import '../parts/FieldShell.css';
import './money.css';

/**
 * My account: the member's picture where the brand offers pictures, the member's details (the real name set once), the payment password and the payout
 * accounts a withdrawal is paid to where the brand offers withdrawals, the login password and the
 * member's sessions, the authenticator app where a sign-in from a new device asks for its code, and
 * the accounts at Google and Facebook linked to this one where the brand offers either.
 */
export default function SecurityCenter({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation('member');
  const token = useSession()?.token ?? '';
  const { withdraw: withdrawals, profilePicture, googleSignIn, facebookSignIn } = useRuntime().features;
  const { timeZone } = usePermission().whitelabel;
  const profile = useQuery(profileQuery(token));
  const accounts = useQuery({ ...payoutAccountsQuery(token), enabled: withdrawals });
  const totp = useQuery(totpQuery(token));
  const social = useQuery({ ...socialAccountsQuery(token), enabled: googleSignIn || facebookSignIn });
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="money-page">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      {profilePicture && <ProfilePictureForm token={token} />}
      <QueryState query={profile} isEmpty={() => false} emptyTitle="">
        {(p) => (
          <>
            <ProfileForm token={token} profile={p} />
            {p.mobile && <ConfirmMobileForm token={token} mobile={p.mobile} confirmed={p.mobileConfirmed} />}
            {withdrawals && <PaymentPasswordForm isSet={p.hasPaymentPassword} />}
            {withdrawals && (
              <QueryState query={accounts} isEmpty={() => false} emptyTitle="">
                {(a) => <PayoutAccountsForm token={token} accounts={a} realName={p.realName} />}
              </QueryState>
            )}
          </>
        )}
      </QueryState>
      <SessionsList token={token} timeZone={timeZone} />
      {/* Offered on every brand: once on, a new device is asked for its code whatever the brand's own check. */}
      <QueryState query={totp} isEmpty={() => false} emptyTitle="">
        {(s) => <AuthenticatorForm token={token} status={s} />}
      </QueryState>
      {/* Shown once the brand offers a provider; the list is what the server offers now. */}
      {social.data && social.data.providers.length > 0 && <LinkedAccountsForm token={token} accounts={social.data} timeZone={timeZone} />}
    </section>
  );
}
