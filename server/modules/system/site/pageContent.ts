import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { Brand } from '../../../brands/store';
import type { Announcements, Banners } from '../../../../src/generated/types';
import { announcementsInForce, bannersOf } from '../store';
import { isPublicRoute } from '../../../../src/engine/compile';

/** The operator content a page shows above its fold, in the page's language. */
export interface PageContent {
  /** The language the content is in: the page's. */
  lang: string;
  /** The route's banner group and its banners, and whether the route is a category's lobby (whose banner a phone leaves out); null on a page without a carousel. */
  banners: { group: string; items: Banners; lobby: boolean } | null;
  /** The announcement bar's notices (type B). */
  announcements: Announcements;
  /** Whether a visitor sees this route, or is sent to sign in (SPEC §2.1, loginedToHomePage). */
  visitorSees: boolean;
  /** Whether the page keeps a column for the side bar (the shell's body.has-side-menu). */
  sideMenu: boolean;
  /** Whether the visitor is shown the sign-in page: /login itself, or a page they are sent away from. */
  signIn: boolean;
}

/** The brand's route for `path` and the path as the table writes it, matched as the browser's router matches (case-insensitively). */
export function routeOf(brand: Brand, path: string) {
  const lower = path.toLowerCase();
  for (const route of brand.config.routes) {
    const match = route.paths.find((p) => p.toLowerCase() === lower);
    if (match) return { route, path: match };
  }
  return null;
}

/**
 * What travels in the page with the boot data, so the first render asks the API for none of it and
 * nothing above the fold moves when it arrives: the carousel's banners and the announcement bar.
 */
export async function pageContent(db: Kysely<Tables>, brand: Brand, path: string, lang: string): Promise<PageContent> {
  const asked = routeOf(brand, path);
  const visitorSees = !brand.config.loginedToHomePage || (asked !== null && isPublicRoute(asked.route, asked.path));
  // A visitor sent to sign in sees the sign-in page's frame (its announcements, its side bar), not the asked page's.
  const route = visitorSees ? (asked?.route ?? null) : (brand.config.routes.find((r) => r.screen === 'login') ?? asked?.route ?? null);
  const full = (route?.layout ?? 'full') === 'full';
  const group = route && full ? (route.bannerGroup ?? null) : null;
  const language = { lang, defaultLang: brand.config.defaultLang };
  const [items, announcements] = await Promise.all([
    group ? bannersOf(db, brand.id, group, language) : Promise.resolve(null),
    route && full ? announcementsInForce(db, brand.id, language, { types: ['B'], platform: 'W' }) : Promise.resolve([]),
  ]);
  return {
    lang,
    banners: group && items ? { group, items, lobby: Boolean(route?.category) } : null,
    announcements,
    visitorSees,
    sideMenu: Boolean(route && full && (route.sideMenu ?? true)),
    signIn: route?.screen === 'login',
  };
}
