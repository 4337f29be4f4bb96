import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsBrand, OpsRebateSettings } from '../generated/types';
import { formatDateTime } from '../engine/formatDateTime';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { BrandFrame } from './BrandFrame';
import { ListState } from './ListState';
import { RowError } from './RowError';
import { consoleTimeZone } from './consoleTimeZone';
import { rebateChanged, rebateMutations, rebateQueries } from './queries/rebate';

const products = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT'] as const;
const pageSize = 20;

/** The manual rebate (REBATE3, decision 0267): the brand's minimum claim and default rates, and its members' claims (admin, content). */
export function RebatePage() {
  const { t, i18n } = useTranslation();
  return (
    <BrandFrame page="rebate">
      {(brand) => (
        <>
          <p className="console-muted">{t('rebateHelp')}</p>
          <Overview brand={brand} lang={i18n.language} />
        </>
      )}
    </BrandFrame>
  );
}

function Overview({ brand, lang }: { brand: OpsBrand; lang: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const view = useQuery(rebateQueries.page(brand.id, page, pageSize, lang));
  return (
    <ListState query={view} empty={false} emptyText="">
      {() => {
        const v = view.data!;
        return (
          <>
            <Settings key={JSON.stringify(v.settings)} brand={brand} settings={v.settings} lang={lang} />
            <section aria-labelledby="rebate-claims">
              <h2 id="rebate-claims">{t('rebateClaims')}</h2>
              {v.list.length === 0 ? (
                <p role="status">{t('rebateNoClaims')}</p>
              ) : (
                <div className="console-table-wrap">
                <table className="console-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('rebateClaimedAt')}</th>
                      <th scope="col">{t('rebateAccount')}</th>
                      <th scope="col">{t('rebateLevel')}</th>
                      <th scope="col">{t('rebateValidBet')}</th>
                      <th scope="col">{t('rebateAmount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {v.list.map((c) => (
                      <tr key={c.id}>
                        <td>{formatDateTime(c.claimedAt, consoleTimeZone)}</td>
                        <td>{c.account}</td>
                        <td>{c.rankLevel === null ? t('rebateDefaultRates') : c.rankLevel}</td>
                        <td>
                          {brand.currencySymbol}
                          {c.validBet}
                        </td>
                        <td>
                          {brand.currencySymbol}
                          {c.amount}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                </div>
              )}
              {v.totalPages > 1 && <Pagination page={page} totalPages={v.totalPages} onChange={setPage} />}
            </section>
          </>
        );
      }}
    </ListState>
  );
}

function Settings({ brand, settings, lang }: { brand: OpsBrand; settings: OpsRebateSettings; lang: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [minClaim, setMinClaim] = useState(settings.minClaim);
  const [rates, setRates] = useState<Record<string, string>>(() => Object.fromEntries(products.map((p) => [p, String((settings.defaultRates as Record<string, number | undefined>)[p] ?? 0)])));
  const save = useMutation({ ...rebateMutations.settings(brand.id, lang), onSuccess: () => rebateChanged(client, brand.id) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ minClaim, defaultRates: Object.fromEntries(products.map((p) => [p, Number(rates[p] || 0)])) });
  };
  return (
    <section aria-labelledby="rebate-settings">
      <h2 id="rebate-settings">{t('rebateSettings')}</h2>
      <form className="console-filters" onSubmit={submit} aria-labelledby="rebate-settings">
        <label className="console-field">
          <span>{t('rebateMinClaim', { symbol: brand.currencySymbol })}</span>
          <input inputMode="decimal" value={minClaim} onChange={(e) => setMinClaim(e.target.value.trim())} />
        </label>
        <fieldset className="console-filters">
          <legend>{t('rebateDefaultRatesLegend')}</legend>
          {products.map((p) => (
            <label key={p} className="console-field">
              <span>{t(`vipProduct_${p}`)}</span>
              <input inputMode="decimal" value={rates[p]} onChange={(e) => setRates({ ...rates, [p]: e.target.value.trim() })} />
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={save.isPending}>
          {t('rebateSave')}
        </Button>
        {save.isSuccess && <span role="status">{t('rebateSaved')}</span>}
        <RowError error={save.error} />
      </form>
    </section>
  );
}
