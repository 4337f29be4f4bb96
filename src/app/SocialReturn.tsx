import { useEffect } from 'react';
import { useShellDialogs } from '../contract/shellDialogs';
import { useCentres } from '../contract/centres';

/**
 * Back from Google or Facebook (/#social=<code>): the code leaves the address bar at once and its
 * dialog trades it for the session. A link started in the security centre goes back there, to show
 * the provider linked (or why not), rather than leaving the member on a page with the centre shut.
 */
export function SocialReturn() {
  const dialogs = useShellDialogs();
  const centres = useCentres();
  useEffect(() => {
    const code = /^#social=([A-Za-z0-9_-]{20,128})$/.exec(location.hash)?.[1];
    if (!code) return;
    history.replaceState(history.state, '', location.pathname + location.search);
    dialogs.open('socialSignIn', { code, backToSecurity: () => centres.open('member', 'securityCenter') });
  }, [dialogs, centres]);
  return null;
}
