import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { MemberInfo } from '../../src/generated/types';
import { apiError } from '../errors';
import { tokenHash, tokenOf } from '../lib/tokens';
import { accountRules, sessionIdle } from '../lib/accountRules';
import { FreshCache } from './FreshCache';
import type { AvatarType } from '../lib/avatarImage';

/** The member a live session of this brand belongs to, with what member info answers: one indexed read. */
export async function sessionMember(db: Kysely<Tables>, hash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    // The picture rides with the session read (migration 039 evicts it on change): member info reads nothing more.
    .leftJoin('member_avatars', 'member_avatars.member_id', 'members.id')
    .select([
      'members.id',
      'members.account',
      'members.type',
      'members.nickname',
      'members.upline_id',
      'members.club_label',
      'members.rank_level',
      'sessions.must_change_password',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.brand_id',
      'member_avatars.key as avatar_key',
      'member_avatars.content_type as avatar_type',
    ])
    .where('sessions.token_hash', '=', hash)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    // A lock ends the sessions too; this covers one started in the same instant.
    .where('members.locked', '=', false)
    .executeTakeFirst();
}

/** GET /wps/member/info's answer, from a members row (the session read selects these columns). */
export function memberInfoOf(m: {
  id: string;
  account: string;
  nickname: string | null;
  type: number;
  upline_id: string | null;
  club_label: string | null;
  rank_level: number | null;
}): Omit<MemberInfo, 'avatarUrl'> {
  return {
    id: m.id,
    account: m.account,
    nickname: m.nickname,
    type: m.type,
    toUpline: m.upline_id !== null,
    clubLabel: m.club_label ? { labelName: m.club_label, rankLevel: m.rank_level } : null,
  };
}

/** A session was used: its idle time starts again. Written at most once a minute per session. */
export async function touchSession(db: Kysely<Tables>, hash: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: sql<Date>`now()` }).where('token_hash', '=', hash).execute();
}

const hashes = new WeakMap<FastifyRequest, string | null>();
/** The hash of a request's session token (null: it carries none), made once per request: the rate limits' key and the session read both need it. */
export function requestTokenHash(req: FastifyRequest): string | null {
  let hash = hashes.get(req);
  if (hash === undefined) {
    const token = tokenOf(req.headers.authorization);
    hashes.set(req, (hash = token ? tokenHash(token) : null));
  }
  return hash;
}

/** Who a call marked 'session' is made by. */
export interface SignedMember {
  id: string;
  account: string;
  type: number;
  /** What GET /wps/member/info answers, read with the session; the picture's address depends on the brand's PROFPIC3. */
  info: Omit<MemberInfo, 'avatarUrl'>;
  /** The member's picture, read with the session (a change evicts it, migration 039). */
  avatar: { key: string; type: AvatarType } | null;
  /** The session's key, so sign-out can end exactly this one. */
  tokenHash: string;
  /** Support asked for a new password (migration 016): until it is given, the session opens little else. */
  mustChangePassword: boolean;
}

/**
 * How long a session read is served from memory. Sign-out, a member's change and a session
 * deleted by any process evict it at once (NOTIFY on `marquee_cache`, migration 010); the age
 * bounds what a missed notification can cost, as for brands.
 */
const SESSION_FRESH_MS = 1000;
/** A session's last use is written at most this often: its idle time is known to the minute. */
const TOUCH_EVERY_MS = 60_000;

/** Reads the session token of a request: a live session of the request's brand, or 401 UNAUTHORIZED. */
export class Sessions {
  private readonly cache = new FreshCache<string, (SignedMember & { brandId: string; expiresAt: number; lastSeenAt: number }) | null>(SESSION_FRESH_MS, 50_000);

  /** One read per request: the rate limits' key and the call's own gate both ask, and a token's hash is not free. */
  private readonly perRequest = new WeakMap<FastifyRequest, Promise<SignedMember>>();

  constructor(private readonly db: Kysely<Tables>) {}

  read(req: FastifyRequest): Promise<SignedMember> {
    let member = this.perRequest.get(req);
    if (!member) this.perRequest.set(req, (member = this.readOnce(req)));
    return member;
  }

  private async readOnce(req: FastifyRequest): Promise<SignedMember> {
    const hash = requestTokenHash(req);
    if (!hash) throw apiError('UNAUTHORIZED');
    const member = await this.live(hash, req.brand);
    if (!member) throw apiError('UNAUTHORIZED');
    return member;
  }

  /**
   * The live session of this brand a token's hash names, or null: what a call's session gate reads,
   * for a caller that is not a request (the live channel's hello).
   */
  async live(hash: string, brand: FastifyRequest['brand']): Promise<SignedMember | null> {
    const member = await this.cache.get(hash, async () => {
      const row = await sessionMember(this.db, hash);
      if (!row) return null;
      const { id, account, type } = row;
      return { id, account, type, info: memberInfoOf(row), avatar: row.avatar_key && row.avatar_type ? { key: row.avatar_key, type: row.avatar_type } : null, tokenHash: hash, mustChangePassword: row.must_change_password, brandId: row.brand_id, expiresAt: new Date(row.expires_at).getTime(), lastSeenAt: new Date(row.last_seen_at).getTime() };
    });
    const now = Date.now();
    // A session belongs to one brand: its token means nothing on another brand's hosts.
    if (!member || member.brandId !== brand.id || member.expiresAt <= now) return null;
    if (sessionIdle(member.lastSeenAt, accountRules(brand), now)) return null;
    if (now - member.lastSeenAt > TOUCH_EVERY_MS) {
      member.lastSeenAt = now;
      await touchSession(this.db, hash);
    }
    return member;
  }

  /**
   * Whether the request's token is a live session of its brand, for the rate limits' key: read as
   * `read` reads it, so the call's own gate then finds it in memory.
   */
  async isLive(req: FastifyRequest): Promise<boolean> {
    try {
      await this.read(req);
      return true;
    } catch {
      return false;
    }
  }

  /** A session that ended (sign-out here, or a deleted row anywhere): its token is refused from now on. */
  forgetSession(hash: string): void {
    this.cache.evict(hash);
  }

  /** A member whose row changed: their sessions are read again. */
  forgetMember(id: string): void {
    this.cache.evictWhere((m) => m?.id === id);
  }

  forgetAll(): void {
    this.cache.clear();
  }
}
