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
export default function ReturnLinks({ link }: { link: { kind: string; value: string } }) {
  const dialogs = useShellDialogs();
  const centres = useCentres();
  useEffect(() => {
    // Taken as the site was entered: a brand that asks visitors to sign in first has moved them to
    // /login by now, without the link (RouteGuard), and the dialog opens there.
    if (returnLink.test(location.hash)) history.replaceState(history.state, '', location.pathname + location.search);
    if (link.kind === 'reset') dialogs.open('resetPassword', { token: link.value });
    else dialogs.open('socialSignIn', { code: link.value, backToSecurity: () => centres.open('member', 'securityCenter') });
  }, [dialogs, centres, link]);
  return null;
}
