import type { Brand } from '../../../brands/store';
import type { Category, Game } from '../../../../src/generated/types';
import { firstScreenTiles, lobbyShapeOf, type LobbyStart } from '../../../../src/engine/lobbyScreens';
import { lobbyFromParams, lobbyParams, lobbyViews, vendorMenuLimit } from '../../../../src/engine/gameFilters';
import { brandRuntime } from '../../../lib/brandRuntime';
import { escapeHtml } from './escapeHtml';

/** An empty line of text: it holds the line's height in a face every device has, whose loading nothing waits for. */
const line = '&nbsp;';

/**
 * A category lobby as a phone first shows it, drawn by the server before any script runs: the
 * jackpot's box (on slots), the title's line, the vendor tabs with their arrows, the lists and the
 * filter button, the count's line and the first two rows of games, in the lobby's own classes and
 * order (renderers/screens/electronicGames.tsx, renderers/parts/games/). Its pictures are the page's
 * largest paint, so they paint as soon as they arrive instead of after the lobby's scripts.
 *
 * Its rows are drawn empty, as the header's are: text would ask for the site's font before the
 * pictures have painted, and a phone line would carry the font first. Every row above the games
 * holds one line of text whatever it says (a tab, a title, a count; a game's name holds two), so
 * empty rows stand exactly as tall. Drawn for the address's bare lobby only (a vendor, view or
 * filter in the address, as the lobby reads it, is the running site's to draw; any other parameter,
 * a campaign's tag say, changes nothing). Nothing in it acts: it is inert, hidden
 * from assistive technology and out of the tab order, its buttons buttons only to look the same,
 * and the shell replaces it. tests/e2e/firstPaint.test.ts checks that every game stands where the
 * running site puts it.
 */
export function lobbyFirstPaint(brand: Brand, route: { screen: string; category?: Category | null }, lobby: LobbyStart | null | undefined, params: URLSearchParams): string {
  const shape = lobbyShapeOf(route.screen, route.category);
  const page = lobby?.list?.page;
  if (!shape || !route.category || !page || page.games.length === 0 || Object.keys(lobbyParams(lobbyFromParams(params))).length > 0) return '';
  const vendors = lobby.menus.find((m) => m.category === route.category)?.vendors ?? [];
  const selected = lobby.list!.request.vassalage ?? null;
  const tabs = [...(shape.allVendorsTab ? [null] : []), ...vendors.map((v) => v.vassalage)]
    .map((code) => `<button type="button" tabindex="-1" role="tab" aria-selected="${code === selected}" class="vendor-menu__tab"><span>${line}</span></button>`)
    .join('');
  const arrows = vendors.length > vendorMenuLimit;
  const arrow = (d: string, disabled: boolean) => `<button type="button" tabindex="-1" class="vendor-menu__arrow"${disabled ? ' disabled' : ''}>${icon(d, '1.25rem')}</button>`;
  const menu = arrows
    ? `<div class="vendor-menu vendor-menu--arrows">${arrow('M15 18l-6-6 6-6', true)}<div class="vendor-menu__row">${tabs}</div>${arrow('M9 6l6 6-6 6', false)}</div>`
    : `<div class="vendor-menu"><div class="vendor-menu__row">${tabs}</div></div>`;
  const { features } = brandRuntime(brand);
  const views = lobbyViews(features);
  // As LobbyViews: no row for a single list.
  const viewButtons =
    views.length < 2
      ? ''
      : `<div class="lobby-views">${views.map((v) => `<button type="button" tabindex="-1" class="lobby-views__button" aria-pressed="${v === 'all'}">${line}</button>`).join('')}</div>`;
  const toggle = `<button type="button" tabindex="-1" class="lobby-chip lobby__filter-toggle"><svg viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M3 5h18v2H3zm4 6h10v2H7zm3 6h4v2h-4z" /></svg>${line}</button>`;
  const jackpot = route.category === 'RNG' ? `<div class="jackpot"><span class="jackpot__label">${line}</span><span class="jackpot__value">${line}</span></div>` : '';
  const tiles = page.games.slice(0, firstScreenTiles).map(tile).join('');
  return (
    `<main class="main-view first-paint__lobby" inert><div class="screen">${jackpot}<h1 class="screen__title">${line}</h1>${menu}` +
    `<div class="lobby"><div class="lobby__bar"><div class="lobby__row">${viewButtons}${toggle}</div></div>` +
    `<p class="game-results__count">${line}</p><ul class="game-grid">${tiles}</ul></div></div></main>`
  );
}

/** src/ui/Icon.tsx's drawing of one path. */
const icon = (d: string, size: string) =>
  `<svg class="mq-icon" viewBox="0 0 24 24" width="${size}" height="${size}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${d}" /></svg>`;

function tile(game: Game): string {
  const picture = game.image
    ? `<img class="game-tile__image" src="${escapeHtml(game.image)}" alt="" width="240" height="240" fetchpriority="high" />`
    : '<span class="game-tile__image game-tile__image--default"></span>';
  return (
    `<li class="${game.maintenance ? 'game-tile game-tile--closed' : 'game-tile'}"><span class="game-tile__open"><span class="game-tile__picture">${picture}</span>` +
    `<span class="game-tile__name">${line}</span><span class="game-tile__vendor">${line}</span></span></li>`
  );
}
