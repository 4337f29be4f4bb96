import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePermission, useRuntime } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';
import { memberInfoQuery } from '../../src/api/member/info';
import { vipServiceUrl } from '../../src/engine/vipService';
import { SideIcon } from '../parts/SideIcon';

/** Opens the brand's customer-service window; a VIP member's opens the VIP queue (SPEC §4, decision 0261). */
export default function CustomerServiceIcon() {
  const { t } = useTranslation('nav');
  const url = usePermission().customerService?.url;
  const { features } = useRuntime();
  const token = useSession()?.token ?? '';
  // The member info the Runtime already asked for at start-up: no call of its own.
  const info = useQuery({ ...memberInfoQuery(token), enabled: token !== '' && features.vip }).data;
  return url ? <SideIcon href={vipServiceUrl(url, features.vip ? (info?.clubLabel ?? null) : null)} external label={t('side_customerService')} glyph="customerService" /> : null;
}
