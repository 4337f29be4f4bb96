import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { calls } from '../../../../src/generated/calls';
import type { Brand } from '../../../brands/store';
import { languages, translate, type Language } from '../../../i18n';
import type { Location } from '../../../../src/generated/types';
import type { LobbyStart } from '../../../../src/engine/lobbyScreens';
import { pageNameKey } from '../../../../src/engine/pageName';
import { permissionOf, servedOrigin, statusOf } from '../service';
import { Preloads } from './preloads';
import { routeOf, type PageContent } from './pageContent';
import { brandIcons } from './brandIcons';
import { escapeHtml } from './escapeHtml';
import { lobbyFirstPaint } from './lobbyFirstPaint';
import { firstScreenTiles } from '../../../../src/engine/lobbyScreens';

/** The element the boot data travels in. */
export const bootElementId = 'marquee-boot';

/**
 * JSON text made safe as the text of a script element: `<` never appears, so neither `</script>`
 * nor `<!--` can end or change the element, whatever an operator writes into a brand; U+2028 and
 * U+2029 are escaped for old JavaScript parsers. These characters occur in JSON only inside
 * strings, where the escape means the same: JSON.parse reads it back unchanged.
 */
export function inlineJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// One object each, so Fastify compiles each serializer once.
const permissionSchema = { $ref: `${calls['system/permission'].response}#` };
const statusSchema = { $ref: `${calls['system/status'].response}#` };
const bannersSchema = { $ref: `${calls['system/banners'].response}#` };
const announcementsSchema = { $ref: `${calls['system/announcements'].response}#` };
const gameMenusSchema = { $ref: `${calls['games/gameMenus'].response}#` };
const gameListSchema = { $ref: `${calls['games/gameList'].response}#` };
const classifiesSchema = { $ref: `${calls['games/vassGameType'].response}#` };

// fast-json-stringify takes arrays as well; Fastify's type only names objects.
const asInput = (v: unknown) => v as Record<string, unknown>;

/**
 * What the first render needs, put into the page so the browser draws it without waiting for the
 * status and permission calls (src/app/bootData.ts reads it): the boot data as JSON text, serialised by the calls' own response schemas (which fill in their
 * defaults and drop what they do not name), so it is the very answer the calls would give.
 */
export function bootJson(reply: FastifyReply, brand: Brand, location: Location, content?: PageContent, lobby?: LobbyStart | null): string {
  const permission = reply.serializeInput({ ...permissionOf(brand, location, servedOrigin(reply.server, brand)) }, permissionSchema);
  const status = reply.serializeInput({ ...statusOf(brand, location) }, statusSchema);
  if (!content) return `{"permission":${permission},"status":${status}}`;
  // A lobby draws its vendors and first games with the first render: its largest paint is a game's picture.
  const lobbyJson = lobby
    ? `,"lobby":{"menus":${reply.serializeInput(asInput(lobby.menus), gameMenusSchema)}` +
      (lobby.list ? `,"list":{"lang":${JSON.stringify(lobby.list.lang)},"request":${JSON.stringify(lobby.list.request)},"page":${reply.serializeInput(asInput(lobby.list.page), gameListSchema)}}` : '') +
      (lobby.classifies
        ? `,"classifies":{"gameType":${JSON.stringify(lobby.classifies.gameType)},"vassalage":${JSON.stringify(lobby.classifies.vassalage)},"answer":${reply.serializeInput(asInput(lobby.classifies.answer), classifiesSchema)}}`
        : '') +
      '}'
    : '';
  const { banners, announcements } = content;
  const bannersJson = banners ? `,"banners":{"group":${JSON.stringify(banners.group)},"items":${reply.serializeInput(asInput(banners.items), bannersSchema)}}` : '';
  const announcementsJson = reply.serializeInput(asInput(announcements), announcementsSchema);
  return `{"permission":${permission},"status":${status},"contentLang":${JSON.stringify(content.lang)}${bannersJson},"announcements":${announcementsJson}${lobbyJson}}`;
}

/**
 * The language a page is sent in: the one the browser remembered (hisLang, mirrored into the
 * __Host-lang cookie by src/app/i18n.ts) when the brand offers it, else the brand's default — the client's own choice
 * (src/engine/pickLanguage.ts), so the first paint and the running page agree.
 */
