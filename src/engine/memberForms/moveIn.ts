import type { FormModel } from '../runtime';
import { requestForm } from '../requestForm';
import { transferQuickAmounts } from './transferFund';
import { toMinorUnits } from '../money';

const message = (key: string, params: Record<string, string> = {}) => ({ key: `member:${key}`, params });

/**
 * Moving money into a game vendor's own wallet as its game opens (decision 0255): the amount only
 * (the call's mode and vendor are the game's), at most what the main wallet holds, with the same
 * quick amounts and all-in button as My Wallet's transfer.
 */
export function moveInForm(input: {
  /** What the main wallet holds (a decimal string). */
  main: string;
  /** An amount as the player reads it, with the currency. */
  money: (amount: string) => string;
}): FormModel {
  const shown = { available: input.money(input.main) };
  return requestForm('wallet/transfer', [
    {
      name: 'amount',
      renderer: 'amount',
      required: true,
      label: message('amount'),
      hint: message('transferAvailable', { amount: shown.available }),
      amount: { available: input.main, shown, quick: transferQuickAmounts, all: true },
      message: message('amountInvalid'),
    },
  ]);
}

/** What the offer opens with: the brand's amount, or all the main wallet holds when that is less. */
export function moveInSuggestion(moveIn: string, main: string): string {
  return (toMinorUnits(main) ?? 0n) < (toMinorUnits(moveIn) ?? 0n) ? main : moveIn;
}
