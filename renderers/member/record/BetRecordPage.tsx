import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BetRecord, Category } from '../../../src/generated/types';
import { betsQuery } from '../../../src/api/wallet/bets';
import { teamBetsQuery } from '../../../src/api/wallet/teamRecords';
import { gameMenusQuery } from '../../../src/api/games/menus';
import { useSession } from '../../../src/api/sessionStore';
import { betVendors } from '../../../src/engine/betVendors';
import { categoryLabelKey } from '../../../src/engine/categoryLabelKey';
import { Button } from '../../../src/ui/Button';
import { Pagination } from '../../../src/ui/Pagination';
import { QueryState } from '../../parts/QueryState';
import { BetRounds } from './BetRounds';
import { PeriodPicker } from './PeriodPicker';
import { RecordSelect } from './RecordSelect';
import { AccountSearch } from './AccountSearch';
import { takeTeamRecordAccount } from './teamRecordAccount';
import { usePeriod } from './usePeriod';
import '../money.css';

/**
 * A betting record page, ten rounds a page by vendor, category and period: the member's own rounds
 * (the member centre's betting record), or with `team` every round of the agent's downlines, each
 * with its account and found by a part of it (the agent centre's Team Betting).
 */
export function BetRecordPage({ pageKey, title, team = false }: { pageKey: string; title: string; team?: boolean }) {
  const { t, i18n } = useTranslation(['member', 'nav', 'agent']);
  const token = useSession()?.token ?? '';
  // The vendors and categories the brand offers, from the navigation's own query.
  const menus = useQuery(gameMenusQuery()).data ?? [];
  const [category, setCategory] = useState<Category | ''>('');
  const [vendor, setVendor] = useState('');
  // Opened from Team management's "Records": searched for that member from the start.
  const [account, setAccount] = useState(() => (team ? takeTeamRecordAccount() : ''));
  const [typed, setTyped] = useState(account);
  const [period, choosePeriod] = usePeriod();
  const [pageNo, setPageNo] = useState(1);
  const input = { pageNo, pageSize: 10, from: period.from, to: period.to, ...(vendor ? { vassalage: vendor } : {}), ...(category ? { gameType: category } : {}) };
  // One query runs: the member's own record, or the team's.
  const own = useQuery({ ...betsQuery(token, i18n.language, input), enabled: !team });
  const teams = useQuery({ ...teamBetsQuery(token, i18n.language, { ...input, ...(account ? { account } : {}) }), enabled: team });
  const query = team ? teams : own;
  const vendors = betVendors(menus, category, i18n.language);
  // A round is named by its own category's vendor: PP's live tables are Pragmatic Live, its slots Pragmatic Play.
  const vendorOf = (r: BetRecord) => menus.find((m) => m.category === r.gameType)?.vendors.find((v) => v.vassalage === r.vassalage)?.name ?? r.vassalage;
  const titleId = `centre-${pageKey}`;
  const search = (e: FormEvent) => {
    e.preventDefault();
    setAccount(typed.trim());
    setPageNo(1);
  };

  return (
    <section aria-labelledby={titleId} className="money-page">
      <h2 id={titleId}>{title}</h2>
      <form className="money-filters bet-filters" onSubmit={search} aria-label={t('member:betFilters')}>
        {team && <AccountSearch id="bets-account" value={typed} onChange={setTyped} />}
        <RecordSelect
          id="bets-category"
          label={t('member:betCategory')}
          value={category}
          all={t('member:betCategoryAll')}
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
          label={t('member:betVendor')}
          value={vendor}
          all={t('member:betVendorAll')}
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
        {team && <Button type="submit">{t('agent:teamSearch')}</Button>}
      </form>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={team ? t('agent:teamBetsEmpty') : t('member:betEmpty')}>
        {(d) => (
          <div className="money-page" aria-busy={query.isFetching}>
            <BetRounds rounds={d.list} vendorOf={vendorOf} labelledBy={titleId} />
            <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} label={t('member:betPages')} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
