import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { calls, type CallIO, type CallName, type ModuleId } from '../../src/generated/calls';
import { isModuleOn } from '../../src/engine/moduleSwitch';
import { isAgent, isTrialAccount } from '../../src/engine/accountType';
import { ApiError, apiError, apiErrorSaying } from '../errors';
import type { Brand } from '../brands/store';
import type { Language } from '../i18n';
import type { SignedMember } from './sessions';
import { readOperator, type SignedOperator } from './operatorSession';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import { idempotencyKeyPattern, runOnce } from './runOnce';
import { keepRawBody } from './rawBody';
import { vendorGate, vendorSigningRule } from './vendorGate';

export type CallInput<C extends CallName> = CallIO[C]['request'];
type Call<C extends CallName> = (typeof calls)[C];

export interface CallContext<C extends CallName> {
  req: FastifyRequest;
  /** For headers a call sets beside its answer (a cookie); the answer itself is the handler's value. */
  reply: FastifyReply;
  brand: Brand;
  lang: Language;
  input: CallInput<C>;
  /** The signed-in member, for calls marked `session` in the table. */
  member: Call<C>['session'] extends true ? SignedMember : null;
  /** The signed-in operator, for operator calls (`roles` in the table). */
  operator: Call<C>['roles'] extends null ? null : SignedOperator;
  /** For a call a vendor signs (`signedBy` in the table): the vendor the path names, connected to the brand, whose signature the body carries. */
  vendor: Call<C>['signedBy'] extends 'vendor' ? string : null;
  /**
   * Where the call reads and writes: for a call marked `idempotent`, the transaction that also keeps
   * its key and answer (everything it changes must go through it); else the database.
   */
  db: Kysely<Tables>;
  /** For a call marked `idempotent`: its key with the caller's scope, unique in the brand (a ledger change's key). */
  onceKey: string | null;
}

// What a route's `config` carries: the call it answers, for the hooks and for the API document.
declare module 'fastify' {
  interface FastifyContextConfig {
    call?: CallName;
    module?: ModuleId | readonly ModuleId[] | null;
    alwaysOpen?: boolean;
  }
}

/** What a redirect call's `refused` is told: the refusal its request met, at a gate or in its handler. */
export interface Refusal {
  req: FastifyRequest;
  brand: Brand;
  lang: Language;
  error: ApiError;
}

/**
 * A redirect call's answer: 303 See Other to `location`, a GET of the page there. Kept by no cache,
 * and the address it answers (a provider's code in its query) is told to no page it leads to.
 */
const sendOn = (reply: FastifyReply, location: string) => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 303);

/** Which part of the request the call's request schema describes (a signed call's path names only its vendor, which its gate checks). */
const requestPartOf = (c: Call<CallName>): 'params' | 'querystring' | 'body' =>
  c.signedBy ? 'body' : c.path.includes('/:') ? 'params' : c.method === 'GET' || c.method === 'DELETE' ? 'querystring' : 'body';

/** A call whose module is off in the brand's settings tree is closed (several modules: any one opens it). */
const moduleGate =
  (module: Call<CallName>['module']): preValidationAsyncHookHandler =>
  (req) => {
    if (module === null) return Promise.resolve();
    const open = typeof module === 'string' ? isModuleOn(req.brand.settings, module) : module.some((m) => isModuleOn(req.brand.settings, m));
    return open ? Promise.resolve() : Promise.reject(apiError('MODULE_DISABLED'));
  };

/**
 * What a session whose password support asked to change may still do: read who it is, its
 * balance, contracts, unread count and missions to claim (the page's header and menus' badges), change the
 * password, sign out. Everything else waits for the new password.
 */
// The member's own play status (RG3: session limit, reality check) holds while a new password is due too.
const openBeforePasswordChange = new Set<CallName>(['member/info', 'member/consolidated', 'wallet/balance', 'inbox/unreadCount', 'mission/summary', 'member/password', 'session/logout', 'breaks/playStatus']);

const sessionGate: preValidationAsyncHookHandler = async function (req) {
  const member = await this.sessions.read(req);
  const name = req.routeOptions.config.call!;
  if (member.mustChangePassword && !openBeforePasswordChange.has(name)) throw apiError('PASSWORD_CHANGE_REQUIRED');
  // SPEC §5: a trial account has no money of its own to move and no member centre to read.
  if (calls[name].realAccount && isTrialAccount(member.type)) throw apiError('REAL_ACCOUNT_REQUIRED');
  // SPEC §6: the agent area's calls are an agent's (account types 1, 2, 41, 42), a trial account's never.
  if (calls[name].agent && !isAgent(member.type)) throw apiErrorSaying('NOT_AGENT', 'errors:agents_only');
  req.member = member;
};

/** An operator call: a live operator session whose role the call admits (401, 403 ROLE_FORBIDDEN). */
const operatorGate =
  (roles: NonNullable<Call<CallName>['roles']>): preValidationAsyncHookHandler =>
  async function (req) {
    req.operator = await readOperator(this.database, req, roles);
    if (req.operator.mustChangePassword && !openBeforeOperatorPasswordChange.has(req.routeOptions.config.call!)) throw apiError('OPS_PASSWORD_CHANGE_REQUIRED');
  };

/** What an operator signed in with a password an admin set may call before choosing their own. */
const openBeforeOperatorPasswordChange = new Set<CallName>(['ops/me', 'ops/changePassword', 'ops/signOut']);

