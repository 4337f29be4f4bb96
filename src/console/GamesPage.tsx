import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category, OpsBrand, OpsGame } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { BrandFrame } from './BrandFrame';
import { ListState } from './ListState';
import { RowError } from './RowError';
import { VendorWallets } from './VendorWallets';
import { gameMutations, gameQueries, gameSaved } from './queries/games';
import { ConsoleTable } from './ConsoleTable';

const pageSize = 25;
const categories: Category[] = ['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP', 'COCKFIGHT', 'ELOTT', 'LOTT'];
const flags = ['active', 'hot', 'new', 'maintenance', 'demo'] as const;

/** The game catalogue: a brand's games found by category, vendor or name, each shown or hidden, marked and ordered. */
export function GamesPage() {
  const { t } = useTranslation();
  return (
    <BrandFrame page="games">
      {(brand) => (
        <>
          <p className="console-muted">{t('gamesHelp')}</p>
          <GameCatalogue brand={brand} />
          <VendorWallets brandId={brand.id} symbol={brand.currencySymbol} />
        </>
      )}
    </BrandFrame>
  );
}

function GameCatalogue({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const [category, setCategory] = useState<Category | ''>('');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(gameQueries.list(brand.id, category, query, page, pageSize, i18n.language));
  const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
  return (
    <>
      <form
        className="console-filters"
        role="search"
        aria-label={t('gamesSearch')}
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(typed.trim());
          setPage(1);
        }}
      >
        <label className="console-field">
          <span>{t('gamesCategory')}</span>
          <select
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as Category | '');
              setPage(1);
            }}
          >
            <option value="">{t('gamesAllCategories')}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {t(`category_${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="console-field">
          <span>{t('gamesSearchLabel')}</span>
          <input type="search" value={typed} maxLength={64} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <Button type="submit">{t('memberSearchGo')}</Button>
      </form>
      <ListState query={list} empty={(list.data?.items.length ?? 0) === 0} emptyText={t('gamesNone')}>
        {() => (
          <ConsoleTable caption={t('gamesCaption', { count: list.data!.total })} busy={list.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t('gameName')}</th>
                <th scope="col">{t('gameVendor')}</th>
                <th scope="col">{t('gameMinBet')}</th>
                <th scope="col">{t('gamePlays')}</th>
                {flags.map((f) => (
                  <th key={f} scope="col">
                    {t(`game_${f}`)}
                  </th>
                ))}
                <th scope="col">{t('gameSort')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data!.items.map((g) => (
                <GameRow key={g.id} brandId={brand.id} game={g} />
              ))}
            </tbody>
          </ConsoleTable>
        )}
      </ListState>
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={setPage} />}
    </>
  );
}

/** One game: each switch saves at once; the order saves when the operator leaves the field or presses Enter. */
function GameRow({ brandId, game }: { brandId: string; game: OpsGame }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [sort, setSort] = useState(String(game.sort));
  const save = useMutation({
    ...gameMutations.save(brandId, game.id, i18n.language),
    onSuccess: (saved) => gameSaved(client, brandId, saved),
  });
  const name = game.name[i18n.language] ?? game.name.en ?? game.code;
  const saveSort = () => {
    const n = Number(sort);
    if (Number.isInteger(n) && n >= 0 && n !== game.sort) save.mutate({ sort: n });
    else setSort(String(game.sort));
  };
  return (
    <tr>
      <td>
        <span className="console-game">
          <img src={game.image} alt="" width={32} height={32} loading="lazy" />
          <span>
            {name}
            <span className="console-muted"> · {t(`category_${game.category}`)}</span>
          </span>
        </span>
        <RowError error={save.error} />
      </td>
      <td>{game.vendor}</td>
      <td>{game.minBet}</td>
      <td>{game.plays}</td>
      {flags.map((f) => (
        <td key={f}>
          <input type="checkbox" checked={game[f]} disabled={save.isPending} aria-label={t(`game_${f}_of`, { name })} onChange={(e) => save.mutate({ [f]: e.target.checked })} />
        </td>
      ))}
      <td>
        <input
          className="console-sort"
          type="number"
          min={0}
          value={sort}
          aria-label={t('gameSort_of', { name })}
          onChange={(e) => setSort(e.target.value)}
          onBlur={saveSort}
          onKeyDown={(e) => {
            if (e.key === 'Enter') saveSort();
          }}
        />
      </td>
    </tr>
  );
}
