import { useEffect } from 'react';
import { useShellDialogs } from '../contract/shellDialogs';
import { useCentres } from '../contract/centres';
import { returnLink } from './returnLink';


/**
 * A mailed recovery link (/#reset=<token>) opens its dialog; back from Google or Facebook
 * (/#social=<code>), its dialog trades the code for the session. The token or code leaves the
 * address bar at once. A link started in the security centre goes back there, to show the provider
 * linked (or why not), rather than leaving the member on a page with the centre shut. Loaded only
 * when the address carries one, so no other visit pays for it.
 */
export default function ReturnLinks() {
  const dialogs = useShellDialogs();
  const centres = useCentres();
  useEffect(() => {
    const found = returnLink.exec(location.hash);
    if (!found) return;
    history.replaceState(history.state, '', location.pathname + location.search);
    if (found[1] === 'reset') dialogs.open('resetPassword', { token: found[2] });
    else dialogs.open('socialSignIn', { code: found[2], backToSecurity: () => centres.open('member', 'securityCenter') });
  }, [dialogs, centres]);
  return null;
}