/** A money call carries the key that makes a repeat harmless: no key, no call (400 IDEMPOTENCY_KEY_REQUIRED). */
const idempotencyGate: preValidationAsyncHookHandler = (req) => {
  const key = req.headers['idempotency-key'];
  return typeof key === 'string' && idempotencyKeyPattern.test(key) ? Promise.resolve() : Promise.reject(apiError('IDEMPOTENCY_KEY_REQUIRED'));
};

const openSealedBody: preValidationAsyncHookHandler = async function (req) {
  req.body = await this.decrypter.open(req.body);
};

/**
 * Registers one call of the table (src/generated/calls.ts, from the request schema's `x-call`):
 * its method and path, and Fastify's own steps in this order — before validation, the module gate
 * (403 MODULE_DISABLED: a switched-off module neither opens bodies nor says what it would have
 * wanted), the session (401), the sealed body (400 BAD_ENCRYPTION), a vendor's signature over the
 * body's bytes as sent (401, server/http/vendorGate.ts); then the request schema
 * (400 naming the field); and the response schema, which serialises the value and drops any field
 * it does not name. Handlers see only valid input for a brand that offers the call.
 *
 * A call marked `redirect` (an address the browser opens, as a provider's return) answers no
 * envelope: its handler's `{ location }` becomes 303 See Other, and a refusal on the way — the site
 * closed or the region blocked (server/app.ts), a limit, the module gate, the request schema, the
 * handler's own — is handed to `opts.refused`, whose `{ location }` is answered the same way (the
 * page there tells the visitor). Anything else, or a redirect call without `refused`, answers as
 * any call does.
 */
export function defineRoute<C extends CallName>(
  app: FastifyInstance,
  name: C,
  handler: (ctx: CallContext<C>) => Promise<CallIO[C]['response']>,
  /**
   * `before`: a check that must stand on its own, run on the database before the call's work and
   * outside its transaction — what it writes stays even when it refuses (a try counted).
   */
  opts: { before?: (ctx: CallContext<C>) => Promise<void>; refused?: (r: Refusal) => Promise<CallIO[C]['response']> } = {},
): void {
  const call = calls[name] as Call<CallName>;
  const preValidation: preValidationAsyncHookHandler[] = [moduleGate(call.module)];
  if (call.session) preValidation.push(sessionGate);
  if (call.roles) preValidation.push(operatorGate(call.roles));
  if (call.idempotent) preValidation.push(idempotencyGate);
  if (call.encrypted) preValidation.push(openSealedBody);
  if (call.signedBy) preValidation.push(vendorGate);
  app.route({
    method: call.method,
    url: call.path,
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    ...(call.signedBy ? { preParsing: [keepRawBody] } : {}),
    config: { call: name, module: call.module, alwaysOpen: call.alwaysOpen },
    ...(call.redirect && opts.refused
      ? {
          errorHandler: (err: Error, req: FastifyRequest, reply: FastifyReply) => {
            // Anything but a refusal goes on to the server's handler: the envelope, as for any call.
            if (!(err instanceof ApiError)) throw err;
            // So does a failure of `refused` itself.
            void opts.refused!({ req, brand: req.brand, lang: req.lang, error: err }).then(
              (to) => sendOn(reply, (to as { location: string }).location),
              (failed: unknown) => reply.send(failed),
            );
          },
        }
      : {}),
    schema: {
      operationId: name,
      tags: [name.split('/')[0]!],
      // A call of some profiles only (/dev: the outbox, test answers) is tooling, not the platform
      // API: the document leaves it out, and Swagger UI stopped drawing at the test one.
      ...(call.profiles ? { hide: true } : {}),
      ...(call.signedBy ? { description: vendorSigningRule } : {}),
      ...(call.session || call.roles ? { security: [{ token: [] }] } : {}),
      [requestPartOf(call)]: { $ref: `${call.request}#` },
      response: call.redirect
        ? { 303: { description: 'See Other: the browser goes on to Location, a page of the site', type: 'null' } }
        : { 200: { type: 'object', required: ['success', 'value'], properties: { success: { type: 'boolean' }, value: { $ref: `${call.response}#` } } } },
    },
    preValidation,
    handler: async (req, reply) => {
      const part = requestPartOf(call);
      const input = (part === 'body' ? req.body : part === 'params' ? req.params : req.query) as CallInput<C>;
      const vendor = (call.signedBy ? (req.params as { vendor: string }).vendor : null) as CallContext<C>['vendor'];
      const ctx = { req, reply, brand: req.brand, lang: req.lang, input, member: req.member as CallContext<C>['member'], operator: req.operator as CallContext<C>['operator'], vendor };
      await opts.before?.({ ...ctx, db: app.database, onceKey: null });
      if (call.redirect) return sendOn(reply, ((await handler({ ...ctx, db: app.database, onceKey: null })) as { location: string }).location);
      if (!call.idempotent) return { success: true, value: await handler({ ...ctx, db: app.database, onceKey: null }) };
      const scope = req.member ? `member:${req.member.id}` : `operator:${req.operator!.id}`;
      const once = { brandId: req.brand.id, scope, key: req.headers['idempotency-key'] as string, call: name, input };
      if (call.ownOnce) return { success: true, value: await handler({ ...ctx, db: app.database, onceKey: `${name}:${scope}:${once.key}` }) };
      return { success: true, value: await runOnce(app.database, once, (trx) => handler({ ...ctx, db: trx, onceKey: `${name}:${scope}:${once.key}` })) };
    },
  });
}
