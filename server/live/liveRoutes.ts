import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { calls } from '../../src/generated/calls';
import { liveChannel } from '../../src/generated/live';
import { hello as validateHello } from '../../src/generated/validators/live.js';
import type { LiveEvent } from '../../src/generated/types';
import { tokenHash } from '../lib/tokens';
import type { Sessions } from '../http/sessions';
import { liveOperator, roleAdmits, type LiveOperatorSession } from '../http/operatorSession';
import type { Tables } from '../db/tables';
import { closeCodes, type LiveHub, type LivePeer } from './LiveHub';

export interface LiveOptions {
  hub: LiveHub;
  sessions: Sessions;
  /** Where an operator's session is read, as every operator call reads it (server/http/operatorSession.ts). */
  db: Kysely<Tables>;
  /** A visitor's conversation with the support desk by its chat token (null: none), handed in by server/app.ts. */
  chatOf: (brandId: string, chatToken: string) => Promise<string | null>;
  /** The member a game's launch token plays for (null: a demo or no live launch), handed in by server/app.ts. */
  launchMember: (brandId: string, launchToken: string) => Promise<string | null>;
  /** A page that has not said who it is by then is closed. */
  helloMs?: number;
  /** How often a socket is asked whether it is still there; one that has not answered the last ask is dropped. */
  pingMs?: number;
}

/** Frames a page may send in a window: a page says hello when it opens, signs in or out; more is a fault. */
const FRAMES_PER_WINDOW = 20;
const WINDOW_MS = 10_000;
/** The roles that may read a brand's payments desk: those of the desk's counts, in the call table. */
const deskRoles = calls['ops/paymentsCounts'].roles;
/** The roles that may read a brand's queue of agent applications (decision 0290). */
const applicationRoles = calls['ops/agentApplications'].roles;
/** The roles that may read a brand's feedback (decision 0321). */
const feedbackRoles = calls['ops/feedback'].roles;
/** The roles that may work a brand's chats (decision 0329). */
const chatRoles = calls['ops/chats'].roles;
/** The roles that may read a brand's lottery liability (decision 0317). */
const lotteryRoles = calls['ops/lotteryLiability'].roles;
/** A timer's longest wait (about 24 days); an operator session's end further off is checked again then. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The live channel (`liveChannel.path`, from schemas/live/hello.schema.json): one socket per open page. Its first frame is a hello with the page's session token
 * (a browser cannot set a header on a socket), or the console's operator token; the answer is a welcome, then events as they happen
 * (schemas/live/). A socket is not a call of the table: it answers no envelope, and what it is told
 * is only ever a reason to ask again over HTTP, where every call keeps its own gates.
 */
export async function liveRoutes(app: FastifyInstance, { hub, sessions, db, launchMember, chatOf, helloMs = 5000, pingMs = 30_000 }: LiveOptions) {
  await app.register(websocket, { options: { maxPayload: liveChannel.maxFrame } });
  const sendTo = (socket: LivePeer['socket'], event: LiveEvent) => socket.send(JSON.stringify(event));

  app.get(liveChannel.path, { websocket: true }, (socket, req) => {
    if (!hub.admits(req.ip)) {
      socket.close(closeCodes.busy, 'too many sockets from this address');
      return;
    }
    const peer: LivePeer = { socket, brandId: req.brand.id, ip: req.ip, memberId: null, tokenHash: null, chat: null, operator: null };
    let greeted = false;
    let frames = 0;
    let windowStart = Date.now();
    let answered = true;
    // An operator's session can end by lapsing, with no row deleted to say so: it is read again when
    // it would end (its lifetime's end, or its idle limit's), and a session over closes the page.
    let operatorCheck: ReturnType<typeof setTimeout> | undefined;
    const watchOperator = (session: LiveOperatorSession) => {
      clearTimeout(operatorCheck);
      operatorCheck = setTimeout(
        () => {
          void liveOperator(db, session.tokenHash)
            .then((still) => {
              if (!hub.has(peer) || peer.operator?.tokenHash !== session.tokenHash) return;
              if (still) watchOperator(still);
              else hub.sessionEnded((p) => p === peer);
            })
            .catch((err: unknown) => req.log.warn({ err }, 'a live operator session could not be read again'));
        },
        Math.min(LONGEST_WAIT_MS, Math.max(0, session.endsAt - Date.now()) + 1000),
      );
    };

    const helloTimer = setTimeout(() => greeted || socket.close(closeCodes.badMessage, 'no hello'), helloMs);
    const pingTimer = setInterval(() => {
      if (!answered) return socket.terminate();
      answered = false;
      socket.ping();
    }, pingMs);
    socket.on('pong', () => (answered = true));
    socket.on('close', () => {
      clearTimeout(helloTimer);
      clearTimeout(operatorCheck);
      clearInterval(pingTimer);
      hub.leave(peer);
    });
    socket.on('error', () => socket.terminate());

    socket.on('message', (data, isBinary) => {
      const now = Date.now();
      if (now - windowStart > WINDOW_MS) [windowStart, frames] = [now, 0];
      if (++frames > FRAMES_PER_WINDOW) return socket.close(closeCodes.tooMany, 'too many frames');
      let body: unknown;
      try {
        body = isBinary ? null : JSON.parse((data as Buffer).toString('utf8'));
      } catch {
        body = null;
      }
      if (!validateHello(body)) return socket.close(closeCodes.badMessage, 'a hello is { "token": string | null }');
      const { token, launch, operator: operatorToken, chat: chatToken } = body;
      void (async () => {
        const member = token ? await sessions.live(tokenHash(token), req.brand) : null;
        // A game page is told of its player's money only: it holds no session to end.
        const player = !member && launch ? await launchMember(req.brand.id, launch) : null;
        // The console: its operator hears of the desk as its calls would read it, by role, of a served brand.
        const operator = operatorToken ? await liveOperator(db, tokenHash(operatorToken)) : null;
        // A visitor's chat room: the page hears of the conversation its token holds.
        const chat = !member && chatToken ? await chatOf(req.brand.id, chatToken) : null;
        if (socket.readyState !== socket.OPEN) return;
        greeted = true;
        if (!hub.has(peer)) hub.join(peer);
        const served = (brandId: string) => app.brands.all().some((b) => b.id === brandId);
        // What the operator hears of a served brand: what their role's calls would read.
        const reads = (roles: Parameters<typeof roleAdmits>[1]) => {
          const admitted = operator !== null && !operator.mustChangePassword && roleAdmits(operator.role, roles);
          return (brandId: string) => admitted && served(brandId);
        };
        hub.identify(
          peer,
          member ? { id: member.id, tokenHash: member.tokenHash } : player ? { id: player, tokenHash: null } : null,
          operator && {
            tokenHash: operator.tokenHash,
            desk: reads(deskRoles),
            applications: reads(applicationRoles),
            feedback: reads(feedbackRoles),
            chat: reads(chatRoles),
            lottery: reads(lotteryRoles),
          },
          chat,
        );
        if (operator) watchOperator(operator);
        else clearTimeout(operatorCheck);
        sendTo(socket, { type: 'welcome', signedIn: member !== null || player !== null || operator !== null });
      })().catch((err: unknown) => {
        req.log.warn({ err }, 'a live hello could not be read');
        socket.close(closeCodes.busy, 'try again');
      });
    });
  });

  app.addHook('onClose', () => hub.closeAll());
}
