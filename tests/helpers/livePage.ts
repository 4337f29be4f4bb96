import WebSocket from 'ws';
import { liveChannel } from '../../src/generated/live';
import { event as validateEvent } from '../../src/generated/validators/live.js';
import type { LiveEvent, LiveHello } from '../../src/generated/types';

/**
 * The live channel as a page opens it: the socket, every event it is told (each held to its
 * schema), a wait for the next of a type, and how it closed. Resolves once the hello is welcomed.
 * A session token, null for a visitor, or the hello itself (a game page's launch token, the console's operator token).
 */
export async function openLivePage(port: number, who: string | null | LiveHello, host = 'localhost') {
  const hello: LiveHello = typeof who === 'object' && who !== null ? who : { token: who };
  const socket = new WebSocket(`ws://127.0.0.1:${port}${liveChannel.path}`, { headers: { host: `${host}:${port}` } });
  const events: LiveEvent[] = [];
  const arrivals: number[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    const event: unknown = JSON.parse(text);
    if (!validateEvent(event)) throw new Error(`an event off its schema: ${text}`);
    events.push(event);
    arrivals.push(Date.now());
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  /** The first event of this type from index `from` on (with these fields, if given), waited for (a test's own timeout bounds it). */
  const next = async (type: LiveEvent['type'], from = 0, fields: Partial<LiveEvent> = {}): Promise<LiveEvent> => {
    const matches = (e: LiveEvent) => e.type === type && Object.entries(fields).every(([k, v]) => e[k as keyof LiveEvent] === v);
    for (;;) {
      const found = events.slice(from).find(matches);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  /** When the first event of this type from `from` on arrived. */
  const arrivedAt = (type: LiveEvent['type'], from = 0) => arrivals[events.findIndex((e, i) => i >= from && e.type === type)];
  socket.send(JSON.stringify(hello));
  await next('welcome');
  return { socket, events, next, arrivedAt, closed };
}
