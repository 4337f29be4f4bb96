import { apiGet } from '../client';

/**
 * Opens the brand's customer-service window (SPEC §8, decision 0330): blank at once, at the
 * player's tap (a window opened after an answer would be blocked), then sent to the address once
 * the server says it answers, or closed, so no blank window is left behind. Answers whether it opened.
 */
export async function openServiceWindow(url: string): Promise<boolean> {
  const opened = window.open('', '_blank');
  if (!opened) return false;
  // What the window loads is another site's: it gets no hold on this page.
  opened.opener = null;
  const reachable = await apiGet('system/serviceReachable').then(
    (r) => r.reachable,
    () => false,
  );
  if (reachable) opened.location.href = url;
  else opened.close();
  return reachable;
}
