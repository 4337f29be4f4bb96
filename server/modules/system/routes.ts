import type { FastifyInstance } from 'fastify';
import svgCaptcha from 'svg-captcha';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Location } from '../../../src/generated/types';
import { countriesFor, hostnameOf, isRegionBlocked, systemStatus } from './service';
import { whitelabelOf } from '../../../src/engine/whitelabelOf';
import * as store from './store';

/** The system calls of SPEC §7: status, whitelabel, rules, permission, key, help, notices, banners, captcha, countries. */
export async function systemRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  const locate = (ip: string): Location => ({ ip, countryCode: app.geo.countryOf(ip) });

  defineRoute(app, 'system/status', async ({ req, brand }) => {
    const location = locate(req.ip);
    return { status: systemStatus(brand.maintenance, isRegionBlocked(brand.config.region, location.ip, location.countryCode)), location };
  });

  defineRoute(app, 'system/whitelabel', async ({ brand }) => whitelabelOf(brand.config));

  defineRoute(app, 'system/settingRegister', async ({ brand }) => brand.registerRules);

  defineRoute(app, 'system/domainRoute', async ({ brand }) => ({ domains: brand.domains, routers: brand.config.routers ?? [] }));

  defineRoute(app, 'system/permission', async ({ req, brand, input }) => {
    // The page tells which host it was opened on; a host that belongs to another brand means the
    // page and the API disagree about the brand (a mis-pointed domain), which the player must hear of.
    const pageBrand = app.brands.forHost(hostnameOf(input.url));
    if (pageBrand.id !== brand.id) throw apiError('MERCHANT_MISMATCH', {}, 'url');
    const c = brand.config;
    return {
      whitelabel: whitelabelOf(c),
      register: brand.registerRules,
      resources: c.resources ?? [],
      customerService: c.customerService ? { url: c.customerService.url } : null,
      analytics: { gtagId: c.analytics?.gtagId ?? null },
      imageCDNs: c.imageCDNs ?? [],
      launchGameCDNs: c.launchGameCDNs ?? [],
      location: locate(req.ip),
      settings: brand.settings,
    };
  });

  defineRoute(app, 'system/publicKey', async () => {
    const { keyId, spki } = await store.currentKey(db);
    return { keyId, spki };
  });

  // Operator content answers in the request's language, else the brand's default, else any it has.
  const readLanguage = (brand: { config: { defaultLang: string } }, lang: string): store.ReadLanguage => ({ lang, defaultLang: brand.config.defaultLang });

  defineRoute(app, 'system/helpCenter', async ({ brand, lang }) => store.helpCenterOf(db, brand.id, readLanguage(brand, lang)));

  defineRoute(app, 'system/announcements', async ({ brand, lang, input }) =>
    store.announcementsInForce(db, brand.id, readLanguage(brand, lang), { types: input.types.split(','), platform: input.platform, execution: input.execution }),
  );

  defineRoute(app, 'system/notices', async ({ brand, lang, input }) =>
    store.noticesPage(db, brand.id, readLanguage(brand, lang), input.pageNo ?? 1, input.pageSize ?? 10),
  );

  defineRoute(app, 'system/banners', async ({ brand, input }) => store.bannersOf(db, brand.id, input.groupName));

  defineRoute(app, 'system/captcha', async ({ brand, input }) => {
    const captcha = svgCaptcha.create({ size: 4, ignoreChars: '0oO1iIlL', noise: 3, color: true, background: '#f3f4f6' });
    await store.saveCaptcha(db, input.uuid, brand.id, captcha.text.toLowerCase());
    return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
  });

  defineRoute(app, 'system/country', async ({ brand }) => countriesFor(brand.config));
}
