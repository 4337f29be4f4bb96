import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { calls, type CallName } from '../../src/generated/calls';
import type { LoginRequest } from '../../src/generated/types';
import { apiError } from '../errors';
import { accountKey, tokenHash, tokenOf } from '../lib/tokens';
import { mobileE164 } from '../../src/engine/mobileNumber';
import type { RateLimits } from './rateLimits';
import { namedRedisStore } from './rateLimitStore';
import { requestTokenHash } from './sessions';

type Check = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface CallLimitOptions {
  limits: RateLimits;
  /** Counts live in this Redis, shared by every API process; in this process's memory without it. */
  redisUrl?: string | undefined;
  /** Put before every Redis key (`<prefix>rl:<limit>:<who>`), so deployments, or test runs, sharing one Redis keep apart. */
  redisPrefix?: string | undefined;
}

/** The address a limit counts: IPv6 by its /64, which one subscriber usually holds whole. */
const addressOf = (req: FastifyRequest) => normalizeIP(req.ip);

/** Who a sign-in names, as the login call compares it: the account name, or the number for a code. */
function signInIdentity(input: LoginRequest): string {
  if (input.type === 'sms') return `sms:${mobileE164(input.countryDialingCode ?? '', input.mobileNum ?? '') ?? input.mobileNum ?? ''}`;
  return `account:${accountKey(input.username ?? '')}`;
}

/**
 * The limits of server/http/rateLimits.ts on the calls they guard, by call name (a route's
 * `config.call`): sign-in per address and per account name from that address, every SMS call and
 * both registrations per address. A limit counts in @fastify/rate-limit's store (memory, or Redis,
 * atomically, when `redisUrl` is set) and answers 429 TOO_MANY_REQUESTS, in the error envelope, with
 * Retry-After. Per-address limits run first of all (onRequest), before a body is read or opened;
 * the per-account one runs once the sealed body is open and valid (preHandler), as it needs the
 * account name. Recovery, free play, the invitation-code check, social sign-in, the authenticator
 * app, the slider challenge and the captcha are held per address too; a member's calls that check
 * the password again, pictures sent, and deposits and withdrawals asked for, per address and
 * session. Call before the routes are registered: it attaches itself as they are.
 *
 * `createRateLimit` rather than route `config.rateLimit`: the plugin runs one limiter a request,
 * and sign-in has two.
 */
