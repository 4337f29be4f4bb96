import { siteCalls, studioCalls, type CallIO } from '../generated/calls';
import { callClient } from '../api/callClient';

/*
 * The game page's calls (callClient.ts with the game's policy). Not the site's client: that one
 * sends the tab's sign-in token and forgets it on any 401, and an expired launch answers 401. In the
 * site's frame the game would sign the player out of the site. The game speaks with its launch token alone.
 */

export type PlayCall = 'studio/session' | 'studio/round' | 'studio/seed' | 'studio/rounds' | 'studio/verify' | 'system/whitelabel' | 'games/jackpot';

let language = 'bn';
/** The language the server's messages come in (`Language` header). */
export const setPlayLanguage = (lang: string) => void (language = lang);

/** The calls the game page makes: the studio's, the brand's look, and the brand's jackpot. */
const playCalls = { ...studioCalls, 'system/whitelabel': siteCalls['system/whitelabel'], 'games/jackpot': siteCalls['games/jackpot'] } satisfies Record<PlayCall, unknown>;

const call = callClient(playCalls, { headers: () => ({ Accept: 'application/json', Language: language.toUpperCase() }) });

export const playCall = <N extends PlayCall>(name: N, input: CallIO[N]['request']): Promise<CallIO[N]['response']> =>
  call(name, input) as Promise<CallIO[N]['response']>;
