import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsBrand, OpsPointReward, OpsPoints, PointRatios } from '../generated/types';
import { Button } from '../ui/Button';
import { Pagination } from '../ui/Pagination';
import { useOnceKey } from '../api/useOnceKey';
import { BrandFrame } from './BrandFrame';
import { ListState } from './ListState';
import { RowError } from './RowError';
import { useConsole } from './ConsoleContext';
import { pointMutations, pointQueries, pointsChanged, type RedemptionStatus } from './queries/points';

const ratioNames = ['live', 'lottery', 'pvp', 'slots', 'sports', 'deposit', 'redeem'] as const;

/** Points (PTSYS3): a brand's ratios, its point mall's rewards and what points cost (content, admin), and the redemption queue (payments, admin). */
export function PointsPage() {
  const { t, i18n } = useTranslation();
  const { role } = useConsole().operator;
  const edits = role === 'admin' || role === 'content';
  const decides = role === 'admin' || role === 'payments';
  return (
    <BrandFrame page="points">
      {(brand) => (
        <>
          <p className="console-muted">{t('pointsHelp')}</p>
          <Overview brand={brand} edits={edits} lang={i18n.language} />
          {decides && <Queue brand={brand} lang={i18n.language} />}
        </>
      )}
    </BrandFrame>
  );
}

function Overview({ brand, edits, lang }: { brand: OpsBrand; edits: boolean; lang: string }) {
  const { t } = useTranslation();
  const overview = useQuery(pointQueries.overview(brand.id, lang));
  return (
    <ListState query={overview} empty={false} emptyText="">
      {() => {
        const o = overview.data!;
        return (
          <>
            <Ratios key={JSON.stringify([o.ratios, o.minConvert])} brandId={brand.id} data={o} edits={edits} lang={lang} />
            <Rewards brand={brand} rewards={o.rewards} edits={edits} lang={lang} />
            <section aria-labelledby="points-cost">
              <h2 id="points-cost">{t('pointsCost')}</h2>
              <table className="console-table">
                <thead>
                  <tr>
                    <th scope="col">{t('pointsAccount')}</th>
                    <th scope="col">{t('pointsPoints')}</th>
                  </tr>
                </thead>
                <tbody>
                  {o.cost.map((c) => (
                    <tr key={c.account}>
                      <td>{c.account}</td>
                      <td>{c.points}</td>
                    </tr>
                  ))}
                  <tr>
                    <td>{t('pointsCashPaid')}</td>
                    <td>
                      {brand.currencySymbol}
                      {o.cashPaid}
                    </td>
                  </tr>
                </tbody>
              </table>
              <p className="console-muted">{t('pointsWaiting', { count: o.waiting })}</p>
            </section>
          </>
        );
      }}
    </ListState>
  );
}

function Ratios({ brandId, data, edits, lang }: { brandId: string; data: OpsPoints; edits: boolean; lang: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [ratios, setRatios] = useState<PointRatios>(data.ratios);
  const [minConvert, setMinConvert] = useState(data.minConvert);
  const save = useMutation({ ...pointMutations.settings(lang), onSuccess: () => pointsChanged(client, brandId) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ brandId, ...ratios, minConvert });
  };
  return (
    <section aria-labelledby="points-ratios">
      <h2 id="points-ratios">{t('pointsRatios')}</h2>
      <form className="console-filters" onSubmit={submit}>
        {ratioNames.map((n) => (
          <label key={n} className="console-field">
            <span>{t(`pointsRatio_${n}`)}</span>
            <input inputMode="decimal" value={ratios[n]} readOnly={!edits} onChange={(e) => setRatios({ ...ratios, [n]: e.target.value.trim() })} />
          </label>
        ))}
        <label className="console-field">
          <span>{t('pointsMinConvert')}</span>
          <input inputMode="numeric" value={minConvert} readOnly={!edits} onChange={(e) => setMinConvert(e.target.value.trim())} />
        </label>
        {edits && (
          <Button type="submit" disabled={save.isPending}>
            {t('pointsSaveRatios')}
          </Button>
        )}
        {save.isSuccess && <span role="status">{t('pointsSaved')}</span>}
        <RowError error={save.error} />
      </form>
    </section>
  );
}

