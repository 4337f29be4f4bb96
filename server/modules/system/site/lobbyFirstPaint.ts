import type { Brand } from '../../../brands/store';
import type { Category, Game } from '../../../../src/generated/types';
import type { LobbyStart } from '../../../../src/engine/lobbyScreens';
import { lobbyShapeOf } from '../../../../src/engine/lobbyScreens';
import { categoryLabelKey } from '../../../../src/engine/categoryLabelKey';
import { vendorMenuLimit, type GameView } from '../../../../src/engine/gameFilters';
import { translate, type Language } from '../../../i18n';
import { brandRuntime } from '../../../lib/brandRuntime';
import { escapeHtml } from './escapeHtml';

/** A phone's first screen holds two rows of three tiles: the first paint draws those. */
export const firstScreenTiles = 6;

/**
 * A category lobby as a phone first shows it, drawn by the server before any script runs: the
 * jackpot's box, the title, the vendor tabs, the lists and the filter button, the count and the
 * first two rows of games, in the lobby's own classes and order (renderers/screens/electronicGames.tsx,
 * renderers/parts/games/). Its pictures are the page's largest paint, so they paint as soon as they
 * arrive instead of after the lobby's script. Drawn for the address's bare lobby only (a vendor,
 * view or filter in the address is the running site's to draw); nothing in it acts, and the
 * first paint that holds it is hidden from assistive technology. Its buttons are buttons only to look the same:
 * inert, out of the tab order, and gone when the running site draws. tests/e2e/firstPaint.test.ts
 * checks that the first game stands where the running site puts it.
 */
export function lobbyFirstPaint(brand: Brand, lang: Language, route: { screen: string; category?: Category | null }, lobby: LobbyStart | null | undefined, query: string): string {
  const shape = lobbyShapeOf(route.screen, route.category);
  const page = lobby?.list?.page;
  if (!shape || !route.category || !page || page.games.length === 0 || new URLSearchParams(query).size > 0) return '';
  const t = (key: string, values?: Record<string, string>) => escapeHtml(translate(lang, key, values));
  const vendors = lobby.menus.find((m) => m.category === route.category)?.vendors ?? [];
  const selected = lobby.list!.request.vassalage ?? null;
  const tabs = [
    ...(shape.allVendorsTab ? [{ code: null as string | null, name: translate(lang, 'games:allVendors') }] : []),
    ...vendors.map((v) => ({ code: v.vassalage, name: v.name })),
  ]
    .map((e) => `<button type="button" tabindex="-1" role="tab" aria-selected="${e.code === selected}" class="vendor-menu__tab"><span>${escapeHtml(e.name)}</span></button>`)
    .join('');
  const arrows = vendors.length > vendorMenuLimit;
  const arrow = (d: string, disabled: boolean) => `<button type="button" tabindex="-1" class="vendor-menu__arrow"${disabled ? ' disabled' : ''}>${icon(d, '1.25rem')}</button>`;
  const menu = arrows
    ? `<div class="vendor-menu vendor-menu--arrows">${arrow('M15 18l-6-6 6-6', true)}<div class="vendor-menu__row">${tabs}</div>${arrow('M9 6l6 6-6 6', false)}</div>`
    : `<div class="vendor-menu"><div class="vendor-menu__row">${tabs}</div></div>`;
  const { features } = brandRuntime(brand);
  const views: GameView[] = ['all', ...(features.hotGames ? ['hot' as const] : []), ...(features.favouriteGames ? ['fav' as const] : []), ...(features.recentGames ? ['recent' as const] : [])];
  const viewButtons =
    views.length < 2
      ? ''
      : `<div class="lobby-views">${views.map((v) => `<button type="button" tabindex="-1" class="lobby-views__button" aria-pressed="${v === 'all'}">${t(`games:view_${v}`)}</button>`).join('')}</div>`;
  const toggle = `<button type="button" tabindex="-1" class="lobby-chip lobby__filter-toggle"><svg viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M3 5h18v2H3zm4 6h10v2H7zm3 6h4v2h-4z" /></svg>${t('games:filterToggle')}</button>`;
  const jackpot = route.category === 'RNG' ? '<div class="jackpot"><span class="jackpot__label">&nbsp;</span><span class="jackpot__value">&nbsp;</span></div>' : '';
  const tiles = page.games
    .slice(0, firstScreenTiles)
    .map((g) => tile(g, t))
    .join('');
  return (
    `<main class="main-view first-paint__lobby" inert><div class="screen">${jackpot}<h1 class="screen__title">${t(categoryLabelKey(route.category))}</h1>${menu}` +
    `<div class="lobby"><div class="lobby__bar"><div class="lobby__row">${viewButtons}${toggle}</div></div>` +
    `<p class="game-results__count">${t('games:count', { n: String(page.total) })}</p><ul class="game-grid">${tiles}</ul></div></div></main>`
  );
}

/** src/ui/Icon.tsx's drawing of one path. */
const icon = (d: string, size: string) =>
  `<svg class="mq-icon" viewBox="0 0 24 24" width="${size}" height="${size}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${d}" /></svg>`;

function tile(game: Game, t: (key: string) => string): string {
  const marks = [
    game.maintenance === 1 ? `<span class="game-mark game-mark--closed">${t('games:maintenance')}</span>` : '',
    game.isHot === 1 ? `<span class="game-mark game-mark--hot">${t('games:hot')}</span>` : '',
    game.isNew === 1 ? `<span class="game-mark game-mark--new">${t('games:new')}</span>` : '',
  ].join('');
  const picture = game.image
    ? `<img class="game-tile__image" src="${escapeHtml(game.image)}" alt="" width="240" height="240" fetchpriority="high" />`
    : '<span class="game-tile__image game-tile__image--default"></span>';
  return (
    `<li class="${game.maintenance ? 'game-tile game-tile--closed' : 'game-tile'}"><span class="game-tile__open"><span class="game-tile__picture">${picture}</span>` +
    `<span class="game-tile__name">${escapeHtml(game.gameName)}</span><span class="game-tile__vendor">${escapeHtml(game.vendorName)}</span><span class="game-tile__marks">${marks}</span></span></li>`
  );
}
