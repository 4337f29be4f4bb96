import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from 'helmet';
import { sql, type Kysely } from 'kysely';
import type { Tables } from './db/tables';
import type { Database } from './db/open';
import type { Profile } from './config';
import type { Brand } from './brands/store';
import { BrandDirectory } from './brands/BrandDirectory';
import { linkOrigin } from './brands/siteOrigin';
import { GeoDirectory } from './geo/GeoDirectory';
import { watchConfig } from './db/watchConfig';
import { validatorCompiler } from './http/validatorCompiler';
import { allSchemas } from './http/schemaStore';
import { lazySerializers } from './http/lazySerializers';
import { apiDocs } from './http/apiDocs';
import type { SignedMember } from './http/sessions';
import type { SignedOperator } from './http/operatorSession';
import { Balances, walletRoutes, paymentsRoutes, autoReceiveJob, hourlySettlementJob, periodSettlementJob, realtimeSettlementJob } from './modules/wallet/index';
import { CatalogueSnapshots, countPlaysJob, gamesRoutes, lobbyStart, lotteryDaysJob, lotteryDrawJob } from './modules/games/index';
import { listenForCacheNotices } from './http/cacheNotices';
import { LiveHub } from './live/LiveHub';
import { liveRoutes } from './live/liveRoutes';
import { isRegionBlocked, systemRoutes, siteRoutes, mediaRoutes, PageTemplate, bootJson, pageLanguage, pageContent, routeOf } from './modules/system/index';
import { ApiError, apiError, messageKey } from './errors';
import { requestLanguage, translate, type Language } from './i18n';
import { devRoutes } from './modules/dev/index';
import { sessionRoutes } from './modules/session/index';
import { memberRoutes, avatarRoutes, twoFactorRoutes, paymentDetailsRoutes, mobileRoutes, socialAccountsRoutes, mailSenderFor, recoveryRoutes } from './modules/member/index';
import { KeptOverviews, agentRoutes, applicationsPurgeJob, teamRollUpJob } from './modules/agent/index';
import { inboxRoutes, publishJob, UnreadCounts } from './modules/inbox/index';
import { qualifyJob, referralRoutes } from './modules/referral/index';
import { opensJob, rewardRoutes } from './modules/reward/index';
import { missionRoutes, racePrizeJob } from './modules/mission/index';
import { feedbackRoutes } from './modules/feedback/index';
import { chatRoutes, visitorConversation } from './modules/chat/index';
import { expiryJob, promoRoutes, turnsJob } from './modules/promo/index';
import { BadgeCounts } from './badges';
import { monthlyJob, vipRoutes } from './modules/vip/index';
import { pointsRoutes } from './modules/points/index';
import { rebateRoutes } from './modules/rebate/index';
import { limitErrorOf, limitUsagePurgeJob, limitsRoutes } from './modules/limits/index';
import { breaksRoutes } from './modules/breaks/index';
import { opsRoutes, previewParts } from './modules/ops/index';
import { Sessions } from './http/sessions';
import { verificationRoutes, smsSenderFor } from './modules/verification/index';
import { vendorRoutes, VendorSecrets } from './modules/vendor/index';
import { launchMember, settleSweepJob, studioRoutes } from './modules/studio/index';
import { Jobs, type JobKind } from './jobs/jobs';
import { vacuumJob } from './jobs/vacuumJob';
import { socialRoutes } from './modules/social/index';
import { BodyDecrypter } from './http/decryptBody';
import { breachedPasswordsAt, type BreachedPasswords } from './lib/breachedPasswords';
import { compressedBody } from './http/compressedBody';
import { Previews, previewToken } from './http/previews';
import { consoleCsp, framedBySite, helmetOptions } from './http/securityHeaders';
import { rateLimitsFor, type RateLimits } from './http/rateLimits';
import { limitCalls } from './http/callLimits';

