import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { BetRecord, Category } from '../../src/generated/types';
import { betsQuery } from '../../src/api/wallet/bets';
import { gameMenusQuery } from '../../src/api/games/menus';
import { useSession } from '../../src/api/sessionStore';
import { betVendors } from '../../src/engine/betVendors';
import { categoryLabelKey } from '../../src/engine/categoryLabelKey';
import { Pagination } from '../../src/ui/Pagination';
import { QueryState } from '../parts/QueryState';
import { BetRounds } from './record/BetRounds';
import { PeriodPicker } from './record/PeriodPicker';
import { RecordSelect } from './record/RecordSelect';
import { usePeriod } from './record/usePeriod';
import './money.css';

/** The betting record: the member's rounds, newest first, by vendor, category and period, ten a page. */
export default function PersonalHistoryCopy({ pageKey }: SlotProps['member']) {
  const { t, i18n } = useTranslation(['member', 'nav']);
  const token = useSession()?.token ?? '';
  // The vendors and categories the brand offers, from the navigation's own query.
  const menus = useQuery(gameMenusQuery()).data ?? [];
  const [category, setCategory] = useState<Category | ''>('');
  const [vendor, setVendor] = useState('');
  const [period, choosePeriod] = usePeriod();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(
    betsQuery(token, i18n.language, { pageNo, pageSize: 10, from: period.from, to: period.to, ...(vendor ? { vassalage: vendor } : {}), ...(category ? { gameType: category } : {}) }),
  );
  const vendors = betVendors(menus, category, i18n.language);
  // A round is named by its own category's vendor: PP's live tables are Pragmatic Live, its slots Pragmatic Play.
  const vendorOf = (r: BetRecord) => menus.find((m) => m.category === r.gameType)?.vendors.find((v) => v.vassalage === r.vassalage)?.name ?? r.vassalage;
  const titleId = `centre-${pageKey}`;

  return (
    <section aria-labelledby={titleId} className="money-page">
      <h2 id={titleId}>{t(pageKey)}</h2>
      <form className="money-filters bet-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('betFilters')}>
        <RecordSelect
          id="bets-category"
          label={t('betCategory')}
          value={category}
          all={t('betCategoryAll')}
          options={menus.filter((m) => m.vendors.length > 0).map((m) => ({ value: m.category, label: t(categoryLabelKey(m.category)) }))}
          onChange={(c) => {
            setCategory(c as Category | '');
            // A vendor of another category would leave the record empty for no visible reason.
            if (vendor && !betVendors(menus, c as Category | '', i18n.language).some((v) => v.vassalage === vendor)) setVendor('');
            setPageNo(1);
          }}
        />
        <RecordSelect
          id="bets-vendor"
          label={t('betVendor')}
          value={vendor}
          all={t('betVendorAll')}
          options={vendors.map((v) => ({ value: v.vassalage, label: v.name }))}
          onChange={(v) => {
            setVendor(v);
            setPageNo(1);
          }}
        />
        <PeriodPicker
          id="bets-period"
          period={period}
          onChange={(p) => {
            choosePeriod(p);
            setPageNo(1);
          }}
        />
      </form>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={t('betEmpty')}>
        {(d) => (
          <div className="money-page" aria-busy={query.isFetching}>
            <BetRounds rounds={d.list} vendorOf={vendorOf} labelledBy={titleId} />
            <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} label={t('betPages')} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
