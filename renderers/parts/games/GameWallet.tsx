import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LaunchWallet } from '../../../src/generated/types';
import { apiSendOnce } from '../../../src/api/client';
import { moneyMoved, vendorWalletsQuery } from '../../../src/api/wallet/money';
import { useOnceKey } from '../../../src/api/useOnceKey';
import { moveInForm, moveInSuggestion } from '../../../src/engine/memberForms/moveIn';
import { toMinorUnits } from '../../../src/engine/money';
import { Button } from '../../../src/ui/Button';
import { RuleForm } from '../RuleForm';
import { useFormReply } from '../useFormReply';
import { useMoney } from '../useMoney';

const minor = (amount: string) => toMinorUnits(amount) ?? 0n;

/**
 * The wallet a game of a vendor that keeps its own stakes from (decision 0255), above the game:
 * what it holds, following the player's money as it moves. Below the brand's amount, the player is
 * offered to move money in from main; where the brand moves it automatically, the panel says what
 * came in, and leaving the game brings everything back to main.
 */
export function GameWallet({ wallet, token }: { wallet: LaunchWallet; token: string }) {
  const { t } = useTranslation(['games', 'member']);
  const money = useMoney();
  const client = useQueryClient();
  const wallets = useQuery(vendorWalletsQuery(token));
  const balance = wallets.data?.wallets.find((w) => w.vendor === wallet.vendor)?.balance ?? wallet.balance;
  const main = wallets.data?.main ?? wallet.main;
  const [offerClosed, setOfferClosed] = useState(false);
  // What the last move said: kept here, since a move that fills the wallet closes the offer.
  const [moved, setMoved] = useState<string | null>(null);
  const once = useOnceKey();
  const reply = useFormReply();
  const model = useMemo(() => moveInForm({ main, money }), [main, money]);
  useReturnOnLeaving(wallet.auto, token);

  const low = !wallet.auto && minor(balance) < minor(wallet.moveIn);
  const titleId = 'game-wallet-title';
  return (
    <section className="game-wallet" aria-labelledby={titleId}>
      <p className="game-wallet__line">
        <span id={titleId}>{t('games:walletStakesFrom', { name: wallet.name })}</span>
        <strong className="game-wallet__amount" data-testid="game-wallet-balance">
          {money(balance)}
        </strong>
      </p>
      {moved && (
        <p className="game-wallet__note" role="status">
          {moved}
        </p>
      )}
      {wallet.auto && minor(wallet.moved) > 0n && (
        <p className="game-wallet__note" role="status">
          {t('games:walletAutoMoved', { amount: money(wallet.moved), name: wallet.name })}
        </p>
      )}
      {low && !offerClosed && minor(main) === 0n && <p className="game-wallet__note">{t('games:walletNothingToMove', { name: wallet.name })}</p>}
      {low && !offerClosed && minor(main) > 0n && (
        <RuleForm
          className="game-wallet__offer"
          idPrefix="move-in-"
          label={t('games:walletMoveInTitle', { name: wallet.name })}
          header={<p className="game-wallet__note">{t('games:walletLow', { name: wallet.name })}</p>}
          model={model}
          initialValues={{ amount: moveInSuggestion(wallet.moveIn, main) }}
          submitLabel={t('games:walletMoveIn')}
          onSubmit={async ({ amount = '' }) => {
            const said = await reply(async () => {
              const input = { mode: 'toVendor' as const, vendor: wallet.vendor, amount: amount.trim() };
              const res = await apiSendOnce('wallet/transfer', input, once.keyFor(input));
              once.done();
              client.setQueryData(vendorWalletsQuery(token).queryKey, res.wallets);
              void moneyMoved(client, vendorWalletsQuery(token).queryKey);
              return t('member:transferDone', { amount: money(res.moved), target: wallet.name });
            });
            if (said === null || typeof said !== 'object' || !('done' in said)) return said;
            setMoved(said.done);
            return null;
          }}
          footer={
            <Button variant="secondary" size="small" className="game-wallet__later" onClick={() => setOfferClosed(true)}>
              {t('games:walletNotNow')}
            </Button>
          }
        />
      )}
    </section>
  );
}

/** Where the brand moves money automatically, leaving the game (the page closing it) brings every game wallet back to main. */
function useReturnOnLeaving(auto: boolean, token: string) {
  const client = useQueryClient();
  const once = useOnceKey();
  const key = useRef(once.keyFor('back to main'));
  useEffect(() => {
    if (!auto) return;
    const idempotencyKey = key.current;
    return () => {
      void apiSendOnce('wallet/transfer', { mode: 'allIn' }, idempotencyKey).then(
        () => moneyMoved(client),
        () => undefined,
      );
    };
  }, [auto, token, client]);
}
