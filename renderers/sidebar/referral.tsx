import { useTranslation } from 'react-i18next';
import { SideIcon } from '../parts/SideIcon';

/** The referral / invite-a-friend icon, shown when referral is enabled. */
export default function ReferralIcon() {
  const { t } = useTranslation('nav');
  return <SideIcon href="/join" label={t('side_referral')} glyph="referral" />;
}
