import { liveChannel } from '../generated/live';
import type { LiveEvent, LiveHello } from '../generated/types';

export interface LiveOptions {
  /** Who the page is now: its session token (null for a visitor), or a game's launch token. Sent in each hello. */
  hello: () => LiveHello;
  /** Each event the server tells, after the welcome. */
  onEvent: (event: LiveEvent) => void;
  /** The channel opened again after a break: whatever changed meanwhile was not told, so ask for it all. */
  onReconnected: () => void;
  /** Each welcome, with the hello it answers: whether the token that hello said is a live session. */
  onWelcome?: (signedIn: boolean, hello: LiveHello) => void;
  /** For tests: the socket class and the wait before the nth attempt again. */
  WebSocket?: typeof WebSocket;
  backoff?: (attempt: number) => number;
  url?: string;
}

export interface LiveConnection {
  /** The page signed in or out: say who it is now. */
  hello(): void;
  close(): void;
}

/** A fraction in [0, 1) from the platform's generator, as every number the site draws at random. */
const spread = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

/** 1 s, 2 s, 4 s … up to 30 s, each a little shorter at random, so pages a restart dropped come back spread out. */
const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.75 + spread() * 0.25);

/**
 * One socket for the page (schemas/live/): it says who it is, hears what changed, and opens again
 * after a break, waiting longer each time. Nothing depends on an event arriving: an event only
 * says what to ask for again over HTTP, and after a break the page asks for everything.
 */
export function connectLive(options: LiveOptions): LiveConnection {
  const Socket = options.WebSocket ?? WebSocket;
  const backoff = options.backoff ?? defaultBackoff;
  const url = options.url ?? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${liveChannel.path}`;
  let socket: WebSocket | null = null;
  let attempt = 0;
  let opened = false;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let said: LiveHello = { token: null };
  const hello = () => {
    if (socket?.readyState !== Socket.OPEN) return;
    said = options.hello();
    socket.send(JSON.stringify(said));
  };

  const open = () => {
    const s = new Socket(url);
    socket = s;
    s.onopen = hello;
    s.onmessage = (message) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(String(message.data)) as LiveEvent;
      } catch {
        return;
      }
      if (event.type === 'welcome') {
        options.onWelcome?.(event.signedIn === true, said);
        if (opened && attempt > 0) options.onReconnected();
        opened = true;
        attempt = 0;
        return;
      }
      options.onEvent(event);
    };
    s.onclose = () => {
      if (socket !== s || closed) return;
      socket = null;
      // Not welcomed yet counts as a failed attempt too, so a server that refuses at once is not hammered.
      timer = setTimeout(open, backoff(attempt++));
    };
  };

  open();
  return {
    hello,
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}
