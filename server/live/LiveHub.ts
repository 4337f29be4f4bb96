import type { WebSocket } from 'ws';
import type { LiveEvent } from '../../src/generated/types';
import { fromMinorUnits } from '../../src/engine/money';

/** One open page's socket, and whom it may be told about. */
export interface LivePeer {
  socket: WebSocket;
  brandId: string;
  ip: string;
  /** Null for a visitor: told only of the brand's changes. */
  memberId: string | null;
  tokenHash: string | null;
  /** A visitor's conversation with the support desk, by the chat token the page said (null: none). */
  chat: string | null;
  /** The console's operator session the page holds (null: none), and whether it may read a brand's payments desk, its queue of agent applications, its feedback, its chats and its lottery's liability. */
  operator: {
    tokenHash: string;
    desk: (brandId: string) => boolean;
    applications: (brandId: string) => boolean;
    feedback: (brandId: string) => boolean;
    chat: (brandId: string) => boolean;
    lottery: (brandId: string) => boolean;
  } | null;
}

export interface LiveLimits {
  /** Open pages of one session: the oldest is closed when one more opens. */
  perSession: number;
  /** Sockets from one address: one more is refused. */
  perAddress: number;
}

/** Close codes a page reads: the session ended (sign in again), or the page broke the channel's rules. */
export const closeCodes = { sessionEnded: 4001, badMessage: 4400, tooMany: 4429, busy: 1013, goingAway: 1001 } as const;

/** The shortest time between two `jackpot` events to a brand's pages, or two `liability` events to its operators. */
const windowMs = 1000;

const decisions = new Set(['approved', 'rejected', 'paid']);

/**
 * The open pages of this process, and what each is told. Changes reach it as the database's
 * notices on `marquee_cache`, sent at commit by whichever process made them (server/db/migrations
 * 010, 026, 039, 046, 049, 050, server/lib/offersNotice.ts and the lottery's draws), so a page open on one process
 * hears of a deposit approved on another; with PGlite, the one process hears its own. An event names what changed, never the figure: the page
 * asks for that over HTTP, so nothing depends on an event arriving.
 */
export class LiveHub {
  private readonly peers = new Set<LivePeer>();
  /** A brand's pages told of its jackpot, and its operators of its lottery's liability, at most once a window. */
  private readonly jackpots = new Windowed((brandId) => this.toBrand(brandId, { type: 'jackpot' }));
  private readonly liabilities = new Windowed((brandId) => {
    this.toOperators('lottery', brandId, { type: 'liability', brandId });
  });

  constructor(private readonly limits: LiveLimits) {}

  /** Whether one more socket from this address may open. */
  admits(ip: string): boolean {
    let n = 0;
    for (const p of this.peers) if (p.ip === ip) n++;
    return n < this.limits.perAddress;
  }

  has(peer: LivePeer): boolean {
    return this.peers.has(peer);
  }

  join(peer: LivePeer): void {
    this.peers.add(peer);
  }

  leave(peer: LivePeer): void {
    this.peers.delete(peer);
  }

  /** A page said who it is (again): a session's oldest page goes when it has more than its share. */
  identify(peer: LivePeer, member: { id: string; tokenHash: string | null } | null, operator: LivePeer['operator'] = null, chat: string | null = null): void {
    peer.memberId = member?.id ?? null;
    peer.chat = chat;
    peer.tokenHash = member?.tokenHash ?? null;
    peer.operator = operator;
    if (member?.tokenHash) this.keepShare((p) => p.tokenHash === member.tokenHash);
    if (operator) this.keepShare((p) => p.operator?.tokenHash === operator.tokenHash);
  }

  private keepShare(sameSession: (p: LivePeer) => boolean): void {
    const same = [...this.peers].filter(sameSession);
    for (const old of same.slice(0, Math.max(0, same.length - this.limits.perSession))) {
      this.leave(old);
      old.socket.close(closeCodes.tooMany, 'too many pages');
    }
  }

  get size(): number {
    return this.peers.size;
  }