type Draft = { id?: string; kind: 'cash' | 'goods'; nameBn: string; nameEn: string; descBn: string; descEn: string; points: string; amount: string; stock: string; active: boolean; sort: string };
const blank: Draft = { kind: 'cash', nameBn: '', nameEn: '', descBn: '', descEn: '', points: '', amount: '', stock: '', active: true, sort: '0' };
const draftOf = (r: OpsPointReward): Draft => ({
  id: r.id,
  kind: r.kind,
  nameBn: r.name.bn ?? '',
  nameEn: r.name.en ?? '',
  descBn: r.description.bn ?? '',
  descEn: r.description.en ?? '',
  points: r.points,
  amount: r.amount ?? '',
  stock: r.stock === null ? '' : String(r.stock),
  active: r.active,
  sort: String(r.sort),
});

function Rewards({ brand, rewards, edits, lang }: { brand: OpsBrand; rewards: OpsPointReward[]; edits: boolean; lang: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = useMutation({
    ...pointMutations.reward(lang),
    onSuccess: () => {
      setDraft(null);
      return pointsChanged(client, brand.id);
    },
  });
  const body = (d: Draft) => ({
    brandId: brand.id,
    ...(d.id ? { id: d.id } : {}),
    kind: d.kind,
    name: { ...(d.nameBn ? { bn: d.nameBn } : {}), ...(d.nameEn ? { en: d.nameEn } : {}) },
    description: { ...(d.descBn ? { bn: d.descBn } : {}), ...(d.descEn ? { en: d.descEn } : {}) },
    points: d.points,
    amount: d.amount ? d.amount : null,
    stock: d.stock === '' ? null : Number(d.stock),
    active: d.active,
    sort: Number(d.sort) || 0,
  });
  return (
    <section aria-labelledby="points-rewards">
      <h2 id="points-rewards">{t('pointsRewards')}</h2>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('pointsRewardName')}</th>
              <th scope="col">{t('pointsKind')}</th>
              <th scope="col">{t('pointsPoints')}</th>
              <th scope="col">{t('pointsAmount')}</th>
              <th scope="col">{t('pointsStock')}</th>
              <th scope="col">{t('pointsOn')}</th>
              {edits && <th scope="col">{t('pointsActions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rewards.map((r) => (
              <tr key={r.id}>
                <td>{(lang === 'bn' ? r.name.bn : r.name.en) ?? r.name.en ?? r.name.bn}</td>
                <td>{t(`pointsKind_${r.kind}`)}</td>
                <td>{r.points}</td>
                <td>{r.amount ?? '—'}</td>
                <td>{r.stock ?? t('pointsUnlimited')}</td>
                <td>{r.active ? t('pointsYes') : t('pointsNo')}</td>
                {edits && (
                  <td>
                    <Button variant="secondary" size="small" onClick={() => setDraft(draftOf(r))}>
                      {t('pointsEdit')}
                    </Button>{' '}
                    <Button variant="ghost" size="small" disabled={save.isPending} onClick={() => save.mutate(body({ ...draftOf(r), active: !r.active }))}>
                      {r.active ? t('pointsSwitchOff') : t('pointsSwitchOn')}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {edits && !draft && (
        <Button variant="secondary" onClick={() => setDraft(blank)}>
          {t('pointsAddReward')}
        </Button>
      )}
      {draft && (
        <form
          className="console-filters"
          aria-label={draft.id ? t('pointsEdit') : t('pointsAddReward')}
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(body(draft));
          }}
        >
          <label className="console-field">
            <span>{t('pointsKind')}</span>
            <select value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value as Draft['kind'] })}>
              <option value="cash">{t('pointsKind_cash')}</option>
              <option value="goods">{t('pointsKind_goods')}</option>
            </select>
          </label>
          {(['nameBn', 'nameEn', 'descBn', 'descEn', 'points', 'amount', 'stock', 'sort'] as const).map((f) => (
            <label key={f} className="console-field">
              <span>{t(`pointsField_${f}`)}</span>
              <input value={draft[f]} onChange={(e) => setDraft({ ...draft, [f]: e.target.value })} />
            </label>
          ))}
          <label className="console-field">
            <span>{t('pointsOn')}</span>
            <input type="checkbox" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} />
          </label>
          <Button type="submit" disabled={save.isPending}>
            {t('pointsSaveReward')}
          </Button>
          <Button variant="ghost" onClick={() => setDraft(null)}>
            {t('pointsCancel')}
          </Button>
        </form>
      )}
      <RowError error={save.error} />
    </section>
  );
}

