/** What the game's address carries (server/modules/games/adapters.ts): the launch token, the language and whether it is a demo. */
export interface LaunchParams {
  token: string;
  /** As asked; the brand's languages decide in the end (pickLanguage). */
  lang: string | null;
  demo: boolean;
}

/** The launch from `?t=…&lang=…&demo=1`, or null without a token. */
export function launchParams(search: string): LaunchParams | null {
  const q = new URLSearchParams(search);
  const token = q.get('t')?.trim();
  if (!token) return null;
  return { token, lang: q.get('lang'), demo: q.get('demo') === '1' };
}