declare module 'fastify' {
  interface FastifyRequest {
    brand: Brand;
    lang: Language;
    /** The signed-in member, on calls marked `session`. */
    member: SignedMember | null;
    /** The signed-in operator, on operator calls (/ops/). */
    operator: SignedOperator | null;
    /** Answered for a brand's draft, in the console's preview frame: never cached. */
    preview: boolean;
  }
  interface FastifyInstance {
    /** The database: for hooks that read it (the operator gate), and handed to every call as `db`. */
    database: Kysely<Tables>;
    sessions: Sessions;
    previews: Previews;
    balances: Balances;
    /** Each brand's catalogue in memory, what game lists are read from. */
    catalogues: CatalogueSnapshots;
    /** Each connected vendor's signing secret in memory, what a vendor's call is checked against. */
    vendorSecrets: VendorSecrets;
    /** The job queue (pg-boss): jobs are sent with the work that calls for them and run once, in whichever process takes them. */
    jobs: Jobs;
    decrypter: BodyDecrypter;
    /** The breached-password look-up new passwords also pass, when the deployment names one. */
    breachedPasswords: BreachedPasswords | null;
    geo: GeoDirectory;
    brands: BrandDirectory;
    /** Waits until this process serves every brand and IP-range change committed before the call. */
    syncConfig(): Promise<void>;
    /** The origin the links in a brand's messages open (server/brands/siteOrigin.ts): never a request's host. */
    linkOrigin(brand: Brand): string;
  }
}

export interface AppOptions {
  database: Database;
  profile: Profile;
  /** The built site (vite build); served with history-mode fallback when present. */
  clientDir?: string | undefined;
  /** A pino logger; none logs nothing (tests). */
  logger?: FastifyBaseLogger | undefined;
  trustProxy?: string | undefined;
  /** The rate limits; the profile's (server/http/rateLimits.ts) when unset. */
  rateLimits?: RateLimits | undefined;
  /** Keep rate-limit counts in this Redis, shared by every API process; in memory when unset. */
  redisUrl?: string | undefined;
  /** Put before every Redis key, so deployments or test runs sharing one Redis keep apart. */
  redisPrefix?: string | undefined;
  /** Where new passwords are also looked up among breached ones (MARQUEE_BREACHED_PASSWORDS_URL); the built-in list alone when unset. */
  breachedPasswordsUrl?: string | undefined;
}

/** Paths the API answers; everything else is the site. */
const apiPath = /^\/(wps|lgw|lotto|dev|docs|ops|vendor-api)(\/|$)/;

