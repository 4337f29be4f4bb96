import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { liveChannel } from '../../src/generated/live';
import { hello as validateHello } from '../../src/generated/validators/live.js';
import type { LiveEvent } from '../../src/generated/types';
import { tokenHash } from '../lib/tokens';
import type { Sessions } from '../http/sessions';
import { closeCodes, type LiveHub, type LivePeer } from './LiveHub';

export interface LiveOptions {
  hub: LiveHub;
  sessions: Sessions;
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

/**
 * The live channel (`liveChannel.path`, from schemas/live/hello.schema.json): one socket per open page. Its first frame is a hello with the page's session token
 * (a browser cannot set a header on a socket); the answer is a welcome, then events as they happen
 * (schemas/live/). A socket is not a call of the table: it answers no envelope, and what it is told
 * is only ever a reason to ask again over HTTP, where every call keeps its own gates.
 */
export async function liveRoutes(app: FastifyInstance, { hub, sessions, launchMember, helloMs = 5000, pingMs = 30_000 }: LiveOptions) {
  await app.register(websocket, { options: { maxPayload: liveChannel.maxFrame } });
  const sendTo = (socket: LivePeer['socket'], event: LiveEvent) => socket.send(JSON.stringify(event));

  app.get(liveChannel.path, { websocket: true }, (socket, req) => {
    if (!hub.admits(req.ip)) {
      socket.close(closeCodes.busy, 'too many sockets from this address');
      return;
    }
    const peer: LivePeer = { socket, brandId: req.brand.id, ip: req.ip, memberId: null, tokenHash: null };
    let greeted = false;
    let frames = 0;
    let windowStart = Date.now();
    let answered = true;

    const helloTimer = setTimeout(() => greeted || socket.close(closeCodes.badMessage, 'no hello'), helloMs);
    const pingTimer = setInterval(() => {
      if (!answered) return socket.terminate();
      answered = false;
      socket.ping();
    }, pingMs);
    socket.on('pong', () => (answered = true));
    socket.on('close', () => {
      clearTimeout(helloTimer);
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
      const { token, launch } = body;
      void (async () => {
        const member = token ? await sessions.live(tokenHash(token), req.brand) : null;
        // A game page is told of its player's money only: it holds no session to end.
        const player = !member && launch ? await launchMember(req.brand.id, launch) : null;
        if (socket.readyState !== socket.OPEN) return;
        greeted = true;
        if (!hub.has(peer)) hub.join(peer);
        hub.identify(peer, member ? { id: member.id, tokenHash: member.tokenHash } : player ? { id: player, tokenHash: null } : null);
        sendTo(socket, { type: 'welcome', signedIn: member !== null || player !== null });
      })().catch((err: unknown) => {
        req.log.warn({ err }, 'a live hello could not be read');
        socket.close(closeCodes.busy, 'try again');
      });
    });
  });

  app.addHook('onClose', () => hub.closeAll());
}
