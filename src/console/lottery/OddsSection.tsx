import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LotteryBetType, LotteryOdds, LotteryPrizeMode, OpsBrand, OpsLotteryOddsByMode } from '../../generated/types';
import { BET_TYPES, isPointBet, returnToPlayer } from '../../engine/lotteryBetTypes';
import { fromMinorUnits, toMinorUnits } from '../../engine/money';
import { Button } from '../../ui/Button';
import { RowError } from '../RowError';
import { lotteryChanged, lotteryMutations } from '../queries/lottery';
import { rtpProblem } from './rtpBounds';

export const PRIZE_MODES: readonly LotteryPrizeMode[] = ['LOTT', 'ZY', 'ELOTT', 'SEA'];

type Typed = Record<`${LotteryBetType}.${'cost' | 'pays'}`, string> & { maxStakePerNumber: string };

const typedOf = (odds: LotteryOdds): Typed =>
  Object.assign(
    { maxStakePerNumber: odds.maxStakePerNumber },
    ...BET_TYPES.map((type) => ({ [`${type}.pays`]: String(odds[type].pays), ...(isPointBet(type) ? { [`${type}.cost`]: String(odds[type].cost) } : {}) })),
  ) as Typed;

const whole = (text: string): number | null => (/^[0-9]{1,6}$/.test(text.trim()) ? Number(text) : null);

/** The odds as typed, or null while a figure is not a whole number of one or more. */
function oddsOf(typed: Typed): LotteryOdds | null {
  const figure = (type: LotteryBetType, part: 'cost' | 'pays') => whole(typed[`${type}.${part}`]);
  const out: Record<string, unknown> = {};
  for (const type of BET_TYPES) {
    const pays = figure(type, 'pays');
    const cost = isPointBet(type) ? figure(type, 'cost') : 1;
    if (!pays || !cost) return null;
    out[type] = isPointBet(type) ? { cost, pays } : { pays };
  }
  const cap = toMinorUnits(typed.maxStakePerNumber);
  if (cap === null || cap <= 0n) return null;
  out.maxStakePerNumber = fromMinorUnits(cap);
  return out as unknown as LotteryOdds;
}

/** Each prize mode's odds: every type's figures and its return to player as it is typed, warned when out of bounds; admin saves them. */
export function OddsSection({ brand, odds, editor }: { brand: OpsBrand; odds: OpsLotteryOddsByMode; editor: boolean }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LotteryPrizeMode>('LOTT');
  return (
    <section aria-labelledby="lottery-odds">
      <h2 id="lottery-odds">{t('lotteryOdds')}</h2>
      <p className="console-muted">{t('lotteryOddsHelp')}</p>
      <label className="console-field">
        <span>{t('lotteryPrizeMode')}</span>
        <select value={mode} onChange={(e) => setMode(e.target.value as LotteryPrizeMode)}>
          {PRIZE_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`lotteryMode_${m}`)}
            </option>
          ))}
        </select>
      </label>
      <OddsForm key={mode} brand={brand} mode={mode} odds={odds[mode]} editor={editor} />
    </section>
  );
}

function OddsForm({ brand, mode, odds, editor }: { brand: OpsBrand; mode: LotteryPrizeMode; odds: LotteryOdds; editor: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [typed, setTyped] = useState<Typed>(() => typedOf(odds));
  const save = useMutation({ ...lotteryMutations.odds(brand.id, i18n.language), onSuccess: () => lotteryChanged(client, brand.id) });
  const current = oddsOf(typed);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, numberingSystem: 'latn' });
  const set = (field: keyof Typed) => (value: string) => setTyped({ ...typed, [field]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (current) save.mutate({ prizeMode: mode, odds: current });
  };
  const figure = (type: LotteryBetType, part: 'cost' | 'pays') => (
    <input
      inputMode="numeric"
      aria-label={t(`lotteryFigure_${part}`, { type: t(`lotteryType_${type}`) })}
      value={typed[`${type}.${part}`]}
      readOnly={!editor}
      aria-invalid={whole(typed[`${type}.${part}`]) ? undefined : true}
      onChange={(e) => set(`${type}.${part}`)(e.target.value.trim())}
    />
  );
  return (
    <form className="lottery-odds" onSubmit={submit} aria-label={t('lotteryOddsOf', { mode: t(`lotteryMode_${mode}`) })}>
      <div className="console-table-wrap">
        <table className="console-table">
          <caption className="mq-visually-hidden">{t('lotteryOddsOf', { mode: t(`lotteryMode_${mode}`) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lotteryBetType')}</th>
              <th scope="col">{t('lotteryPointCost')}</th>
              <th scope="col">{t('lotteryPays')}</th>
              <th scope="col">{t('lotteryRtp')}</th>
            </tr>
          </thead>
          <tbody>
            {BET_TYPES.map((type) => {
              const rtp = current ? returnToPlayer(type, current) : null;
              const problem = rtp === null ? null : rtpProblem(rtp);
              return (
                <tr key={type}>
                  <th scope="row">{t(`lotteryType_${type}`)}</th>
                  <td>{isPointBet(type) ? figure(type, 'cost') : t('lotteryPerStake')}</td>
                  <td>{figure(type, 'pays')}</td>
                  <td data-testid={`rtp-${type}`} className={problem ? 'lottery-rtp lottery-rtp--warn' : 'lottery-rtp'}>
                    {rtp === null ? '—' : percent.format(rtp)}
                    {problem && <div>{t(`lotteryRtp_${problem}`)}</div>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="console-filters">
        <label className="console-field">
          <span>{t('lotteryMaxStake', { symbol: brand.currencySymbol })}</span>
          <input inputMode="decimal" value={typed.maxStakePerNumber} readOnly={!editor} onChange={(e) => set('maxStakePerNumber')(e.target.value.trim())} />
        </label>
      </div>
      {!current && (
        <p className="console-error" role="alert">
          {t('lotteryOddsIncomplete')}
        </p>
      )}
      {editor && (
        <Button type="submit" disabled={save.isPending || !current}>
          {t('lotteryOddsSave')}
        </Button>
      )}
      {save.isSuccess && <span role="status"> {t('lotteryOddsSaved')}</span>}
      <RowError error={save.error} />
    </form>
  );
}