export function pageLanguage(brand: Brand, cookieHeader: string | undefined, asked: string | null = null): Language {
  // The console's preview asks for a language in the address, over what this browser remembers.
  // __Host-lang, else the hisLang cookie an earlier version of the site set, until its year is out.
  const cookie = (name: string) =>
    new RegExp(`(?:^|;\\s*)${name}=([^;]*)`)
      .exec(cookieHeader ?? '')?.[1]
      ?.trim()
      .toLowerCase();
  const remembered = asked?.toLowerCase() || cookie('__Host-lang') || cookie('hisLang');
  const offered = brand.config.supportLanguages as readonly string[];
  const lang = remembered && offered.includes(remembered) ? remembered : brand.config.defaultLang;
  return (languages as readonly string[]).includes(lang) ? (lang as Language) : 'bn';
}

/** The page's name for a path of the brand's route table, or null for a path it does not have. */
function pageName(brand: Brand, path: string, lang: Language): string | null {
  const found = routeOf(brand, path);
  if (!found) return null;
  const { route, path: match } = found;
  const key = pageNameKey({ path: match, screen: route.screen, category: route.category, dialog: route.dialog });
  const name = translate(lang, key);
  return name === key ? null : name;
}

/** A transparent 1×1 GIF, a data address the Content-Security-Policy admits (img-src data:). */
const blankPixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The picture a page's first paint shows: its first banner, when a visitor sees the page at all. */
export function firstBannerOf(content: PageContent | undefined) {
  return content?.visitorSees ? (content.banners?.items[0] ?? null) : null;
}

/**
 * What the page shows before its script has run, in the shell's own classes and places: the
 * header's logo row, the navigation's row, the announcement bar's row when there are
 * announcements, and the first banner (src/app/banner.css). The rows hold their height by the
 * shell's own rules (shell.css), so the largest picture of the page paints where it will stay, as
 * soon as it arrives. The shell replaces all of it on its first render; it is hidden from assistive
 * technology, which reads the real page a moment later.
 */
export function firstPaint(brand: Brand, content: PageContent | undefined, lobby = ''): string {
  const logo = `<img src="${escapeHtml(brand.config.logo)}" alt="" width="160" height="40" />`;
  const first = firstBannerOf(content);
  const size = first?.width && first.height ? ` width="${first.width}" height="${first.height}"` : '';
  const slot = content?.banners?.lobby ? 'banner-slot banner-slot--lobby' : 'banner-slot';
  const img = `<img src="${escapeHtml(first?.url ?? '')}" alt=""${size} fetchpriority="high" />`;
  // A lobby's banner is hidden on a phone (banner.css); an <img> hidden by a style is still
  // downloaded, so there the picture's source is a blank pixel of the page's own (decision 0302).
  const picture = content?.banners?.lobby ? `<picture><source media="(max-width: 768px)" srcset="${blankPixel}" />${img}</picture>` : img;
  const banner = first
    ? `<div class="${slot}"><section class="banner"><div class="banner__viewport"><div class="banner__slides"><div class="banner__slide">${picture}</div></div></div></section></div>`
    : '';
  const bar = content?.announcements.length ? '<div class="announcement-bar"></div>' : '';
  const nav = content ? '<nav class="site-nav"></nav>' : '';
  const main = content?.signIn ? `<main class="main-view">${signInCard(brand, content.lang)}</main>` : lobby;
  return `<div class="first-paint" aria-hidden="true"><header class="site-header"><div class="site-header__top"><span class="site-header__logo">${logo}</span></div>${nav}</header>${bar}${banner}${main}</div>`;
}

/**
 * The top of the sign-in page's card (renderers/screens/login.tsx) as the shell draws it: on a brand
 * that sends visitors to sign in, it is the first thing they read, so it paints before the script.
 */
function signInCard(brand: Brand, lang: string): string {
  const language = (languages as readonly string[]).includes(lang) ? (lang as Language) : 'bn';
  const title = escapeHtml(translate(language, 'forms:loginTitle'));
  const welcome = escapeHtml(translate(language, 'forms:loginWelcome', { name: brand.config.name }));
  return `<div class="screen screen--login"><div class="login-card"><img src="${escapeHtml(brand.config.logo)}" alt="" height="48" /><h1 class="screen__title">${title}</h1><p class="screen__subtitle">${welcome}</p></div></div>`;
}