function Queue({ brand, lang }: { brand: OpsBrand; lang: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<RedemptionStatus>('processing');
  const [page, setPage] = useState(1);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const once = useOnceKey();
  const queue = useQuery(pointQueries.queue(brand.id, status, page, lang));
  const decide = useMutation({
    ...pointMutations.decide(lang, (b) => once.keyFor(b)),
    onSettled: () => {
      once.done();
      return pointsChanged(client, brand.id);
    },
  });
  return (
    <section aria-labelledby="points-queue">
      <h2 id="points-queue">{t('pointsQueue')}</h2>
      <label className="console-field">
        <span>{t('pointsStatus')}</span>
        <select
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as RedemptionStatus);
            setPage(1);
          }}
        >
          {(['processing', 'approved', 'rejected'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`pointsStatus_${s}`)}
            </option>
          ))}
        </select>
      </label>
      <ListState query={queue} empty={(queue.data?.list.length ?? 0) === 0} emptyText={t('pointsQueueEmpty')}>
        {() => (
          <>
            <div className="console-table-wrap">
              <table className="console-table">
                <thead>
                  <tr>
                    <th scope="col">{t('pointsReference')}</th>
                    <th scope="col">{t('pointsMember')}</th>
                    <th scope="col">{t('pointsRewardName')}</th>
                    <th scope="col">{t('pointsPoints')}</th>
                    <th scope="col">{t('pointsAppliedAt')}</th>
                    <th scope="col">{status === 'processing' ? t('pointsActions') : t('pointsDecision')}</th>
                  </tr>
                </thead>
                <tbody>
                  {queue.data!.list.map((r) => (
                    <tr key={r.id}>
                      <td>{r.reference}</td>
                      <td>{r.member}</td>
                      <td>
                        {r.name} × {r.quantity}
                      </td>
                      <td>{r.points}</td>
                      <td>{new Date(r.appliedAt).toLocaleString()}</td>
                      <td>
                        {r.status === 'processing' ? (
                          <>
                            <Button size="small" disabled={decide.isPending} onClick={() => decide.mutate({ brandId: brand.id, id: r.id, decision: 'approve' })}>
                              {t('pointsApprove')}
                            </Button>{' '}
                            <label className="console-field">
                              <span>{t('pointsReason')}</span>
                              <input maxLength={140} value={reasons[r.id] ?? ''} onChange={(e) => setReasons({ ...reasons, [r.id]: e.target.value })} />
                            </label>
                            <Button
                              size="small"
                              variant="danger"
                              disabled={decide.isPending || !(reasons[r.id] ?? '').trim()}
                              onClick={() => decide.mutate({ brandId: brand.id, id: r.id, decision: 'reject', reason: reasons[r.id]!.trim() })}
                            >
                              {t('pointsReject')}
                            </Button>
                          </>
                        ) : (
                          <>
                            {t(`pointsStatus_${r.status}`)} · {r.operator ?? ''}
                            {r.remark && ` · ${r.remark}`}
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <RowError error={decide.error} />
            {queue.data!.totalPages > 1 && <Pagination page={page} totalPages={queue.data!.totalPages} onChange={setPage} />}
          </>
        )}
      </ListState>
    </section>
  );
}