export async function limitCalls(app: FastifyInstance, opts: CallLimitOptions): Promise<void> {
  const redis = opts.redisUrl ? await connectRedis(app, opts.redisUrl) : undefined;
  await app.register(rateLimit, { global: false, ...(redis ? { store: namedRedisStore(redis, opts.redisPrefix ?? 'marquee:') } : {}) });

  const limiter = (name: keyof RateLimits, keyOf: (req: FastifyRequest) => string): Check => {
    const { max, windowMs, growing } = opts.limits[name];
    // Options the plugin reads but its types leave out of createRateLimit: the doubling wait, and
    // room in memory for many addresses, so a flood of new ones cannot push a counted one out.
    const extra = { exponentialBackoff: growing === true, cache: 50_000 };
    const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (req) => `${name}:${keyOf(req)}`, ...extra });
    return async (req, reply) => {
      let result: Awaited<ReturnType<typeof check>>;
      try {
        result = await check(req);
      } catch (err) {
        // The store is out of reach (Redis down): the call goes on, still guarded by its own
        // checks (the captcha, the per-number SMS rules), rather than every sign-in failing.
        req.log.warn({ err, limit: name }, 'rate limit store unavailable; request let through');
        return;
      }
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw apiError('TOO_MANY_REQUESTS', { minutes: String(Math.max(1, Math.ceil(result.ttlInSeconds / 60))) });
    };
  };

  const signInPerAddress = limiter('signInPerAddress', addressOf);
  const signInPerAccount = limiter('signInPerAccount', (req) => `${req.brand.id}:${signInIdentity(req.body as LoginRequest)}:${addressOf(req)}`);
  const sms = limiter('smsPerAddress', addressOf);
  const register = limiter('registerPerAddress', addressOf);
  const recovery = limiter('recoveryPerAddress', addressOf);
  const social = limiter('socialPerAddress', addressOf);
  const totp = limiter('totpPerAddress', addressOf);
  // Per address and session: a carrier's NAT puts many players behind one address, and one
  // session in the wrong hands is what this limit holds back.
  const perSession = (req: FastifyRequest) => `${addressOf(req)}:${(requestTokenHash(req) ?? tokenHash('')).slice(0, 16)}`;
  const passwordCheck = limiter('passwordCheckPerAddress', perSession);
  const uploads = limiter('uploadsPerAddress', perSession);
  const moneyRequests = limiter('moneyRequestsPerAddress', perSession);
  // Feedback (decision 0321) and chat (decision 0329): a member's counts with the member, wherever they send from; a visitor's with the address.
  const bySender = (name: 'feedbackPerSender' | 'chatPerSender'): Check => {
    const sender = new WeakMap<FastifyRequest, string>();
    const limit = limiter(name, (req) => sender.get(req) ?? `address:${addressOf(req)}`);
    return async (req, reply) => {
      const member = tokenOf(req.headers.authorization) !== null ? await req.server.sessions.read(req).catch(() => null) : null;
      if (member) sender.set(req, `member:${member.id}`);
      return limit(req, reply);
    };
  };
  const feedback = bySender('feedbackPerSender');
  const chat = bySender('chatPerSender');
  const guarded: Partial<Record<CallName, { onRequest?: Check; preHandler?: Check }>> = {
    'session/login': { onRequest: signInPerAddress, preHandler: signInPerAccount },
    'verification/smsNoLogin': { onRequest: sms },
    'verification/smsRegister': { onRequest: sms },
    'member/mobileCode': { onRequest: sms },
    'member/register': { onRequest: register },
    'member/registerMobile': { onRequest: register },
    'member/passwordByMobile': { onRequest: recovery },
    'member/passwordEmail': { onRequest: recovery },
    'member/passwordReset': { onRequest: recovery },
    'session/freeplay': { onRequest: limiter('freePlayPerAddress', addressOf) },
    'agent/affiliate': { onRequest: limiter('affiliatePerAddress', addressOf) },
    'agent/apply': { onRequest: limiter('agentApplicationPerAddress', addressOf) },
    'feedback/send': { onRequest: feedback },
    'chat/start': { onRequest: chat },
    'chat/send': { onRequest: chat },
    'social/start': { onRequest: social },
    'social/finish': { onRequest: social },
    'member/totpStart': { onRequest: totp },
    'member/totpConfirm': { onRequest: totp },
    'member/totpOff': { onRequest: totp },
    'session/slider': { onRequest: limiter('sliderPerAddress', addressOf) },
    'member/password': { onRequest: passwordCheck },
    'member/endSession': { onRequest: passwordCheck },
    'member/endOtherSessions': { onRequest: passwordCheck },
    'member/saveProfile': { onRequest: passwordCheck },
    'ops/signIn': { onRequest: limiter('opsSignInPerAddress', addressOf) },
    'ops/changePassword': { onRequest: passwordCheck },
    'ops/endSession': { onRequest: passwordCheck },
    'system/captcha': { onRequest: limiter('captchaPerAddress', addressOf) },
    'member/avatar': { onRequest: uploads },
    'wallet/depositSubmit': { onRequest: uploads },
    'wallet/withdrawalReceipt': { onRequest: uploads },
    'ops/uploadImage': { onRequest: uploads },
    'wallet/depositOpen': { onRequest: moneyRequests },
    'wallet/withdraw': { onRequest: moneyRequests },
  };

  // Under every call a vendor does not sign (a vendor's server speaks for all its players at
  // once): a ceiling per live session, or per address for calls without one, before any call's
  // own. A token no live session has counts with the address: a script sending a new made-up
  // token each time would otherwise get a fresh count with every call. (An operator's token is
  // no player's session: the console's calls count with their address too.)
  const perSessionCalls = limiter('callsPerSession', perSession);
  const perAddressCalls = limiter('callsPerAddress', addressOf);
  const anyCall: Check = async (req, reply) => {
    const live = tokenOf(req.headers.authorization) !== null && (await req.server.sessions.isLive(req));
    return live ? perSessionCalls(req, reply) : perAddressCalls(req, reply);
  };

  app.addHook('onRoute', (route) => {
    const call = route.config?.call;
    if (!call) return;
    const checks = { ...guarded[call] };
    if (!calls[call].signedBy) checks.onRequest = checks.onRequest ? both(anyCall, checks.onRequest) : anyCall;
    for (const phase of ['onRequest', 'preHandler'] as const) {
      const check = checks[phase];
      if (check) route[phase] = [...asList(route[phase]), check] as RouteOptions[typeof phase];
    }
  });
}

const both =
  (first: Check, then: Check): Check =>
  async (req, reply) => {
    await first(req, reply);
    await then(req, reply);
  };

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** A Redis the server can reach at start (a wrong REDIS_URL stops it there); commands fail fast while it is away. */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let lastError: Error | undefined;
  redis.on('error', (err: Error) => {
    lastError = err;
    app.log.warn({ err }, 'redis (rate limits)');
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    // The host only: the address may carry a password.
    throw new Error(`REDIS_URL: cannot reach ${new URL(url).host} (${(lastError ?? (err as Error)).message})`);
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
