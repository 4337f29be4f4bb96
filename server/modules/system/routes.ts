import type { FastifyInstance } from 'fastify';
import svgCaptcha from 'svg-captcha';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Location } from '../../../src/generated/types';
import { countriesFor, hostnameOf, permissionOf, servedOrigin, statusOf } from './service';
import { whitelabelOf } from '../../../src/engine/whitelabelOf';
import * as store from './store';
import { ServiceProbe } from './serviceProbe';

/**
 * A captcha people can read on a phone: large letters in near-black on white (svg-captcha draws
 * them in greys 0–4 of 15 when no background is given, and random colours, some faint, when one
 * is), one thin line of noise, and no letters that pass for others (0/o/O, 1/i/I/l/L, g/q/9). The white
 * comes from the picture itself, so it stays legible on the dark theme.
 */
const CAPTCHA_OPTIONS = { size: 4, ignoreChars: '0oO1iIlLuvVwWsSzZcCxXgq9', noise: 1, color: false, width: 200, height: 72, fontSize: 68 } as const;
const withWhiteGround = (svg: string) => svg.replace(/^(<svg[^>]*>)/, '$1<rect width="100%" height="100%" fill="#ffffff"/>');

/** The system calls of SPEC §7: status, whitelabel, rules, permission, key, help, notices, banners, captcha, countries, and whether the customer-service window answers. */
export function systemRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  const locate = (ip: string): Location => ({ ip, countryCode: app.geo.countryOf(ip) });
  const serviceProbe = new ServiceProbe();

  defineRoute(app, 'system/status', ({ req, brand }) => Promise.resolve(statusOf(brand, locate(req.ip))));

  defineRoute(app, 'system/whitelabel', ({ brand }) => Promise.resolve(whitelabelOf(brand.config)));

  defineRoute(app, 'system/settingRegister', ({ brand }) => Promise.resolve(brand.registerRules));

  defineRoute(app, 'system/domainRoute', ({ brand }) => Promise.resolve({ domains: brand.domains, routers: brand.config.routers ?? [] }));

  defineRoute(app, 'system/permission', ({ req, brand, input }) => {
    // The page tells which host it was opened on; a host that belongs to another brand means the
    // page and the API disagree about the brand (a mis-pointed domain), which the player must hear of.
    // The console's preview frame is served from the console's host whatever brand it shows.
    const pageBrand = app.brands.forHost(hostnameOf(input.url));
    if (pageBrand.id !== brand.id && !req.preview) throw apiError('MERCHANT_MISMATCH', {}, 'url');
    return Promise.resolve(permissionOf(brand, locate(req.ip), servedOrigin(app, brand)));
  });

  defineRoute(app, 'system/publicKey', async () => {
    const { keyId, spki } = await store.currentKey(db);
    return { keyId, spki, serverTime: Date.now() };
  });

  // Operator content answers in the request's language, else the brand's default, else any it has.
  const readLanguage = (brand: { config: { defaultLang: string } }, lang: string): store.ReadLanguage => ({ lang, defaultLang: brand.config.defaultLang });

  defineRoute(app, 'system/helpCenter', async ({ brand, lang }) => store.helpCenterOf(db, brand.id, readLanguage(brand, lang)));

  defineRoute(app, 'system/announcements', async ({ brand, lang, input }) =>
    store.announcementsInForce(db, brand.id, readLanguage(brand, lang), { types: input.types.split(','), platform: input.platform, execution: input.execution }),
  );

  defineRoute(app, 'system/notices', async ({ brand, lang, input }) => store.noticesPage(db, brand.id, readLanguage(brand, lang), input.pageNo ?? 1, input.pageSize ?? 10));

  defineRoute(app, 'system/banners', async ({ brand, lang, input }) => store.bannersOf(db, brand.id, input.groupName, readLanguage(brand, lang)));

  defineRoute(app, 'system/captcha', async ({ brand, input }) => {
    const captcha = svgCaptcha.create(CAPTCHA_OPTIONS);
    await store.saveCaptcha(db, input.uuid, brand.id, captcha.text.toLowerCase());
    return `data:image/svg+xml;base64,${Buffer.from(withWhiteGround(captcha.data)).toString('base64')}`;
  });

  defineRoute(app, 'system/serviceReachable', async ({ brand }) => ({ reachable: await serviceProbe.reachable(brand) }));
  defineRoute(app, 'system/country', ({ brand }) => Promise.resolve(countriesFor(brand.config)));
}
