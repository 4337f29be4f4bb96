import { useRef, useState, type KeyboardEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeLotteryBet } from '../../../../src/api/games/lottery';
import { moneyMoved } from '../../../../src/api/wallet/money';
import { useOnceKey } from '../../../../src/api/useOnceKey';
import { lotteryBetTypes, lotteryPicks, slipFigures } from '../../../../src/engine/lotteryPicks';
import type { LotteryBetRequest, LotteryBetType, LotteryOdds } from '../../../../src/generated/types';
import { Button } from '../../../../src/ui/Button';
import { Tabs } from '../../../../src/ui/Tabs';
import { useDialog } from '../../../../src/ui/useDialog';
import { FormOutcome, useFormOutcome } from '../../useFormOutcome';
import { useMoney } from '../../useMoney';
import '../../FieldShell.css';

const twoDigits = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** The bet slip of an open issue: a tab per bet type, its numbers, points or stake, what it costs and can win, and a confirmation before it is placed. */
export function LotterySlip({ gameCode, issue, odds, playType = null }: { gameCode: string; issue: string; odds: LotteryOdds; playType?: string | null }) {
  const { t } = useTranslation('games');
  const [type, setType] = useState<LotteryBetType>(() => lotteryBetTypes.find((bt) => bt === playType) ?? 'lo2');
  return (
    <section className="lotto__card lotto__slip" aria-labelledby="lotto-slip">
      <h2 id="lotto-slip">{t('lottoSlip')}</h2>
      <Tabs
        label={t('lottoTypes')}
        className="lotto__types"
        selectedId={type}
        onSelect={(id) => setType(id as LotteryBetType)}
        tabs={lotteryBetTypes.map((bt) => ({ id: bt, label: t(`lottoType_${bt}`), panel: bt === type ? <SlipForm key={bt} gameCode={gameCode} issue={issue} type={bt} odds={odds} /> : null }))}
      />
    </section>
  );
}

