import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../engine/formatDateTime';
import type { OpsBrand } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { consoleTimeZone } from './consoleTimeZone';
import { MemberCard } from './members/MemberCard';
import { NewMember } from './members/NewMember';
import { SignOutEveryone } from './members/SignOutEveryone';
import { BrandFrame } from './BrandFrame';
import { ListState } from './ListState';
import { memberQueries } from './queries/members';
import { ConsoleTable } from './ConsoleTable';

const pageSize = 20;

/** Support's desk: a brand's members found by account, number or ID, each opened to act on. */
export function MembersPage() {
  return <BrandFrame page="members">{(brand) => <MemberSearch brand={brand} />}</BrandFrame>;
}

function MemberSearch({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery(memberQueries.list(brand.id, query, page, pageSize, i18n.language));
  if (open) return <MemberCard brand={brand} id={open} onBack={() => setOpen(null)} />;
  const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
  return (
    <>
      <NewMember brand={brand} />
      <form
        className="console-filters"
        role="search"
        aria-label={t('memberSearch')}
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(typed.trim());
          setPage(1);
        }}
      >
        <label className="console-field">
          <span>{t('memberSearchLabel')}</span>
          <input type="search" value={typed} maxLength={64} onChange={(e) => setTyped(e.target.value)} aria-describedby="member-search-help" />
        </label>
        <Button type="submit">{t('memberSearchGo')}</Button>
        <p id="member-search-help" className="console-muted">
          {t('memberSearchHelp')}
        </p>
      </form>
      <ListState query={list} empty={(list.data?.items.length ?? 0) === 0} emptyText={query ? t('membersNoneFound', { query }) : t('membersNone')}>
        {() => (
          <ConsoleTable caption={t('membersCaption', { count: list.data!.total })} busy={list.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t('memberAccount')}</th>
                <th scope="col">{t('memberId')}</th>
                <th scope="col">{t('memberMobile')}</th>
                <th scope="col">{t('memberStatus')}</th>
                <th scope="col">{t('memberLastSignIn')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data!.items.map((m) => (
                <tr key={m.id}>
                  <td>
                    <button type="button" className="console-link" onClick={() => setOpen(m.id)}>
                      {m.account}
                    </button>
                  </td>
                  <td>{m.id}</td>
                  <td>{m.mobile ?? ''}</td>
                  <td>{[m.locked ? t('memberLocked') : t('memberActive'), m.mustChangePassword ? t('memberMustChange') : ''].filter(Boolean).join(' · ')}</td>
                  <td>{m.lastLoginAt ? formatDateTime(m.lastLoginAt, consoleTimeZone) : t('memberNever')}</td>
                </tr>
              ))}
            </tbody>
          </ConsoleTable>
        )}
      </ListState>
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={setPage} />}
      <SignOutEveryone brand={brand} />
    </>
  );
}
