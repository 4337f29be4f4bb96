import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { connectLive, type LiveConnection } from '../api/live';
import { changesSettled } from '../api/client';
import { clearSession, sessionToken, useSession } from '../api/sessionStore';
import { usePermission } from '../contract/contexts';
import { formatMoney } from '../engine/formatAmount';
import type { LiveEvent, LiveHello } from '../generated/types';
import { permissionQuery } from '../api/system/site';
import { jackpotQuery } from '../api/games/boards';

/** How long a decision's line stays on screen unless closed. */
const NOTICE_MS = 10_000;

/** The line a payments-desk decision shows, by what was decided. */
const decisionKey = (e: LiveEvent) => `live_${e.type}_${e.status}`;

/**
 * The page's live channel (src/api/live.ts): what the server says changed is asked for again, so the
 * header balance, the member centre's pages and the brand's settings follow without a tap, and a
 * payments-desk decision is said in the player's language.
 */
export function LiveFollower() {
  const { t } = useTranslation('common');
  const client = useQueryClient();
  const token = useSession()?.token ?? null;
  const { symbol } = usePermission().whitelabel.currency;
  const [decided, setDecided] = useState<LiveEvent | null>(null);
  const connection = useRef<LiveConnection | null>(null);

  useEffect(() => {
    // What an event asks for is asked once the changes on their way have answered: a notice leaves at
    // commit, before the change's own answer, which may carry a renewed token (a password given
    // again, a forced change) that the reads must go with.
    const onEvent = (event: LiveEvent) => void changesSettled().then(() => follow(event));
    const follow = (event: LiveEvent) => {
      // The badges (src/api/inbox/badges.ts) follow the member's money (a claim, a take, a settled
      // round completing a mission), their inbox (a message, a read, every grant told by a message)
      // and the brand's offers (a promotion saved, started or ended, an envelope opened).
      if (event.type === 'balance' || event.type === 'inbox' || event.type === 'badges' || event.type === 'offers' || event.type === 'deposit' || event.type === 'withdrawal')
        void client.invalidateQueries({ queryKey: ['badges'] });
      if (event.type === 'balance') void client.invalidateQueries({ queryKey: ['wallet'] });
      else if (event.type === 'member') void client.invalidateQueries({ queryKey: ['member'] });
      else if (event.type === 'inbox') {
        void client.invalidateQueries({ queryKey: ['inbox'] });
        // A contract settlement the console approved, rejected or corrected is told to its agent by a
        // message (decision 0292): the contract pages and My Income read it again.
        void client.invalidateQueries({ queryKey: ['agent', 'contracts'] });
        void client.invalidateQueries({ queryKey: ['agent', 'income'] });
        // A promotion's decision without money moving (an application rejected) is told as a message.
        void client.invalidateQueries({ queryKey: ['wallet', 'promo'] });
        // The support desk's answer to a member's feedback comes as a message (decision 0321): their list of feedback reads it.
        void client.invalidateQueries({ queryKey: ['feedback'] });
      } else if (event.type === 'badges') {
        // The member's missions, which a sign-in or a losing round completes with no money moving,
        // and their cards on the promotions page.
        void client.invalidateQueries({ queryKey: ['mission'] });
        void client.invalidateQueries({ queryKey: ['wallet', 'promo'] });
      } else if (event.type === 'offers') {
        // What the brand offers (a promotion saved, started or ended, an envelope opened), told to a
        // visitor's page too: the promotions' cards and statuses and the reward centre's envelopes.
        void client.invalidateQueries({ queryKey: ['wallet', 'rewards'] });
        void client.invalidateQueries({ queryKey: ['wallet', 'promo'] });
      } else if (event.type === 'games') void client.invalidateQueries({ queryKey: ['games'] });
      else if (event.type === 'jackpot') void client.invalidateQueries({ queryKey: jackpotQuery().queryKey });
      // An in-house lottery issue drawn or cancelled: that game's state, the member's bets, the
      // lobby's next draws, the latest results and a game's results; a losing bet moves no money, so
      // its line of the betting record is asked for here too.
      else if (event.type === 'lottery' && event.gameCode) {
        void client.invalidateQueries({ queryKey: ['lottery', 'state', event.gameCode] });
        for (const part of ['bets', 'menu', 'member', 'opened', 'results']) void client.invalidateQueries({ queryKey: ['lottery', part] });
        void client.invalidateQueries({ queryKey: ['wallet', 'bets'] });
      } else if (event.type === 'brand') void client.invalidateQueries({ queryKey: permissionQuery().queryKey });
      else if (event.type === 'resync') void client.invalidateQueries();
      else if ((event.type === 'deposit' || event.type === 'withdrawal') && event.amount) {
        void client.invalidateQueries({ queryKey: ['wallet'] });
        setDecided(event);
      }
    };
    // A session that ended elsewhere closes its sockets (sessionEnded); the page opens another and
    // its welcome says whether the token it holds still lives. Not live: believed once the changes on
    // their way have answered and the tab still holds that token, since a password given again ends
    // the old token as it gives the new one.
    const onWelcome = (signedIn: boolean, said: LiveHello) => {
      const token = said.token;
      if (signedIn || !token) return;
      void changesSettled().then(() => token === sessionToken() && clearSession());
    };
    // After a break everything is asked again, the money first: a page holds a score of queries and
    // the browser sends a handful at a time to a server that has just started, so the balance would
    // otherwise wait behind the lists.
    const catchUp = async () => {
      await changesSettled();
      void client.invalidateQueries({ queryKey: ['wallet'] });
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'wallet' });
    };
    connection.current = connectLive({ hello: () => ({ token: sessionToken() }), onEvent, onWelcome, onReconnected: () => void catchUp() });
    return () => connection.current?.close();
  }, [client]);

  // Signed in or out: the channel is told, so it hears of this member's money, or stops.
  useEffect(() => connection.current?.hello(), [token]);

  useEffect(() => {
    if (!decided) return;
    const timer = setTimeout(() => setDecided(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [decided]);

  return (
    <div className="live-notice" role="status" aria-live="polite">
      {decided?.amount && (
        <p className="live-notice__line">
          <span>{t(decisionKey(decided), { amount: formatMoney(symbol, decided.amount) })}</span>
          <button type="button" className="mq-button mq-button--ghost" onClick={() => setDecided(null)}>
            {t('ui:close')}
          </button>
        </p>
      )}
    </div>
  );
}
