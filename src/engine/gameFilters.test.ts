import { describe, expect, it } from 'vitest';
import {
  classifyTabs,
  filterCount,
  gameListRequest,
  isFiltered,
  lobbyFromParams,
  lobbyParams,
  nextPageOf,
  noFilters,
  shownLobby,
  viewNeedsRealAccount,
  withFilters,
  withVendor,
  withView,
  type Lobby,
} from './gameFilters';
import { lobbyShapeOf } from './lobbyScreens';

const plain: Lobby = { ...noFilters, vendor: null, view: 'all' };
const filtered: Lobby = { vendor: 'JILI', view: 'all', classify: 'TG', name: 'Tiger', minBet: '0.1', wideLines: true };

describe('lobbyFromParams', () => {
  it('reads the vendor, the view and every filter', () => {
    const p = new URLSearchParams({ vendor: 'JILI', view: 'hot', games: 'tg', name: '  Tiger ', minBet: '0.1', lines: '25' });
    expect(lobbyFromParams(p)).toEqual({ vendor: 'JILI', view: 'hot', classify: 'TG', name: 'Tiger', minBet: '0.1', wideLines: true });
  });

  it('takes /rng’s page parameter for the vendor, vendor first when both are there', () => {
    expect(lobbyFromParams(new URLSearchParams('page=PG')).vendor).toBe('PG');
    expect(lobbyFromParams(new URLSearchParams('page=PG&vendor=JDB')).vendor).toBe('JDB');
  });

  it('upper-cases the games parameter to the classify it preselects (SPEC §2.1)', () => {
    expect(lobbyFromParams(new URLSearchParams('games=jp')).classify).toBe('JP');
  });

  it.each([
    ['vendor=jili%3Cscript%3E', 'vendor', null],
    ['view=everything', 'view', 'all'],
    ['games=xx', 'classify', null],
    ['minBet=2', 'minBet', null],
    ['lines=24', 'wideLines', false],
  ] as const)('leaves out what it does not know: %s', (query, key, value) => {
    expect(lobbyFromParams(new URLSearchParams(query))[key]).toBe(value);
  });

  it('gives the plain lobby for a plain address, and cuts a name to the 60 characters the API takes', () => {
    expect(lobbyFromParams(new URLSearchParams())).toEqual(plain);
    expect(lobbyFromParams(new URLSearchParams({ name: 'x'.repeat(80) })).name).toHaveLength(60);
  });
});

describe('lobbyParams', () => {
  it('writes only what differs from the default, and reads back the same lobby', () => {
    expect(lobbyParams(plain)).toEqual({});
    expect(lobbyParams(filtered)).toEqual({ vendor: 'JILI', games: 'TG', name: 'Tiger', minBet: '0.1', lines: '25' });
    expect(lobbyFromParams(new URLSearchParams(lobbyParams(filtered)))).toEqual(filtered);
    expect(lobbyParams({ ...plain, view: 'fav' })).toEqual({ view: 'fav' });
  });
});

describe('SPEC §4 reset rules', () => {
  it('changing vendor clears the filters and goes back to all games', () => {
    expect(withVendor({ ...filtered, view: 'hot' }, 'PG')).toEqual({ ...plain, vendor: 'PG' });
    expect(withVendor(filtered, null)).toEqual(plain);
  });

  it('choosing the vendor already shown changes nothing', () => {
    expect(withVendor(filtered, 'JILI')).toBe(filtered);
  });

  it('switching view clears the filters and keeps the vendor', () => {
    expect(withView(filtered, 'hot')).toEqual({ ...plain, vendor: 'JILI', view: 'hot' });
    expect(withView(filtered, 'all')).toBe(filtered);
  });

  it('a name or minimum bet reloads only when its value changed', () => {
    expect(withFilters(filtered, { name: 'Tiger' })).toBe(filtered);
    expect(withFilters(filtered, { name: ' Tiger  ' })).toBe(filtered);
    expect(withFilters(filtered, { minBet: '0.1' })).toBe(filtered);
    expect(withFilters(filtered, { minBet: null })).toEqual({ ...filtered, minBet: null });
    expect(withFilters(filtered, { name: 'Lotus' }).name).toBe('Lotus');
  });

  it('a filter chosen in another view shows the whole catalogue narrowed by it', () => {
    expect(withFilters({ ...plain, view: 'hot' }, { classify: 'TG' })).toEqual({ ...plain, view: 'all', classify: 'TG' });
    expect(withFilters({ ...plain, view: 'hot' }, { classify: null })).toEqual({ ...plain, view: 'hot' });
  });

  it('knows when a filter is set', () => {
    expect(isFiltered(plain)).toBe(false);
    expect(isFiltered({ ...plain, wideLines: true })).toBe(true);
    expect(isFiltered(filtered)).toBe(true);
  });

  it('counts the filters that are on', () => {
    expect(filterCount(plain)).toBe(0);
    expect(filterCount({ ...plain, minBet: '0.5' })).toBe(1);
    expect(filterCount(filtered)).toBe(4);
  });
});

