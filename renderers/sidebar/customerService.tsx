import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePermission, useRuntime } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';
import { memberInfoQuery } from '../../src/api/member/info';
import { vipServiceUrl } from '../../src/engine/vipService';
import { SideIcon } from '../parts/SideIcon';
import { useShellDialogs } from '../../src/contract/shellDialogs';

/**
 * Opens the brand's customer-service window, a VIP member's the VIP queue (SPEC §4, decision 0261);
 * a brand without one, the site's chat room (decision 0329).
 */
export default function CustomerServiceIcon() {
  const { t } = useTranslation('nav');
  const url = usePermission().customerService?.url;
  const dialogs = useShellDialogs();
  const { features } = useRuntime();
  const token = useSession()?.token ?? '';
  // The member info the Runtime already asked for at start-up: no call of its own.
  const info = useQuery({ ...memberInfoQuery(token), enabled: token !== '' && features.vip }).data;
  if (!url) return <SideIcon onOpen={() => dialogs.open('chatRoom')} label={t('side_customerService')} glyph="customerService" />;
  return <SideIcon href={vipServiceUrl(url, features.vip ? (info?.clubLabel ?? null) : null)} external label={t('side_customerService')} glyph="customerService" />;
}