export function pageTitle(brand: Brand, path: string, lang: Language): string {
  const name = brand.config.name;
  const page = pageName(brand, path, lang);
  return page ? translate(lang, 'meta:titleOf', { page, name }) : name;
}

export function pageDescription(brand: Brand, lang: Language): string {
  return translate(lang, 'meta:description', { name: brand.config.name, currency: brand.config.currency.code });
}

/** The brand's colours for the browser's chrome: those of its default theme. */
export function brandColours(brand: Brand): { theme: string; background: string } {
  const t = brand.config.theme;
  const tokens = t.default === 'dark' ? t.dark : t.light;
  return { theme: tokens.primary, background: tokens.background };
}

/**
 * index.html as vite built it, filled in per request: language, title, description, theme colour,
 * manifest and the boot data of the request's brand. The built file is read once; `npm start`
 * builds before the server starts.
 */
export class PageTemplate {
  private readonly html: string;
  private readonly preloads: Preloads;

  constructor(clientDir: string) {
    this.html = readFileSync(join(clientDir, 'index.html'), 'utf8');
    this.preloads = new Preloads(clientDir);
    if (!/<html[^>]*>/.test(this.html) || !this.html.includes('</head>')) throw new Error(`${clientDir}/index.html has no <html> or </head>`);
  }

  /**
   * `boot`: the boot data as JSON text (bootJson); `content`: what the page shows above its fold;
   * `lobby`: a lobby's start (lobbyStart), read from the address's `params`.
   */
  render(brand: Brand, opts: { path: string; params?: URLSearchParams; lang: Language; boot: string; content?: PageContent; lobby?: LobbyStart | null }): string {
    const { path, lang, boot, content, lobby } = opts;
    const firstBanner = firstBannerOf(content);
    const route = routeOf(brand, path)?.route;
    // A lobby's start is made only for a visitor who may see the page (server/app.ts).
    const lobbyPaint = route ? lobbyFirstPaint(brand, route, lobby, opts.params ?? new URLSearchParams()) : '';
    const colours = brandColours(brand);
    const icons = brandIcons(brand.id);
    const head = [
      `<meta name="description" content="${escapeHtml(pageDescription(brand, lang))}" />`,
      `<meta name="theme-color" content="${escapeHtml(colours.theme)}" />`,
      `<link rel="manifest" href="/manifest.webmanifest?lang=${lang}" />`,
      ...(icons
        ? [`<link rel="icon" href="${icons.favicon}" type="image/svg+xml" />`, `<link rel="apple-touch-icon" href="${icons.appleTouch}" />`]
        : [`<link rel="icon" href="${escapeHtml(brand.config.logo)}" />`]),
      // A lobby's banner is not shown on a phone (decision 0302): only a wider screen asks for it first.
      ...(firstBanner ? [`<link rel="preload" href="${escapeHtml(firstBanner.url)}" as="image" fetchpriority="high"${content?.banners?.lobby ? ' media="(min-width: 769px)"' : ''} />`] : []),
      // A lobby's first rows of games are its largest paint on a phone: their pictures come first.
      ...(lobby?.list?.page.games
        .slice(0, firstScreenTiles)
        .filter((g) => g.image)
        .map((g) => `<link rel="preload" href="${escapeHtml(g.image)}" as="image" fetchpriority="high" />`) ?? []),
      ...this.preloads.tags(lang, Boolean(content?.banners), route?.screen ?? null, Boolean(route?.category)),
      `<script type="application/json" id="${bootElementId}">${inlineJson(boot)}</script>`,
    ].join('\n    ');
    // Replacement functions, so a `$` in a brand's name is not read as a replacement pattern.
    return this.html
      .replace(/<html[^>]*>/, () => `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle(brand, path, lang))}</title>`)
      .replace('</head>', () => `  ${head}\n  </head>`)
      .replace('<body>', () => (content?.sideMenu ? '<body class="has-side-menu">' : '<body>'))
      .replace('<div id="root"></div>', () => `<div id="root">${firstPaint(brand, content, lobbyPaint)}</div>`);
  }
}
