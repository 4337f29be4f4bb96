import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '../engine/formatAmount';
import { pickTranslation } from '../engine/pickTranslation';
import type { OpsBrand, OpsSaveVipLevelRequest, OpsVipLevel, OpsVipLevels } from '../generated/types';
import { Button } from '../ui/Button';
import { failureMessage } from '../api/callClient';
import { BrandFrame } from './BrandFrame';
import { ListState } from './ListState';
import { vipChanged, vipMutations, vipQueries } from './queries/vip';

type LevelForm = OpsSaveVipLevelRequest['level'];
const products = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT'] as const;

/** A brand's VIP ladder (decision 0261): its options, what house `vip` paid this month, each level with its benefits; a level added above the top, edited, or the top removed. */
export function VipPage() {
  return <BrandFrame page="vip">{(brand) => <Vip brand={brand} />}</BrandFrame>;
}

function Vip({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const ladder = useQuery(vipQueries.ladder(brand.id, i18n.language));
  const [editing, setEditing] = useState<LevelForm | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const changed = (text: string) => (next: OpsVipLevels) => {
    vipChanged(client, brand.id, next);
    setNote({ ok: true, text });
  };
  const failed = (err: unknown) => setNote({ ok: false, text: failureMessage(err, t('networkError')) });
  const remove = useMutation({ ...vipMutations.removeLevel(brand.id, i18n.language), onSuccess: changed(t('vipRemoved')), onError: failed });
  const money = (value: string) => formatMoney(brand.currencySymbol, value);
  const labelOf = (l: OpsVipLevel) => pickTranslation(l.clubLabel, i18n.language, brand.defaultLang);

  return (
    <>
      <p className="console-muted">{t('vipLead')}</p>
      <ListState query={ladder} empty={false} emptyText="">
        {() => {
          const d = ladder.data!;
          const top = d.levels.at(-1);
          const next = top ? top.rankLevel + 1 : 0;
          return (
            <>
              <p>{t('vipCost', { month: d.cost.month, upgrade: money(d.cost.upgrade), monthly: money(d.cost.monthly) })}</p>
              <OptionsForm brand={brand} ladder={d} onSaved={changed(t('vipOptionsSaved'))} onFailed={failed} />
              <h2>{t('vipLevels')}</h2>
              <p className={note?.ok === false ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
                {note?.text}
              </p>
              {d.levels.length === 0 ? (
                <p>{t('vipNoLevels')}</p>
              ) : (
                <div className="console-table-wrap">
                  <table className="console-table">
                    <caption className="mq-visually-hidden">{t('vipLevels')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('vipRank')}</th>
                        <th scope="col">{t('vipLabel')}</th>
                        <th scope="col">{t(d.basis === 'deposit' ? 'vipThresholdDeposit' : 'vipThresholdValidBet')}</th>
                        <th scope="col">{t('vipUpgradeBonus')}</th>
                        <th scope="col">{t('vipMonthlyBonus')}</th>
                        <th scope="col">{t('vipPointMultiplier')}</th>
                        <th scope="col">{t('vipMembers')}</th>
                        <th scope="col">
                          <span className="mq-visually-hidden">{t('contentActions')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.levels.map((l) => (
                        <tr key={l.rankLevel}>
                          <td>{l.rankLevel}</td>
                          <td>{labelOf(l)}</td>
                          <td>{money(l.threshold)}</td>
                          <td>{money(l.upgradeBonus)}</td>
                          <td>{money(l.monthlyBonus)}</td>
                          <td>×{l.pointMultiplier}</td>
                          <td>{l.members}</td>
                          <td className="content-list__actions">
                            <Button size="small" variant="secondary" onClick={() => setEditing(formOf(l))} aria-label={t('vipEditOne', { level: labelOf(l) })}>
                              {t('vipEdit')}
                            </Button>
                            {l === top && l.rankLevel > 0 && (
                              <Button size="small" variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(l.rankLevel)} aria-label={t('vipRemoveOne', { level: labelOf(l) })}>
                                {t('vipRemove')}
                              </Button>
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {editing ? (
                <LevelEditor
                  key={editing.rankLevel}
                  brand={brand}
                  initial={editing}
                  onSaved={(next) => {
                    changed(t('vipSaved'))(next);
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <Button onClick={() => setEditing(emptyLevel(next, top))}>{t('vipAdd', { rank: String(next) })}</Button>
              )}
            </>
          );
        }}
      </ListState>
    </>
  );
}

const formOf = (l: OpsVipLevel): LevelForm => ({
  rankLevel: l.rankLevel,
  clubLabel: l.clubLabel,
  threshold: l.threshold,
  upgradeBonus: l.upgradeBonus,
  monthlyBonus: l.monthlyBonus,
  rebates: l.rebates,
  pointMultiplier: l.pointMultiplier,
});

/** A new level above the top: its rates start as the top's, the threshold empty for the operator to set. */
const emptyLevel = (rankLevel: number, top: OpsVipLevel | undefined): LevelForm => ({
  rankLevel,
  clubLabel: {},
  threshold: rankLevel === 0 ? '0' : '',
  upgradeBonus: '0',
  monthlyBonus: '0',
  rebates: top ? top.rebates : {},
  pointMultiplier: top ? top.pointMultiplier : 1,
});

function OptionsForm({ brand, ladder, onSaved, onFailed }: { brand: OpsBrand; ladder: OpsVipLevels; onSaved: (l: OpsVipLevels) => void; onFailed: (e: unknown) => void }) {
  const { t, i18n } = useTranslation();
  const [basis, setBasis] = useState(ladder.basis);
  const [downgrade, setDowngrade] = useState(ladder.downgrade);
  const save = useMutation({ ...vipMutations.saveOptions(brand.id, i18n.language), onSuccess: onSaved, onError: onFailed });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ basis, downgrade });
  };
  return (
    <form className="console-form vip-form" onSubmit={submit} aria-labelledby="vip-options-title">
      <h2 id="vip-options-title">{t('vipOptions')}</h2>
      <label className="console-field">
        <span>{t('vipBasis')}</span>
        <select value={basis} onChange={(e) => setBasis(e.target.value as OpsVipLevels['basis'])}>
          <option value="validBet">{t('vipBasis_validBet')}</option>
          <option value="deposit">{t('vipBasis_deposit')}</option>
        </select>
      </label>
      <label className="vip-form__check">
        <input type="checkbox" checked={downgrade} onChange={(e) => setDowngrade(e.target.checked)} /> {t('vipDowngrade')}
      </label>
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {t('vipSaveOptions')}
      </Button>
    </form>
  );
}

function LevelEditor({ brand, initial, onSaved, onCancel }: { brand: OpsBrand; initial: LevelForm; onSaved: (l: OpsVipLevels) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<LevelForm>(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({ ...vipMutations.saveLevel(brand.id, i18n.language), onSuccess: onSaved, onError: (err) => setError(failureMessage(err, t('networkError'))) });
  const set = (patch: Partial<LevelForm>) => setForm({ ...form, ...patch });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(form);
  };
  const amount = (name: 'threshold' | 'upgradeBonus' | 'monthlyBonus', label: string, disabled = false) => (
    <label className="console-field">
      <span>{label}</span>
      <input inputMode="decimal" pattern="[0-9]{1,13}(\.[0-9]{1,2})?" required disabled={disabled} value={form[name]} onChange={(e) => set({ [name]: e.target.value })} />
    </label>
  );
  return (
    <form className="console-form vip-form" onSubmit={submit} aria-labelledby="vip-level-title">
      <h2 id="vip-level-title">{t('vipLevelTitle', { rank: String(form.rankLevel) })}</h2>
      {brand.languages.map((lang) => (
        <label key={lang} className="console-field">
          <span>{t('vipLabelIn', { language: t(`languageName_${lang}`) })}</span>
          <input lang={lang} required maxLength={200} value={form.clubLabel[lang] ?? ''} onChange={(e) => set({ clubLabel: { ...form.clubLabel, [lang]: e.target.value } })} />
        </label>
      ))}
      {amount('threshold', t('vipThreshold'), form.rankLevel === 0)}
      {amount('upgradeBonus', t('vipUpgradeBonus'))}
      {amount('monthlyBonus', t('vipMonthlyBonus'))}
      <label className="console-field">
        <span>{t('vipPointMultiplier')}</span>
        <input type="number" min={0} max={100} step={0.01} required value={form.pointMultiplier} onChange={(e) => set({ pointMultiplier: Number(e.target.value) })} />
      </label>
      <fieldset className="vip-form__rates">
        <legend>{t('vipRebates')}</legend>
        {products.map((p) => (
          <label key={p} className="console-field">
            <span>{t(`vipProduct_${p}`)}</span>
            <input
              type="number"
              min={0}
              max={100}
              step={0.01}
              value={form.rebates[p] ?? ''}
              onChange={(e) => {
                const rebates = { ...form.rebates };
                if (e.target.value === '') delete rebates[p];
                else rebates[p] = Number(e.target.value);
                set({ rebates });
              }}
            />
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      <div className="content-list__actions">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {t('vipSave')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('vipCancel')}
        </Button>
      </div>
    </form>
  );
}