export async function buildApp(opts: AppOptions) {
  const { database, profile } = opts;
  const db = database.db;
  const brands = new BrandDirectory(db);
  /** The envelope of a failure, in the request's language (its brand's default before any hook ran). */
  const failure = (req: FastifyRequest, e: ApiError) => {
    const lang = req.lang ?? requestLanguage(req.headers, brands.forHost(req.hostname.toLowerCase()).config.defaultLang);
    // A parameter that is itself a locale key (the reason of a validation error) is translated too, with the error's other parameters (a bound it names).
    const params = Object.fromEntries(Object.entries(e.params).map(([k, v]) => [k, v.startsWith('errors:') ? translate(lang, v, e.params) : v]));
    return { success: false, errorCode: e.code, message: translate(lang, e.wording ?? messageKey(e.code), params), ...(e.field ? { field: e.field } : {}), ...e.extra };
  };
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    // A path the router cannot take apart (a bad escape, an over-long part) names nothing here.
    frameworkErrors: (_err, req, reply) => void (reply as FastifyReply).status(404).send(failure(req, apiError('NOT_FOUND'))),
    trustProxy: opts.trustProxy ?? 'loopback',
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // The platform family's clients send a JSON body with some GETs and DELETEs; it is ignored there.
    exposeHeadRoutes: false,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
  });
  // First of the hooks, so an answer refused by a later one (a closed site, a limit) carries the headers too.
  // Helmet's middleware is made once: @fastify/helmet made it again on every request, parsing the
  // policy each time (a twentieth of a plain call's cost).
  const securityHeaders = helmet(helmetOptions);
  app.addHook('onRequest', (req, reply, next) => securityHeaders(req.raw, reply.raw, (err?: unknown) => next(err as Error | undefined)));
  // Before anything is opened (a Redis out of reach stops the start here) and before the calls,
  // to whose routes the limits attach as they are added.
  await limitCalls(app, { limits: opts.rateLimits ?? rateLimitsFor(profile), redisUrl: opts.redisUrl, redisPrefix: opts.redisPrefix });
  const geo = new GeoDirectory(db);
  // The open pages of this process (server/live): told of every change that concerns them.
  const live = new LiveHub({ perSession: 5, perAddress: 50 });
  // The members' badges kept in memory (server/badges.ts): a module switched on or off changes them.
  const badgeCounts = new BadgeCounts(db);
  const watch = await watchConfig(database, {
    brands: async () => {
      await brands.reload();
      badgeCounts.forgetAll();
      live.brandChanged();
    },
    geo_ip_ranges: () => geo.reload(),
  });
  app.addHook('onClose', () => watch.stop());
  app.decorate('brands', brands);
  app.decorate('geo', geo);
  app.decorate('syncConfig', () => watch.sync());
  app.decorate('linkOrigin', (brand: Brand) => {
    // The port this server listens on, once it does (none for a server that was only injected into).
    const address = app.server.address();
    return linkOrigin(brand.config.siteOrigin, { profile, port: address && typeof address === 'object' ? address.port : null });
  });
  const sessions = new Sessions(db);
  const balances = new Balances(db);
  app.decorate('sessions', sessions);
  const previews = new Previews(
    db,
    (id) => brands.all().find((b) => b.id === id),
    (brand) => previewParts(db, brand),
  );
  app.decorate('previews', previews);
  app.decorate('balances', balances);
  const catalogues = new CatalogueSnapshots(db);
  app.decorate('catalogues', catalogues);
  const vendorSecrets = new VendorSecrets(db);
  app.decorate('vendorSecrets', vendorSecrets);
  // The open pages hear each notice after the caches dropped their copy, on the same connection; a
  // lost one tells every page to ask again, as it tells the caches.
  const unread = new UnreadCounts(db);
  const overviews = new KeptOverviews(db);
  const unlistenCache = await listenForCacheNotices(database, sessions, { balances, catalogues, vendorSecrets, unread, badges: badgeCounts, overviews }, live);
  app.addHook('onClose', () => unlistenCache().catch(() => undefined));
  app.decorate('decrypter', new BodyDecrypter(db));
  app.decorate(
    'breachedPasswords',
    opts.breachedPasswordsUrl
      ? breachedPasswordsAt(opts.breachedPasswordsUrl, {
          onUnavailable: (err) => app.log.warn({ err }, 'the breached-password look-up did not answer; a new password was judged by the built-in list alone'),
        })
      : null,
  );
  // Scheduled money work (a paid withdrawal's automatic receipt): every process works the queue, and
  // each job runs once, whichever process takes it (server/jobs/jobs.ts). pg-boss creates or migrates
  // its schema as it starts, before the first request.
  const jobs = new Jobs(database, { onError: (err) => app.log.warn({ err }, 'the job queue could not do a pass; tried again on the next') });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    await jobs.start();
    await jobs.queue(autoReceiveJob.kind, autoReceiveJob.queue);
    await autoReceiveJob.resend(db, jobs, brands.all());
    await jobs.work(autoReceiveJob.kind, autoReceiveJob.handle);
    const kinds: JobKind<never>[] = [
      publishJob,
      opensJob,
      turnsJob,
      { ...qualifyJob, handle: qualifyJob.handler(() => brands.all()) },
      racePrizeJob,
      { ...expiryJob, handle: expiryJob.handle((id) => brands.all().find((b) => b.id === id)) },
      monthlyJob,
      teamRollUpJob,
      applicationsPurgeJob,
      limitUsagePurgeJob,
      countPlaysJob,
      settleSweepJob(app, db),
    ];
    for (const job of kinds) await jobs.register(job);
    // Agents' contracts (decision 0284): each closed period settled once, whichever process runs it.
    // Not on the clock in the test profile: the seeded agents would be paid for the tests' rounds at
    // whatever moment a slot closed, mid-test; the tests settle the periods they choose themselves.
    for (const job of [realtimeSettlementJob, hourlySettlementJob, periodSettlementJob]) {
      await jobs.queue(job.kind, job.queue);
      await jobs.work(job.kind, job.handle);
      if (profile !== 'test') await jobs.schedule(job.kind, job.cron);
    }
    // The lottery (decision 0311): each game's days of issues kept made, each issue drawn at its time.
    await jobs.queue(lotteryDrawJob.kind, lotteryDrawJob.queue);
    await jobs.work(lotteryDrawJob.kind, lotteryDrawJob.handle(jobs));
    await jobs.queue(lotteryDaysJob.kind, lotteryDaysJob.queue);
    await jobs.work(lotteryDaysJob.kind, lotteryDaysJob.handle(jobs));
    if (profile !== 'test') {
      await jobs.schedule(lotteryDaysJob.kind, lotteryDaysJob.cron);
      // At start too, so a fresh database has its draws before the schedule's first pass.
      await jobs.send(db, { kind: lotteryDaysJob.kind, key: `start:${Date.now()}` });
    }
    // The embedded engine runs no autovacuum (decision 0288): the queue's schedule does its work.
    // Not on the clock in the test profile, whose databases live for a file's tests.
    if (database.kind === 'pglite') {
      await jobs.queue(vacuumJob.kind, vacuumJob.queue);
      await jobs.work(vacuumJob.kind, vacuumJob.handle(database));
      if (profile !== 'test') await jobs.schedule(vacuumJob.kind, vacuumJob.cron);
    }
  });
  app.addHook('onClose', () => jobs.stop());
  app.decorateRequest('brand', null as unknown as Brand);
  // Set by the first hook; a failure the router answers before it speaks the host's brand default.
  app.decorateRequest('lang', null as unknown as Language);
  app.decorateRequest('member', null);
  app.decorateRequest('preview', false);
  app.decorateRequest('operator', null);
  app.decorate('database', db);
  app.setValidatorCompiler(validatorCompiler);
  for (const schema of allSchemas) app.addSchema(schema);

  // Every request has a brand: the API answers for it, and a page or a 404 speaks its language. It
  // costs a map lookup (the directory is in memory), so nothing is decided by the raw URL, which
  // a percent-encoded or absolute-form request line would spell differently from the route.
  app.addHook('onRequest', async (req) => {
    req.brand = brands.forHost(req.hostname.toLowerCase());
    // The console's preview frame: its page address or its calls' header name a draft to answer for.
    const preview = previewToken(req);
    if (preview) {
      const draft = await previews.brandFor(preview);
      if (draft) {
        req.brand = draft;
        req.preview = true;
      }
    }
    req.lang = requestLanguage(req.headers, req.brand.config.defaultLang);
    const { call, alwaysOpen } = req.routeOptions.config;
    if (!call) return;
    const merchant = req.headers['merchant'];
    if (typeof merchant === 'string' && merchant !== '' && merchant !== req.brand.config.merchant) throw apiError('MERCHANT_MISMATCH');
    // SPEC §4: maintenance and region restriction close the site; only the calls that tell the
    // visitor so (status, whitelabel, permission) stay open.
    if (alwaysOpen) return;
    if (req.brand.maintenance) throw apiError('MAINTENANCE');
    if (isRegionBlocked(req.brand.config.region, req.ip, geo.countryOf(req.ip))) throw apiError('REGION_BLOCKED');
  });

  // A draft's answers are for the frame that asked: never kept by a browser or a cache, where the
  // published brand's answers for the same address would meet them.
  app.addHook('onSend', async (req, reply) => {
    if (req.preview) reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  });

  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    let e: ApiError;
    if (err instanceof ApiError) e = err;
    // A stake over one of the member's limits, refused by the ledger's trigger (migration 082) on whichever path staked it.
    else if (limitErrorOf(err)) e = limitErrorOf(err)!;
    else if (err.code === 'FST_ERR_NOT_FOUND') e = apiError('NOT_FOUND');
    else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') e = apiError('UNSUPPORTED_MEDIA_TYPE');
    else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') e = apiError('PAYLOAD_TOO_LARGE');
    else if (err.statusCode === 400) e = apiError('BAD_JSON');
    else if (err.statusCode === 503) e = apiError('UNAVAILABLE');
    else {
      req.log.error({ err }, 'unhandled error');
      e = apiError('INTERNAL');
    }
    return reply.status(e.status).send(failure(req, e));
  });

  app.get('/healthz', () => Promise.resolve({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });

  // Before the calls, so the API document sees every route as it is added.
  if (profile !== 'production') await apiDocs(app);
  await app.register(liveRoutes, {
    hub: live,
    sessions,
    db,
    launchMember: (brandId, token) => launchMember(db, brandId, token),
    chatOf: (brandId, chatToken) => visitorConversation(db, brandId, chatToken),
  });
  await app.register(systemRoutes, { db });
  await app.register(gamesRoutes, { db });
  await app.register(sessionRoutes, { db, sms: smsSenderFor(db, profile) });
  await app.register(twoFactorRoutes, { db });
  await app.register(memberRoutes, { db });
  await app.register(avatarRoutes, { db });
  await app.register(agentRoutes, { db, overviews });
  await app.register(inboxRoutes, { db, unread, badges: badgeCounts.of });
  await app.register(referralRoutes, { db });
  await app.register(rewardRoutes, { db });
  await app.register(missionRoutes, { db });
  await app.register(feedbackRoutes, { db });
  await app.register(chatRoutes, { db });
  await app.register(promoRoutes, { db });
  await app.register(vipRoutes, { db });
  await app.register(rebateRoutes, { db });
  await app.register(limitsRoutes, { db });
  await app.register(breaksRoutes, { db });
  await app.register(walletRoutes);
  await app.register(pointsRoutes);
  await app.register(paymentsRoutes);
  await app.register(paymentDetailsRoutes);
  await app.register(vendorRoutes);
  await app.register(studioRoutes, { db });
  await app.register(verificationRoutes, { db, sms: smsSenderFor(db, profile) });
  await app.register(mobileRoutes, { db, sms: smsSenderFor(db, profile) });
  await app.register(recoveryRoutes, { db, mail: mailSenderFor(db, profile), sms: smsSenderFor(db, profile) });
  await app.register(socialRoutes, { db, profile, sms: smsSenderFor(db, profile) });
  await app.register(socialAccountsRoutes, { db });
  await app.register(devRoutes, { db, profile });
  await app.register(opsRoutes, { db, profile, sms: smsSenderFor(db, profile) });
  await app.register(siteRoutes, { clientDir: opts.clientDir });
  await app.register(mediaRoutes, { db });

  const clientDir = opts.clientDir;
  const hasClient = Boolean(clientDir && existsSync(join(clientDir, 'index.html')));
  const page = hasClient ? new PageTemplate(clientDir!) : null;
  // The operator console's page: the same for every brand and operator, its language chosen in the browser.
  const consoleFile = hasClient ? join(clientDir!, 'console', 'console.html') : null;
  const consoleHtml = consoleFile && existsSync(consoleFile) ? readFileSync(consoleFile, 'utf8') : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (vite.config.ts); the one the client
      // accepts goes out, so the entry chunk travels at a third of its size.
      preCompressed: true,
      // index.html is a template: every page, /index.html too, is filled in for its brand below.
      // The build manifest is for the server's preloads, not for visitors; so are the source maps,
      // kept beside the scripts for reading a reported stack, never served.
      allowedPath: (path) => path !== '/index.html' && path !== '/console/console.html' && !path.includes('/.vite/') && !path.endsWith('.map'),
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The one page served as a file, the studio's game page, is framed by the site's game page.
        if (path.endsWith('.html')) reply.headers(framedBySite);
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    if (consoleHtml && req.method === 'GET' && /^\/console(\/|$|\?)/.test(req.url)) {
      const { body, encoding } = compressedBody(consoleHtml, req.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding')
        .header('x-robots-tag', 'noindex')
        .header('content-security-policy', consoleCsp)
        .type('text/html; charset=utf-8')
        .send(body);
    }
    if (!apiPath.test(req.url) && page && req.method === 'GET') {
      // History mode: every site route is the one page, which routes in the browser. It carries
      // the brand's public configuration, so it is never cached without asking (docs/decisions/0203-the-server-fills-in-the-page.md).
      const path = req.url.split('?')[0]!;
      const params = new URLSearchParams(req.url.split('?')[1] ?? '');
      const lang = pageLanguage(req.brand, req.headers.cookie, req.preview ? params.get('lang') : null);
      // The page's banners and announcements travel with it: the first banner is its largest
      // picture, fetched at once, and nothing above the fold waits for a call.
      const content = await pageContent(db, req.brand, path, lang);
      // A category's lobby travels with its vendors and first games, for a visitor who may see it.
      const route = content.visitorSees ? routeOf(req.brand, path)?.route : undefined;
      const lobby = route ? await lobbyStart(db, app.catalogues, req.brand, route, lang, params) : null;
      const html = page.render(req.brand, {
        path,
        params,
        lang,
        boot: bootJson(reply, req.brand, { ip: req.ip, countryCode: geo.countryOf(req.ip) }, content, lobby),
        content,
        lobby,
      });
      const { body, encoding } = compressedBody(html, req.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      // The console's preview frames the page it asks for; nothing else frames the site.
      if (previewToken(req)) reply.headers(framedBySite);
      return reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8').send(body);
    }
    throw apiError('NOT_FOUND');
  });

  return app;
}
