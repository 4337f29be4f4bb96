// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionQuery, statusQuery } from '../api/system/site';
import { gameKeys } from '../api/games/gameKeys';
import { seedBootData } from './bootData';

const boot = { permission: { whitelabel: { id: 'bd', name: 'Marquee </script> BD' } }, status: { status: 0, location: { ip: '127.0.0.1', countryCode: null } } };

function pageWith(text: string | null) {
  document.body.innerHTML = '';
  if (text === null) return;
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'marquee-boot';
  el.textContent = text;
  document.body.append(el);
}

describe('seedBootData', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts the answers the page carries into the cache under the calls’ keys', () => {
    // As the server escapes it: no raw < in the element.
    pageWith(JSON.stringify(boot).replace(/</g, '\\u003c'));
    const client = new QueryClient();
    expect(seedBootData(client)).toBe(true);
    expect(client.getQueryData(permissionQuery().queryKey)).toEqual(boot.permission);
    expect(client.getQueryData(statusQuery().queryKey)).toEqual(boot.status);
  });

  it('puts a lobby’s vendors, first page of games and game types under the lobby’s own keys', () => {
    const request = { clientType: 3, gameType: 'RNG', vassalage: 'PP' } as const;
    const page = { games: [{ nodeId: 1 }], pageNo: 1, totalPages: 2, total: 18 };
    const lobby = { menus: [{ category: 'RNG', vendors: [] }], list: { lang: 'bn', request, page }, classifies: { gameType: 'RNG', vassalage: 'PP', answer: [{ classify: 'TG', count: 3 }] } };
    pageWith(JSON.stringify({ ...boot, lobby }));
    const client = new QueryClient();
    expect(seedBootData(client)).toBe(true);
    expect(client.getQueryData(gameKeys.menus())).toEqual(lobby.menus);
    expect(client.getQueryData(gameKeys.list('bn', { gameType: 'RNG', vassalage: 'PP', clientType: 3 }))).toEqual({ pages: [page], pageParams: [1] });
    expect(client.getQueryData(gameKeys.classifies('RNG', 'PP'))).toEqual(lobby.classifies.answer);
  });

  it('leaves the cache empty, so the calls are made, without the element or with unreadable data', () => {
    for (const text of [null, '', '{not json', '{"permission":{}}', JSON.stringify({ permission: boot.permission, status: {} })]) {
      pageWith(text);
      const client = new QueryClient();
      expect(seedBootData(client)).toBe(false);
      expect(client.getQueryData(permissionQuery().queryKey)).toBeUndefined();
    }
  });
});
