import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { TransferRequest, VendorWallets } from '../../src/generated/types';
import { apiSendOnce, failureMessage } from '../../src/api/client';
import { moneyMoved, vendorWalletsQuery } from '../../src/api/wallet/money';
import { useOnceKey } from '../../src/api/useOnceKey';
import { useSession } from '../../src/api/sessionStore';
import { transferFundForm } from '../../src/engine/memberForms/transferFund';
import { toMinorUnits } from '../../src/engine/money';
import { Button } from '../../src/ui/Button';
import { QueryState } from '../parts/QueryState';
import { RuleForm } from '../parts/RuleForm';
import { FormOutcome } from '../parts/useFormOutcome';
import { useFormReply } from '../parts/useFormReply';
import { useMoney } from '../parts/useMoney';
import '../parts/FieldShell.css';
import './money.css';

/**
 * My wallet: where the member's money is (main, held for withdrawals, the wallet of each game vendor
 * that keeps its own), and moving it between main and a vendor's wallet: an amount, everything
 * back to main, or all of main into one vendor's wallet. Every move carries its own Idempotency-Key
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
  const reply = useFormReply();
  // The all-in button's answer; the form's own answers are the form's.
  const [allIn, setAllIn] = useState<{ ok: boolean; text: string } | null>(null);
  const nameOf = (code: string) => wallets.wallets.find((w) => w.vendor === code)?.name ?? code;
  const model = useMemo(
    () =>
      transferFundForm({
        directions: (['toVendor', 'fromVendor'] as const).map((d) => ({ value: d, label: t(`transfer_${d}`) })),
        vendors: wallets.wallets.map((w) => ({ value: w.vendor, label: `${w.name} (${money(w.balance)})`, balance: w.balance })),
        main: wallets.main,
        money,
      }),
    [wallets, money, t],
  );

  const move = async (input: TransferRequest) => {
    const res = await apiSendOnce('wallet/transfer', input, once.keyFor(input));
    once.done();
    client.setQueryData(vendorWalletsQuery(token).queryKey, res.wallets);
    void moneyMoved(client, vendorWalletsQuery(token).queryKey);
    const target = input.mode === 'toVendor' || input.mode === 'allOut' ? nameOf(input.vendor!) : t('mainWallet');
    return res.moved === '0.00' ? t('transferNothing') : t('transferDone', { amount: money(res.moved), target });
  };
  // The buttons beside the list: everything back to main, or all of main into one game's wallet.
  const moveAll = useMutation({
    mutationFn: (input: TransferRequest) => move(input),
    onMutate: () => setAllIn(null),
    onSuccess: (text) => setAllIn({ ok: true, text }),
    onError: (err) => setAllIn({ ok: false, text: failureMessage(err, t('common:networkError')) }),
  });

  const inGames = wallets.wallets.reduce((s, w) => s + (toMinorUnits(w.balance) ?? 0n), 0n);
  const mainEmpty = (toMinorUnits(wallets.main) ?? 0n) === 0n;
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

      <RuleForm
        className="money-form"
        idPrefix="transfer-"
        labelledBy="transfer-title"
        header={<h3 id="transfer-title">{t('transferTitle')}</h3>}
        model={model}
        initialValues={{ mode: 'toVendor', vendor: wallets.wallets[0]?.vendor ?? '' }}
        keep={['mode', 'vendor']}
        submitLabel={t('transferSubmit')}
        onSubmit={({ mode = 'toVendor', vendor = '', amount = '' }) => {
          setAllIn(null);
          return reply(() => move({ mode: mode as TransferRequest['mode'], vendor, amount: amount.trim() }));
        }}
        footer={<FormOutcome outcome={allIn} />}
      />

      <div>
        <div className="money-wallets__head">
          <h3 id="game-wallets-title">{t('gameWallets')}</h3>
          <Button size="small" variant="secondary" busy={moveAll.isPending && moveAll.variables.mode === 'allIn'} disabled={inGames === 0n || moveAll.isPending} onClick={() => moveAll.mutate({ mode: 'allIn' })}>
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
              <th scope="col">
                <span className="mq-visually-hidden">{t('transferAllOutColumn')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {wallets.wallets.map((w) => (
              <tr key={w.vendor}>
                <th scope="row">{w.name}</th>
                <td className="money-table__amount">{money(w.balance)}</td>
                <td className="money-table__action">
                  <Button
                    size="small"
                    variant="ghost"
                    busy={moveAll.isPending && moveAll.variables.mode === 'allOut' && moveAll.variables.vendor === w.vendor}
                    disabled={mainEmpty || moveAll.isPending}
                    onClick={() => moveAll.mutate({ mode: 'allOut', vendor: w.vendor })}
                  >
                    {t('transferAllOut')}
                    <span className="mq-visually-hidden"> · {w.name}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
