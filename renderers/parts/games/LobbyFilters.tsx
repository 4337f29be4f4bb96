import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../src/generated/types';
import { classifiesQuery } from '../../../src/api/games/gameLobby';
import { usePermission } from '../../../src/contract/contexts';
import { classifyTabs, isFiltered, minBets, noFilters, wideLineCount, type LobbyFilters as Filters, type MinBet } from '../../../src/engine/gameFilters';
import { useMoney } from '../useMoney';

interface Props {
  id: string;
  /** Folded away behind the lobby's filter button; only a phone's layout folds them (GameLobby.css). */
  folded: boolean;
  category: Category;
  vendor: string | null;
  filters: Filters;
  /** The slot page's own filters: its classify tabs and lines (SPEC §2.8, §5). */
  slots: boolean;
  /** The classify tabs, the slot page's and the lottery lobby's (SPEC §2.8). */
  classifyTabs: boolean;
  onChange: (patch: Partial<Filters>) => void;
}

/** The lobby's filters: name, minimum bet (SPEC §5) and, on the slot page, game type and lines. */
export function LobbyFilters({ id, folded, category, vendor, filters, slots, classifyTabs, onChange }: Props) {
  const { t } = useTranslation('games');
  const money = useMoney();
  const ids = useId();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = new FormData(event.currentTarget).get('name');
    onChange({ name: typeof name === 'string' ? name : '' });
  };
  return (
    <div className={folded ? 'lobby-filters lobby-filters--folded' : 'lobby-filters'} id={id}>
      <form className="lobby-filters__search" role="search" aria-label={t('filters')} onSubmit={search}>
        <label className="mq-visually-hidden" htmlFor={`${ids}-name`}>
          {t('searchLabel')}
        </label>
        {/* Keyed by the applied name: clearing the filters clears the box too. */}
        <input
          key={filters.name}
          id={`${ids}-name`}
          name="name"
          type="search"
          className="lobby-filters__input"
          defaultValue={filters.name}
          placeholder={t('searchPlaceholder')}
          maxLength={60}
          autoComplete="off"
        />
        <button type="submit" className="mq-button mq-button--primary">
          {t('search')}
        </button>
      </form>
      <label className="lobby-filters__select">
        <span>{t('minBet')}</span>
        <select value={filters.minBet ?? ''} onChange={(e) => onChange({ minBet: (e.target.value || null) as MinBet | null })}>
          <option value="">{t('minBetAny')}</option>
          {minBets.map((b) => (
            <option key={b} value={b}>
              {t('minBetUpTo', { amount: money(b) })}
            </option>
          ))}
        </select>
      </label>
      {slots && (
        <button type="button" className="lobby-chip" aria-pressed={filters.wideLines} onClick={() => onChange({ wideLines: !filters.wideLines })}>
          {t('wideLines', { n: wideLineCount })}
        </button>
      )}
      {isFiltered(filters) && (
        <button type="button" className="mq-button mq-button--ghost lobby-filters__clear" onClick={() => onChange(noFilters)}>
          {t('clearFilters')}
        </button>
      )}
      {classifyTabs && <ClassifyTabs category={category} vendor={vendor} current={filters.classify} onChoose={(classify) => onChange({ classify })} />}
    </div>
  );
}

/** SPEC §2.8: the game types the vendor has games in, from the API, in tab order. */
function ClassifyTabs({ category, vendor, current, onChoose }: { category: Category; vendor: string | null; current: string | null; onChoose: (classify: string | null) => void }) {
  const { t } = useTranslation('games');
  const { supportLanguages } = usePermission().whitelabel;
  const found = useQuery(classifiesQuery(category, vendor)).data ?? [];
  const tabs = classifyTabs(found, supportLanguages);
  if (tabs.length === 0) return null;
  return (
    <div className="lobby-classifies" role="group" aria-label={t('classifies')}>
      {[null, ...tabs.map((c) => c.classify)].map((c) => (
        <button key={c ?? ''} type="button" className="lobby-chip" aria-pressed={c === current} onClick={() => onChoose(c)}>
          {t(c ? `classify_${c}` : 'classify_all')}
        </button>
      ))}
    </div>
  );
}
