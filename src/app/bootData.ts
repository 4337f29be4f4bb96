import type { QueryClient } from '@tanstack/react-query';
import type { Announcements, BannerGroup, Banners, Permission, SystemStatus } from '../generated/types';
import type { LobbyStart } from '../engine/lobbyScreens';
import { announcementsQuery, bannersQuery, permissionQuery, statusQuery } from '../api/system/site';
import { gameKeys } from '../api/games/gameKeys';

/** The id of the element the server puts the boot data in (server/modules/system/site/page.ts). */
const bootElementId = 'marquee-boot';

interface BootData {
  permission: Permission;
  status: SystemStatus;
  /** On a page with banners: its group and the group's banners, in the page's language. */
  banners?: { group: BannerGroup; items: Banners };
  /** The language of the page's content, and the announcement bar's notices in it. */
  contentLang?: string;
  announcements?: Announcements;
  /** On a category's lobby: its first answers; a part the server had none of is left out. */
  lobby?: { menus: LobbyStart['menus']; list?: LobbyStart['list']; classifies?: LobbyStart['classifies'] };
}

function isBootData(v: unknown): v is BootData {
  const d = v as Partial<BootData> | null;
  return typeof d === 'object' && d !== null && typeof d.permission?.whitelabel === 'object' && typeof d.status?.status === 'number';
}

/**
 * The status, permission, announcement-bar, (on a page with banners) banners and (on a lobby) the
 * lobby's first answers the server put into the page, seeded into the query cache so the first render waits for none of
 * these calls. A page without them (the vite dev server, a page saved to disk) or with unreadable
 * ones asks the API as before. Returns whether it seeded the cache.
 */
export function seedBootData(client: QueryClient, doc: Document = document): boolean {
  const el = doc.getElementById(bootElementId);
  if (!el?.textContent) return false;
  let data: unknown;
  try {
    data = JSON.parse(el.textContent);
  } catch {
    return false;
  }
  if (!isBootData(data)) return false;
  client.setQueryData(permissionQuery().queryKey, data.permission);
  client.setQueryData(statusQuery().queryKey, data.status);
  const lang = data.contentLang;
  if (lang && data.banners && Array.isArray(data.banners.items)) client.setQueryData(bannersQuery(lang, data.banners.group).queryKey, data.banners.items);
  if (lang && Array.isArray(data.announcements)) client.setQueryData(announcementsQuery(lang, ['B']).queryKey, data.announcements);
  const lobby = data.lobby;
  if (lobby && Array.isArray(lobby.menus)) {
    client.setQueryData(gameKeys.menus(), lobby.menus);
    // The list is an infinite query: its first page, as the lobby's own call would have fetched it.
    if (lobby.list && Array.isArray(lobby.list.page?.games)) client.setQueryData(gameKeys.list(lobby.list.lang, lobby.list.request), { pages: [lobby.list.page], pageParams: [1] });
    if (lobby.classifies && Array.isArray(lobby.classifies.answer)) client.setQueryData(gameKeys.classifies(lobby.classifies.gameType, lobby.classifies.vassalage), lobby.classifies.answer);
  }
  return true;
}
