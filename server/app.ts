import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyError } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sql } from 'kysely';
import type { Database } from './db/open';
import type { Profile } from './config';
import { BrandDirectory, type Brand } from './brands/store';
import { ApiError, apiError, errorTable } from './errors';
import { requestLanguage, translate, type Language } from './i18n';
import { systemRoutes } from './modules/system/routes';
import { devRoutes } from './modules/dev/routes';
import { gamesRoutes } from './modules/games/routes';
import { sessionRoutes } from './modules/session/routes';
import { memberRoutes } from './modules/member/routes';
import { Sessions } from './http/sessions';
import { verificationRoutes } from './modules/verification/routes';
import { walletRoutes } from './modules/wallet/routes';
import { smsSenderFor } from './modules/verification/smsSender';
import { BodyDecrypter } from './http/decryptBody';

declare module 'fastify' {
  interface FastifyRequest {
    brand: Brand;
    lang: Language;
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
}

/** Paths the API answers; everything else is the site. */
const apiPath = /^\/(wps|lgw|lotto|dev)(\/|$)/;

export async function buildApp(opts: AppOptions) {
  const { database, profile } = opts;
  const db = database.db;
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    trustProxy: opts.trustProxy ?? 'loopback',
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // The platform family's clients send a JSON body with some GETs and DELETEs; it is ignored there.
    exposeHeadRoutes: false,
  });
  const brands = new BrandDirectory(db);
  app.decorateRequest('brand', null as unknown as Brand);
  app.decorateRequest('lang', 'bn');

  app.addHook('onRequest', async (req) => {
    if (!apiPath.test(req.url)) return;
    req.brand = await brands.forHost(req.hostname.toLowerCase());
    req.lang = requestLanguage(req.headers, req.brand.config.defaultLang);
    const merchant = req.headers['merchant'];
    if (typeof merchant === 'string' && merchant !== '' && merchant !== req.brand.config.merchant) throw apiError('MERCHANT_MISMATCH');
  });

  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    let e: ApiError;
    if (err instanceof ApiError) e = err;
    else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') e = apiError('UNSUPPORTED_MEDIA_TYPE');
    else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') e = apiError('PAYLOAD_TOO_LARGE');
    else if (err.statusCode === 400) e = apiError('BAD_JSON');
    else if (err.statusCode === 503) e = apiError('UNAVAILABLE');
    else {
      req.log.error({ err }, 'unhandled error');
      e = apiError('INTERNAL');
    }
    // A parameter that is itself a locale key (the reason of a validation error) is translated too.
    const params = Object.fromEntries(Object.entries(e.params).map(([k, v]) => [k, v.startsWith('errors:') ? translate(req.lang, v) : v]));
    return reply.status(e.status).send({
      success: false,
      errorCode: e.code,
      message: translate(req.lang, `errors:${errorTable[e.code].key}`, params),
      ...(e.field ? { field: e.field } : {}),
    });
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });

  await app.register(systemRoutes, { db, brands });
  await app.register(gamesRoutes, { db });
  const sessions = new Sessions(db);
  const decrypter = new BodyDecrypter(db);
  await app.register(sessionRoutes, { db, sessions, decrypter });
  await app.register(memberRoutes, { db, sessions, decrypter });
  await app.register(walletRoutes, { db, sessions });
  await app.register(verificationRoutes, { db, sms: smsSenderFor(db, profile) });
  if (profile !== 'production') await app.register(devRoutes, { db, profile });

  const clientDir = opts.clientDir;
  const hasClient = Boolean(clientDir && existsSync(join(clientDir, 'index.html')));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    if (!apiPath.test(req.url) && hasClient && req.method === 'GET') {
      // History mode: every site route is the one page, which routes in the browser.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (!req.lang) req.lang = 'bn';
    throw apiError('NOT_FOUND');
  });

  return app;
}