  /** A `marquee_cache` notice, as the caches hear it: `<kind>:<key>`. */
  notice(payload: string): void {
    const [kind, key = ''] = payload.split(/:(.*)/s);
    if (kind === 'wallet') this.toMember(key, { type: 'balance' });
    else if (kind === 'member') this.toMember(key, { type: 'member' });
    else if (kind === 'inbox') this.toMember(key, { type: 'inbox' });
    else if (kind === 'inboxBrand') this.toBrandMembers(key, { type: 'inbox' });
    else if (kind === 'offers') this.toBrand(key, { type: 'offers' });
    else if (kind === 'mission') this.toMember(key, { type: 'badges' });
    else if (kind === 'games') this.toBrand(key, { type: 'games' });
    // Every stake on a jackpot game grows the pool (migration 075), and every lottery bet moves the
    // liability: a busy brand's pages and consoles ask again once a second rather than once a stake.
    else if (kind === 'jackpot') this.jackpots.tell(key);
    else if (kind === 'lotteryBets') this.liabilities.tell(key);
    else if (kind === 'lottery') {
      // `<brand id>:<game code>`: an issue of the brand's in-house lottery game drawn or cancelled.
      const [brandId, gameCode] = key.split(':');
      if (brandId && gameCode) {
        this.toBrand(brandId, { type: 'lottery', gameCode });
        this.liabilities.tell(brandId);
      }
    } else if (kind === 'session') this.sessionEnded((p) => p.tokenHash === key);
    else if (kind === 'operatorSession') this.sessionEnded((p) => p.operator?.tokenHash === key);
    else if (kind === 'desk') this.toDesk(key);
    else if (kind === 'applications') this.toOperators('applications', key, { type: 'applications', brandId: key });
    else if (kind === 'feedback') this.toOperators('feedback', key, { type: 'feedback', brandId: key });
    else if (kind === 'chat') this.toChat(key);
    else if (kind === 'deposit' || kind === 'withdrawal') {
      const [memberId, id, status, minor] = key.split(':');
      if (memberId && id && status && decisions.has(status) && minor && /^[0-9]+$/.test(minor))
        this.toMember(memberId, { type: kind, id, status: status as NonNullable<LiveEvent['status']>, amount: fromMinorUnits(minor) });
    } else if (kind === 'all') this.resync();
  }

  /** The brands were read again: every page asks for its brand's settings (one cheap, cached call). */
  brandChanged(): void {
    for (const p of this.peers) send(p, { type: 'brand' });
  }

  /** Notices may have been missed (the listening connection was lost): every page asks for everything again. */
  resync(): void {
    for (const p of this.peers) send(p, { type: 'resync' });
  }

  /** The server is stopping: pages reconnect to whichever process answers next. */
  closeAll(): void {
    this.jackpots.clear();
    this.liabilities.clear();
    for (const p of this.peers) p.socket.close(closeCodes.goingAway, 'server stopping');
    this.peers.clear();
  }

  private toBrand(brandId: string, event: LiveEvent): void {
    for (const p of this.peers) if (p.brandId === brandId) send(p, event);
  }

  /** Every signed-in page of the brand (a broadcast published or withdrawn); a visitor's page has no inbox. */
  private toBrandMembers(brandId: string, event: LiveEvent): void {
    for (const p of this.peers) if (p.brandId === brandId && p.memberId !== null) send(p, event);
  }

  private toMember(memberId: string, event: LiveEvent): void {
    for (const p of this.peers) if (p.memberId === memberId) send(p, event);
  }

  /**
   * `<brand id>:<book>`: the consoles whose operator may read this brand's payments desk are told.
   * The event names the brand, so each console asks again only for the desk it shows.
   */
  private toDesk(key: string): void {
    const [brandId, book] = key.split(':');
    if (!brandId || (book !== 'deposits' && book !== 'withdrawals' && book !== 'contractSettlements')) return;
    this.toOperators('desk', brandId, { type: 'desk', brandId, book });
  }

  /**
   * `<brand id>:<conversation id>:<member id or empty>`: a conversation with the support desk
   * changed. The player's pages (the member's, or the visitor's that said its token) and the
   * consoles that may work the brand's desk are told which.
   */
  private toChat(key: string): void {
    const [brandId, id, memberId] = key.split(':');
    if (!brandId || !id || !/^[0-9]{1,18}$/.test(id)) return;
    if (memberId) this.toMember(memberId, { type: 'chat', id });
    else for (const p of this.peers) if (p.chat === id && p.brandId === brandId) send(p, { type: 'chat', id });
    this.toOperators('chat', brandId, { type: 'chat', brandId, id });
  }

  /** The consoles whose operator has this right on the brand. */
  private toOperators(right: 'desk' | 'applications' | 'feedback' | 'chat' | 'lottery', brandId: string, event: LiveEvent): void {
    for (const p of this.peers) if (p.operator?.[right](brandId)) send(p, event);
  }

  /** A session ended (a member's or an operator's): the pages that hold it are told, and closed. */
  sessionEnded(holds: (p: LivePeer) => boolean): void {
    for (const p of this.peers) {
      if (!holds(p)) continue;
      send(p, { type: 'sessionEnded' });
      this.leave(p);
      p.socket.close(closeCodes.sessionEnded, 'session ended');
    }
  }
}

function send(peer: LivePeer, event: LiveEvent): void {
  if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(JSON.stringify(event));
}

/**
 * Tells of a brand at once, then at most once a window while more comes: the last change in a window
 * is told at its end, so none is lost.
 */
class Windowed {
  private readonly open = new Map<string, { again: boolean; timer: ReturnType<typeof setTimeout> }>();

  constructor(private readonly say: (brandId: string) => void) {}

  tell(brandId: string): void {
    const window = this.open.get(brandId);
    if (window) {
      window.again = true;
      return;
    }
    this.say(brandId);
    const timer = setTimeout(() => {
      const closed = this.open.get(brandId);
      this.open.delete(brandId);
      if (closed?.again) this.tell(brandId);
    }, windowMs);
    timer.unref?.();
    this.open.set(brandId, { again: false, timer });
  }

  clear(): void {
    for (const w of this.open.values()) clearTimeout(w.timer);
    this.open.clear();
  }
}
