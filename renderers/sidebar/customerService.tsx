import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePermission, useRuntime } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';
import { memberInfoQuery } from '../../src/api/member/info';
import { vipServiceUrl } from '../../src/engine/vipService';
import { SideIcon } from '../parts/SideIcon';
import { useShellDialogs } from '../../src/contract/shellDialogs';
import { useDialog } from '../../src/ui/useDialog';
import { openServiceWindow } from '../../src/api/system/serviceWindow';

/**
 * Opens the brand's customer-service window, a VIP member's the VIP queue (SPEC §4, decision 0261);
 * a brand without one, the site's chat room (decision 0329).
 */
export default function CustomerServiceIcon() {
  const { t } = useTranslation('nav');
  const url = usePermission().customerService?.url;
  const dialogs = useShellDialogs();
  const dialog = useDialog();
  const { features } = useRuntime();
  const token = useSession()?.token ?? '';
  // The member info the Runtime already asked for at start-up: no call of its own.
  const info = useQuery({ ...memberInfoQuery(token), enabled: token !== '' && features.vip }).data;
  if (!url) return <SideIcon onOpen={() => dialogs.open('chatRoom')} label={t('side_customerService')} glyph="customerService" />;
  const address = vipServiceUrl(url, features.vip ? (info?.clubLabel ?? null) : null);
  // A window that does not answer is closed again, and the player told (SPEC §8, decision 0330).
  const open = () =>
    void openServiceWindow(address).then((opened) => {
      if (!opened) void dialog.alert(t('common:serviceUnreachable'));
    });
  return <SideIcon href={address} external onOpen={open} label={t('side_customerService')} glyph="customerService" />;
}
