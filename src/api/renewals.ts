import { RENEWED_TOKEN_HEADER } from '../engine/renewedToken';

/**
 * A client's side of a renewed session (ASVS 7.2.4), for the site and the console alike: the new
 * token an answer carries is kept (even when the rest of the call failed: the old one has ended),
 * and a 401 is believed only once the changes on their way have answered, since one of them may
 * have renewed the token the refused call was sent with.
 */
export function renewals(held: () => string | null, keep: (token: string) => void) {
  const changesInFlight = new Set<Promise<unknown>>();
  return {
    /** fetch, keeping a renewal its answer carries before anyone else reads the answer. */
    fetch(path: string, init: RequestInit & { method: string }, token: string | null): Promise<Response> {
      const request = fetch(path, init).then((res) => {
        const renewed = res.headers.get(RENEWED_TOKEN_HEADER);
        if (renewed && token && token === held()) keep(renewed);
        return res;
      });
      if (init.method !== 'GET') {
        const settled = () => changesInFlight.delete(request);
        changesInFlight.add(request);
        request.then(settled, settled);
      }
      return request;
    },
    /** Once the changes on their way have answered, and kept any renewal they carry. */
    async settled(): Promise<void> {
      await Promise.allSettled([...changesInFlight]);
    },
    /** After a 401 to a call sent with `token`: the token to send it again with, or null when the 401 stands. */
    async tokenAfterRefusal(token: string): Promise<string | null> {
      await this.settled();
      const now = held();
      return now && now !== token ? now : null;
    },
  };
}
