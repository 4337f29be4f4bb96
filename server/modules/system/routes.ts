import type { FastifyInstance } from 'fastify';
import svgCaptcha from 'svg-captcha';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import type { BrandDirectory } from '../../brands/store';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Location } from '../../../src/generated/types';
import { countriesFor, hostnameOf, isRegionBlocked, systemStatus } from './service';
import { whitelabelOf } from '../../../src/engine/whitelabelOf';
import * as store from './store';

/** The system calls of SPEC §7: status, whitelabel, rules, permission, key, help, notices, banners, captcha, countries. */
export async function systemRoutes(app: FastifyInstance, { db, brands }: { db: Kysely<Tables>; brands: BrandDirectory }) {
  const locate = async (ip: string): Promise<Location> => ({ ip, countryCode: await store.countryOfIp(db, ip) });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/status',
    call: 'system/status',
    module: 'COMM3',
    async handler({ req, brand }) {
      const location = await locate(req.ip);
      return { status: systemStatus(brand.maintenance, isRegionBlocked(brand.config.region, location.ip, location.countryCode)), location };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/whitelabel',
    call: 'system/whitelabel',
    module: 'COMM3',
    handler: async ({ brand }) => whitelabelOf(brand.config),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/setting/register',
    call: 'system/settingRegister',
    module: 'REG3',
    handler: async ({ brand }) => brand.registerRules,
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/domainRoute',
    call: 'system/domainRoute',
    module: 'COMM3',
    handler: async ({ brand }) => ({ domains: brand.domains, routers: brand.config.routers ?? [] }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/permission',
    call: 'system/permission',
    module: 'COMM3',
    async handler({ req, brand, input }) {
      // The page tells which host it was opened on; a host that belongs to another brand means the
      // page and the API disagree about the brand (a mis-pointed domain), which the player must hear of.
      const pageBrand = await brands.forHost(hostnameOf(input.url));
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
        location: await locate(req.ip),
        settings: brand.settings,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/publicKey',
    call: 'system/publicKey',
    module: 'COMM3',
    async handler() {
      const { keyId, spki } = await store.currentKey(db);
      return { keyId, spki };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/helpCenter',
    call: 'system/helpCenter',
    module: 'COMM3',
    handler: async ({ brand }) => store.helpCenterOf(db, brand.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/relay/MCSFE_getListAnnouncements',
    call: 'system/announcements',
    module: 'COMM3',
    handler: async ({ brand, input }) =>
      store.announcementsInForce(db, brand.id, { types: input.types.split(','), platform: input.platform, execution: input.execution }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/notices',
    call: 'system/notices',
    module: 'COMM3',
    handler: async ({ brand, input }) => store.noticesPage(db, brand.id, input.pageNo ?? 1, input.pageSize ?? 10),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/banners',
    call: 'system/banners',
    module: 'COMM3',
    handler: async ({ brand, input }) => store.bannersOf(db, brand.id, input.groupName),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/captcha',
    call: 'system/captcha',
    module: 'CAPTCHA3',
    async handler({ brand, input }) {
      const captcha = svgCaptcha.create({ size: 4, ignoreChars: '0oO1iIlL', noise: 3, color: true, background: '#f3f4f6' });
      await store.saveCaptcha(db, input.uuid, brand.id, captcha.text.toLowerCase());
      return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/country',
    call: 'system/country',
    module: 'COMM3',
    handler: async ({ brand }) => countriesFor(brand.config),
  });
}