function SlipForm({ gameCode, issue, type, odds }: { gameCode: string; issue: string; type: LotteryBetType; odds: LotteryOdds }) {
  const { t } = useTranslation('games');
  const money = useMoney();
  const dialog = useDialog();
  const client = useQueryClient();
  const once = useOnceKey();
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const pick = lotteryPicks[type];
  const [numbers, setNumbers] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [amount, setAmount] = useState(pick.points ? '1' : '10');
  const chosen = pick.digits === 3 ? (/^[0-9]{3}$/.test(typed) ? [typed] : []) : numbers;
  const amountOk = pick.points ? /^[1-9][0-9]{0,4}$/.test(amount) : /^[0-9]{1,13}(\.[0-9]{1,2})?$/.test(amount) && Number(amount) > 0;
  const figures = slipFigures(type, odds, amountOk ? Number(amount) : 0);
  const ready = chosen.length === pick.numbers && amountOk;
  const body: LotteryBetRequest = { gameCode, issue, type, numbers: chosen as LotteryBetRequest['numbers'], ...(pick.points ? { points: Number(amount) } : { stake: amount }) };

  const place = useMutation({
    mutationFn: () => placeLotteryBet(body, once.keyFor(body)),
    onMutate: () => {
      setOutcome(null);
      setProblems({});
    },
    onSuccess: (bet) => {
      once.done();
      setOutcome({ ok: true, text: t('lottoPlaced', { issue: bet.issue, numbers: bet.numbers.join(', ') }) });
      setNumbers([]);
      setTyped('');
      void moneyMoved(client);
      void client.invalidateQueries({ queryKey: ['lottery', 'bets'] });
    },
    onError: failed,
  });

  const toggle = (n: string) => {
    if (pick.numbers === 1) setNumbers(numbers[0] === n ? [] : [n]);
    else if (numbers.includes(n)) setNumbers(numbers.filter((x) => x !== n));
    else if (numbers.length < pick.numbers) setNumbers([...numbers, n].sort());
  };

  const confirm = async () => {
    const summary = t('lottoConfirm', { type: t(`lottoType_${type}`), numbers: chosen.join(', '), cost: money(figures.cost.toFixed(2)), issue });
    if (await dialog.confirm(summary, { title: t('lottoConfirmTitle') })) place.mutate();
  };

  return (
    <form
      className="lotto__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) void confirm();
      }}
    >
      <p className="lotto__explain">{t(`lottoExplain_${type}`)}</p>
      <p className="lotto__odds">
        {pick.points && 'cost' in odds[type]
          ? t('lottoOddsPoints', { cost: money(String((odds[type] as { cost: number }).cost)), pays: money(String(odds[type].pays)) })
          : t('lottoOddsMultiple', { pays: odds[type].pays })}
      </p>
      {pick.digits === 2 ? (
        <NumberGrid label={t('lottoPickTwo', { count: pick.numbers })} chosen={numbers} onToggle={toggle} full={numbers.length >= pick.numbers && pick.numbers > 1} />
      ) : (
        <div className="form-field lotto__field">
          <label htmlFor={`lotto-typed-${type}`}>{t('lottoPickThree')}</label>
          <input
            id={`lotto-typed-${type}`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            pattern="[0-9]{3}"
            value={typed}
            aria-invalid={typed.length > 0 && chosen.length === 0}
            aria-describedby={`lotto-typed-${type}-hint`}
            onChange={(e) => setTyped(e.target.value.replace(/[^0-9]/g, '').slice(0, 3))}
          />
          <p id={`lotto-typed-${type}-hint`} className="lotto__hint">
            {t('lottoPickThreeHint')}
          </p>
        </div>
      )}
      <p className="lotto__chosen" aria-live="polite">
        {chosen.length ? t('lottoChosen', { numbers: chosen.join(', ') }) : t('lottoChooseCount', { count: pick.numbers })}
      </p>
      <div className="form-field lotto__field">
        <label htmlFor={`lotto-amount-${type}`}>{pick.points ? t('lottoPoints') : t('lottoStake')}</label>
        <input
          id={`lotto-amount-${type}`}
          inputMode={pick.points ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={amount}
          aria-invalid={!amountOk || Boolean(problems.points ?? problems.stake)}
          aria-describedby={`lotto-amount-${type}-error`}
          onChange={(e) => setAmount(e.target.value.trim())}
        />
        <p id={`lotto-amount-${type}-error`} className="lotto__error">
          {!amountOk ? (pick.points ? t('lottoPointsWrong') : t('lottoStakeWrong')) : (problems.points ?? problems.stake ?? problems.numbers ?? '')}
        </p>
      </div>
      <dl className="lotto__figures" aria-live="polite">
        <div>
          <dt>{t('lottoCost')}</dt>
          <dd>{money(figures.cost.toFixed(2))}</dd>
        </div>
        <div>
          <dt>{figures.perAppearance ? t('lottoWinEach') : t('lottoWin')}</dt>
          <dd>{money(figures.win.toFixed(2))}</dd>
        </div>
      </dl>
      <Button type="submit" disabled={!ready || place.isPending}>
        {place.isPending ? t('lottoPlacing') : t('lottoPlace')}
      </Button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}

/** 00–99 as toggle buttons in rows of ten: one Tab stop, the arrow keys, Home and End move within it. */
function NumberGrid({ label, chosen, onToggle, full }: { label: string; chosen: string[]; onToggle: (n: string) => void; full: boolean }) {
  const [focus, setFocus] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (e: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, ArrowDown: at + 10, ArrowUp: at - 10, Home: at - (at % 10), End: at - (at % 10) + 9 }[e.key];
    if (to === undefined || to < 0 || to > 99) return;
    e.preventDefault();
    setFocus(to);
    buttons.current[to]?.focus();
  };
  return (
    <div className="lotto__grid" role="group" aria-label={label}>
      {twoDigits.map((n, i) => {
        const on = chosen.includes(n);
        return (
          <button
            key={n}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            className={on ? 'lotto__cell lotto__cell--on' : 'lotto__cell'}
            aria-pressed={on}
            aria-disabled={full && !on ? true : undefined}
            tabIndex={i === focus ? 0 : -1}
            onFocus={() => setFocus(i)}
            onKeyDown={(e) => move(e, i)}
            onClick={() => onToggle(n)}
          >
            {n}
          </button>
        );
      })}
    </div>
  );
}
