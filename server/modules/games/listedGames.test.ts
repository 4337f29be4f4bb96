import { describe, expect, it } from 'vitest';
import { classifyCounts, hotByCategory, listOrder, listPage, nameMatches, popularOrder, type ListedGame, type ListQuery } from './listedGames';

let nextId = 1;
function game(over: Partial<ListedGame> = {}): ListedGame {
  const id = over.id ?? nextId++;
  const minBet = over.min_bet ?? '10';
  return {
    id,
    code: `G${id}`,
    name: { en: `Game ${id}`, bn: `গেম ${id}` },
    vendor: 'JILI',
    category: 'RNG',
    classify: 'JP',
    image: '/g.svg',
    min_bet: minBet,
    lines: 20,
    is_hot: false,
    is_new: false,
    maintenance: false,
    demo: true,
    engine: 'lotus-5x3',
    sort: 0,
    plays: 0n,
    searchText: `game ${id} গেম ${id}`,
    minBetMinor: BigInt(minBet),
    ...over,
  };
}
const page = (over: Partial<ListQuery> = {}): ListQuery => ({ pageNo: 1, pageSize: 12, ...over });
const ids = (games: ListedGame[]) => games.map((g) => g.id);

describe('listOrder and popularOrder', () => {
  it('order by the operator’s sort, the id settling ties', () => {
    const games = [game({ id: 3, sort: 1 }), game({ id: 2, sort: 0 }), game({ id: 1, sort: 1 })];
    expect(ids([...games].sort(listOrder))).toEqual([2, 1, 3]);
  });

  it('put the most played first, then hot ones, then the list’s order', () => {
    const games = [game({ id: 1, plays: 5n }), game({ id: 2, plays: 9n }), game({ id: 3, plays: 5n, is_hot: true }), game({ id: 4, plays: 5n, sort: -1 })];
    expect(ids(games.sort(popularOrder))).toEqual([2, 3, 4, 1]);
  });

  it('compare plays past what a float holds exactly', () => {
    const games = [game({ id: 1, plays: 2n ** 60n }), game({ id: 2, plays: 2n ** 60n + 1n })];
    expect(ids(games.sort(popularOrder))).toEqual([2, 1]);
  });
});

describe('listPage', () => {
  const all = Array.from({ length: 30 }, (_, i) => game({ id: 100 + i, sort: i }));

  it('pages in the given order and counts what passes', () => {
    expect(listPage(all, page())).toMatchObject({ pageNo: 1, total: 30, totalPages: 3 });
    expect(ids(listPage(all, page()).rows)).toEqual(ids(all.slice(0, 12)));
    expect(ids(listPage(all, page({ pageNo: 3 })).rows)).toEqual(ids(all.slice(24)));
    expect(listPage(all, page({ pageNo: 4 }))).toEqual({ rows: [], pageNo: 4, total: 30, totalPages: 3 });
    expect(listPage([], page())).toEqual({ rows: [], pageNo: 1, total: 0, totalPages: 0 });
  });

  it('narrows by vendor, classify, minimum bet (at most) and lines (at least), together', () => {
    const games = [
      game({ id: 1, vendor: 'PG' }),
      game({ id: 2, classify: 'TG' }),
      game({ id: 3, classify: null }),
      game({ id: 4, min_bet: '50', minBetMinor: 50n }),
      game({ id: 5, min_bet: '10', minBetMinor: 10n, lines: 25 }),
      game({ id: 6, lines: 5 }),
    ];
    expect(ids(listPage(games, page({ vendor: 'PG' })).rows)).toEqual([1]);
    expect(ids(listPage(games, page({ classify: 'TG' })).rows)).toEqual([2]);
    expect(ids(listPage(games, page({ minBetAtMost: 10n })).rows)).toEqual([1, 2, 3, 5, 6]);
    expect(ids(listPage(games, page({ minLines: 25 })).rows)).toEqual([5]);
    expect(ids(listPage(games, page({ vendor: 'JILI', classify: 'JP', minBetAtMost: 10n, minLines: 20 })).rows)).toEqual([5]);
  });

  it('pages what passes, counting it all', () => {
    const games = Array.from({ length: 10 }, (_, i) => game({ id: 200 + i, vendor: i % 2 ? 'PG' : 'JILI' }));
    expect(listPage(games, page({ vendor: 'PG', pageNo: 2, pageSize: 2 }))).toEqual({ rows: [games[5], games[7]], pageNo: 2, total: 5, totalPages: 3 });
    expect(listPage(games, page({ vendor: 'PG', pageNo: 3, pageSize: 2 })).rows).toEqual([games[9]]);
  });
});

describe('nameMatches', () => {
  it('finds a name in either language anywhere in it, its wildcards taken as letters, in the given order', () => {
    const games = [
      game({ id: 1, searchText: 'golden tiger সোনালি বাঘ' }),
      game({ id: 2, searchText: 'lotus 100% পদ্ম' }),
      game({ id: 3, searchText: 'river_star নদী' }),
      game({ id: 4, searchText: 'tiger river বাঘ নদী' }),
    ];
    expect(ids(nameMatches(games, 'tiger'))).toEqual([1, 4]);
    expect(ids(nameMatches(games, 'বাঘ'))).toEqual([1, 4]);
    expect(ids(nameMatches(games, 'den ti'))).toEqual([1]);
    expect(ids(nameMatches(games, '%'))).toEqual([2]);
    expect(ids(nameMatches(games, 'r_s'))).toEqual([3]);
    expect(ids(nameMatches(games, 'r%s'))).toEqual([]);
  });
});

describe('classifyCounts and hotByCategory', () => {
  it('count a vendor’s classifies in tab order, leaving out none-classified and empty ones', () => {
    const games = [game({ classify: 'JP' }), game({ classify: 'TG' }), game({ classify: 'JP' }), game({ classify: null }), game({ classify: 'AC', vendor: 'PG' })];
    expect(classifyCounts(games, undefined)).toEqual([
      { classify: 'TG', count: 1 },
      { classify: 'AC', count: 1 },
      { classify: 'JP', count: 2 },
    ]);
    expect(classifyCounts(games, 'PG')).toEqual([{ classify: 'AC', count: 1 }]);
  });

  it('group hot games by category in the spec’s order, keeping each group’s order', () => {
    const games = [game({ id: 1, category: 'RNG', is_hot: true }), game({ id: 2, category: 'LIVE', is_hot: true }), game({ id: 3, category: 'RNG' }), game({ id: 4, category: 'RNG', is_hot: true, vendor: 'PG' })];
    expect(hotByCategory(games, undefined).map((g) => [g.gameType, ids(g.games)])).toEqual([
      ['LIVE', [2]],
      ['RNG', [1, 4]],
    ]);
    expect(hotByCategory(games, 'PG').map((g) => [g.gameType, ids(g.games)])).toEqual([['RNG', [4]]]);
  });
});
