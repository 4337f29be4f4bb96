import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { TransferRequest, VendorWallets } from '../../src/generated/types';
import { apiSendOnce } from '../../src/api/client';
import { moneyMoved, vendorWalletsQuery } from '../../src/api/wallet/money';
import { useOnceKey } from '../../src/api/useOnceKey';
import { useSession } from '../../src/api/sessionStore';
import { checkAmount } from '../../src/engine/checkAmount';
import { toMinorUnits } from '../../src/engine/money';
import { Button } from '../../src/ui/Button';
import { QueryState } from '../parts/QueryState';
import { AmountField } from '../parts/AmountField';
import { FormOutcome, useFormOutcome } from '../parts/useFormOutcome';
import { useMoney } from '../parts/useMoney';
import '../parts/FieldShell.css';
import './money.css';

const quickAmounts = ['100', '500', '1000'];

/**
 * My wallet: where the member's money is (main, held for withdrawals, each game vendor's wallet),
 * and moving it between main and a vendor's wallet. Every move carries its own Idempotency-Key
 * (a double tap moves once) and refreshes every figure of the member's money, the header's too.
 */
export default function TransferFund({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation('member');
  const token = useSession()?.token ?? '';
  const wallets = useQuery(vendorWalletsQuery(token));
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="money-page">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <QueryState query={wallets} isEmpty={() => false} emptyTitle="">
        {(w) => <Wallets wallets={w} token={token} />}
      </QueryState>
    </section>
  );
}

function Wallets({ wallets, token }: { wallets: VendorWallets; token: string }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const client = useQueryClient();
  const once = useOnceKey();
  const [direction, setDirection] = useState<'toVendor' | 'fromVendor'>('toVendor');
  const [vendor, setVendor] = useState(wallets.wallets[0]?.vendor ?? '');
  const [amount, setAmount] = useState('');
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const nameOf = (code: string) => wallets.wallets.find((w) => w.vendor === code)?.name ?? code;
  const source = direction === 'toVendor' ? wallets.main : (wallets.wallets.find((w) => w.vendor === vendor)?.balance ?? '0.00');

  const move = useMutation({
    mutationFn: (input: TransferRequest) => apiSendOnce('wallet/transfer', input, once.keyFor(input)),
    onSuccess: (res, input) => {
      once.done();
      client.setQueryData(vendorWalletsQuery(token).queryKey, res.wallets);
      void moneyMoved(client, vendorWalletsQuery(token).queryKey);
      setAmount('');
      const target = input.mode === 'toVendor' || input.mode === 'allOut' ? nameOf(input.vendor!) : t('mainWallet');
      setOutcome({ ok: true, text: res.moved === '0.00' ? t('transferNothing') : t('transferDone', { amount: money(res.moved), target }) });
    },
    onError: failed,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const found = checkAmount(amount, { available: toMinorUnits(source) ?? 0n });
    if (found) {
      setProblems({ amount: t(found.key, { ...found.params, available: money(found.params.available ?? '0') }) });
      return;
    }
    setProblems({});
    move.mutate({ mode: direction, vendor, amount: amount.trim() });
  };

  const inGames = wallets.wallets.reduce((s, w) => s + (toMinorUnits(w.balance) ?? 0n), 0n);
  return (
    <>
      <dl className="money-summary">
        <div>
          <dt>{t('mainWallet')}</dt>
          <dd data-testid="main-wallet">{money(wallets.main)}</dd>
        </div>
        <div>
          <dt>{t('heldWallet')}</dt>
          <dd>{money(wallets.held)}</dd>
        </div>
      </dl>

      <form className="money-form" onSubmit={submit} noValidate aria-labelledby="transfer-title">
        <h3 id="transfer-title">{t('transferTitle')}</h3>
        <fieldset className="money-choice">
          <legend>{t('transferDirection')}</legend>
          {(['toVendor', 'fromVendor'] as const).map((d) => (
            <label key={d}>
              <input type="radio" name="direction" value={d} checked={direction === d} onChange={() => setDirection(d)} />
              {t(`transfer_${d}`)}
            </label>
          ))}
        </fieldset>
        <div className="form-field">
          <label htmlFor="transfer-vendor">{t('gameWallet')}</label>
          <select id="transfer-vendor" value={vendor} onChange={(e) => setVendor(e.target.value)}>
            {wallets.wallets.map((w) => (
              <option key={w.vendor} value={w.vendor}>
                {w.name} ({money(w.balance)})
              </option>
            ))}
          </select>
        </div>
        <AmountField
          id="transfer-amount"
          value={amount}
          onChange={setAmount}
          problem={problems.amount ?? null}
          hint={t('transferAvailable', { amount: money(source) })}
          quick={quickAmounts}
          all={source}
        />
        <Button type="submit" busy={move.isPending} block>
          {t('transferSubmit')}
        </Button>
        <FormOutcome outcome={outcome} />
      </form>

      <div>
        <div className="money-wallets__head">
          <h3 id="game-wallets-title">{t('gameWallets')}</h3>
          <Button size="small" variant="secondary" disabled={inGames === 0n || move.isPending} onClick={() => move.mutate({ mode: 'allIn' })}>
            {t('transferAllIn')}
          </Button>
        </div>
        <table className="money-table" aria-labelledby="game-wallets-title">
          <thead>
            <tr>
              <th scope="col">{t('gameWallet')}</th>
              <th scope="col" className="money-table__amount">
                {t('balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {wallets.wallets.map((w) => (
              <tr key={w.vendor}>
                <th scope="row">{w.name}</th>
                <td className="money-table__amount">{money(w.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
