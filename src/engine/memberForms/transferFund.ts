import type { FormModel } from '../runtime';
import { requestForm } from '../requestForm';

const message = (key: string, params: Record<string, string> = {}) => ({ key: `member:${key}`, params });

/** The quick amounts of a transfer between wallets. */
export const transferQuickAmounts = ['100', '500', '1000'] as const;

export type TransferDirection = 'toVendor' | 'fromVendor';

/**
 * Moving money between the main wallet and a game vendor's: the direction, the vendor's wallet
 * and the amount, which may not be more than the source holds — the main wallet going out, the
 * chosen game wallet coming back — so the form is a function of the values. The amount is asked
 * for although the call's all-in and all-out modes go without it.
 */
export function transferFundForm(input: {
  directions: ReadonlyArray<{ value: TransferDirection; label: string }>;
  /** Each game wallet: its vendor code, its label as the player reads it, its balance (a decimal string). */
  vendors: ReadonlyArray<{ value: string; label: string; balance: string }>;
  /** What the main wallet holds. */
  main: string;
  /** An amount as the player reads it, with the currency. */
  money: (amount: string) => string;
}): (values: Record<string, string>) => FormModel {
  return (values) => {
    const available = values.mode === 'fromVendor' ? (input.vendors.find((v) => v.value === values.vendor)?.balance ?? '0.00') : input.main;
    const shown = { available: input.money(available) };
    return requestForm('wallet/transfer', [
      { name: 'mode', renderer: 'choice', label: message('transferDirection'), options: input.directions, message: message('transferDirection') },
      { name: 'vendor', renderer: 'select', label: message('gameWallet'), options: input.vendors.map(({ value, label }) => ({ value, label })), message: message('gameWallet') },
      {
        name: 'amount',
        renderer: 'amount',
        required: true,
        label: message('amount'),
        hint: message('transferAvailable', { amount: shown.available }),
        amount: { available, shown, quick: transferQuickAmounts, all: true },
        message: message('amountInvalid'),
      },
    ]);
  };
}