describe('gameListRequest', () => {
  it('asks for the category alone on a plain lobby', () => {
    expect(gameListRequest('LIVE', plain)).toEqual({ clientType: 3, gameType: 'LIVE' });
  });

  it('turns each filter into its field of the SPEC §3 query; 25 lines or more is minLineNum 25', () => {
    expect(gameListRequest('RNG', filtered)).toEqual({ clientType: 3, gameType: 'RNG', vassalage: 'JILI', gameClassify: 'TG', gameName: 'Tiger', minBet: '0.1', minLineNum: 25 });
  });
});

describe('the rest of the lobby rules', () => {
  it('favourites and recent games need a real account, all and hot do not', () => {
    expect(['all', 'hot', 'fav', 'recent'].map((v) => viewNeedsRealAccount(v as Lobby['view']))).toEqual([false, false, true, true]);
  });

  it('keeps the classify tabs that have games, in their order, bingo only for a brand that speaks TY', () => {
    const found = [
      { classify: 'TG', count: 3 },
      { classify: 'AC', count: 0 },
      { classify: 'JP', count: 13 },
      { classify: 'BG', count: 2 },
      { classify: 'ZZ', count: 1 },
    ];
    expect(classifyTabs(found, ['bn', 'en']).map((c) => c.classify)).toEqual(['TG', 'JP']);
    expect(classifyTabs(found, ['en', 'TY']).map((c) => c.classify)).toEqual(['TG', 'JP', 'BG']);
  });

  it('pages until the last one', () => {
    expect(nextPageOf({ pageNo: 1, totalPages: 12 })).toBe(2);
    expect(nextPageOf({ pageNo: 12, totalPages: 12 })).toBeUndefined();
    expect(nextPageOf({ pageNo: 1, totalPages: 0 })).toBeUndefined();
  });
});

describe('shownLobby', () => {
  const vendors = [{ vassalage: 'PP' }, { vassalage: 'JILI' }];
  const visitor = { allVendorsTab: false, views: ['all', 'hot', 'fav'] as const, realMember: false };
  it('opens the vendor asked when the category has it, else the first, or every vendor where that tab comes first', () => {
    expect(shownLobby({ ...plain, vendor: 'JILI' }, vendors, visitor).vendor).toBe('JILI');
    expect(shownLobby({ ...plain, vendor: 'NOPE' }, vendors, visitor).vendor).toBe('PP');
    expect(shownLobby(plain, vendors, { ...visitor, allVendorsTab: true }).vendor).toBeNull();
    expect(shownLobby(plain, [], visitor).vendor).toBeNull();
  });
  it('shows all games for a view the brand left out, or a member’s own list to a visitor, keeping the filters', () => {
    expect(shownLobby({ ...filtered, view: 'fav' }, vendors, visitor)).toEqual({ ...filtered, view: 'all' });
    expect(shownLobby({ ...filtered, view: 'fav' }, vendors, { ...visitor, realMember: true }).view).toBe('fav');
    expect(shownLobby({ ...plain, view: 'recent' }, vendors, { ...visitor, realMember: true }).view).toBe('all');
    expect(shownLobby({ ...plain, view: 'hot' }, vendors, visitor).view).toBe('hot');
  });
});

describe('lobbyShapeOf', () => {
  it('gives the lobby screens their shape, slots their types, and nothing to another screen', () => {
    expect(lobbyShapeOf('electronicGames', 'RNG')).toEqual({ allVendorsTab: false, slots: true, classifyTabs: true });
    expect(lobbyShapeOf('electronicGames', 'FISH')).toEqual({ allVendorsTab: false, slots: false, classifyTabs: false });
    expect(lobbyShapeOf('gamesByCategory', 'LIVE')).toEqual({ allVendorsTab: true, slots: false, classifyTabs: false });
    expect(lobbyShapeOf('promotions', 'RNG')).toBeNull();
    expect(lobbyShapeOf('toString', 'RNG')).toBeNull();
    expect(lobbyShapeOf('electronicGames', null)).toBeNull();
  });
});
