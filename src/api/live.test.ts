import { describe, expect, it, vi } from 'vitest';
import { connectLive } from './live';
import type { LiveEvent } from '../generated/types';

/** A socket as the browser's, driven by the test: what the page sent, and the server's side to play. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  // The server's side.
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  tell(event: LiveEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

function setUp(token: () => string | null = () => 'tok') {
  FakeSocket.all = [];
  const events: LiveEvent[] = [];
  const reconnected = vi.fn();
  const welcomes: Array<[boolean, unknown]> = [];
  const waits: number[] = [];
  const live = connectLive({
    hello: () => ({ token: token() }),
    onEvent: (e) => events.push(e),
    onReconnected: reconnected,
    onWelcome: (signedIn, hello) => welcomes.push([signedIn, hello]),
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    backoff: (attempt) => (waits.push(attempt), 1000 * 2 ** attempt),
    url: 'ws://test/live',
  });
  return { live, events, reconnected, waits, welcomes };
}

describe('connectLive', () => {
  it('says who the page is when the socket opens and again when asked, and passes on events after the welcome', () => {
    let token: string | null = 'first';
    const { live, events, welcomes } = setUp(() => token);
    const s = FakeSocket.all[0]!;
    s.accept();
    expect(s.sent).toEqual(['{"token":"first"}']);
    s.tell({ type: 'welcome', signedIn: true });
    s.tell({ type: 'balance' });
    token = null;
    live.hello();
    expect(s.sent.at(-1)).toBe('{"token":null}');
    expect(events).toEqual([{ type: 'balance' }]);
    // Each welcome is handed over with the hello it answers: the token it judged.
    s.tell({ type: 'welcome', signedIn: false });
    expect(welcomes).toEqual([
      [true, { token: 'first' }],
      [false, { token: null }],
    ]);
    live.close();
  });

  it('opens again after a break, waiting longer each failed time, and asks for everything once welcomed back', () => {
    vi.useFakeTimers();
    try {
      const { live, reconnected, waits } = setUp();
      FakeSocket.all[0]!.accept();
      FakeSocket.all[0]!.tell({ type: 'welcome', signedIn: true });
      FakeSocket.all[0]!.drop();
      // Refused twice (the server restarting), then back.
      vi.advanceTimersByTime(1000);
      FakeSocket.all[1]!.drop();
      vi.advanceTimersByTime(2000);
      FakeSocket.all[2]!.drop();
      vi.advanceTimersByTime(3999);
      expect(FakeSocket.all).toHaveLength(3);
      vi.advanceTimersByTime(1);
      expect(waits).toEqual([0, 1, 2]);
      const back = FakeSocket.all[3]!;
      back.accept();
      expect(reconnected).not.toHaveBeenCalled();
      back.tell({ type: 'welcome', signedIn: true });
      expect(reconnected).toHaveBeenCalledTimes(1);
      // Welcomed: the next break starts from the shortest wait again.
      back.drop();
      expect(waits).toEqual([0, 1, 2, 0]);
      live.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays closed once the page closes it', () => {
    vi.useFakeTimers();
    try {
      const { live } = setUp();
      FakeSocket.all[0]!.accept();
      live.close();
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.all).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
