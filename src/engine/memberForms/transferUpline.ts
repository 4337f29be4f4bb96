import type { FormModel } from '../runtime';
import { requestForm } from '../requestForm';

const message = (key: string, params: Record<string, string> = {}) => ({ key: `member:${key}`, params });

/** The quick amounts of a transfer to the upline. */
export const uplineQuickAmounts = ['100', '500', '1000'] as const;

/**
 * Transfer to upline: an amount no more than the main wallet holds (quick amounts, or all of it)
 * and the payment password.
 */
export function transferUplineForm(input: { available: string; shownAvailable: string }): FormModel {
  const shown = { available: input.shownAvailable };
  return requestForm('wallet/toUpline', [
    {
      name: 'amount',
      renderer: 'amount',
      label: message('amount'),
      hint: message('transferAvailable', { amount: input.shownAvailable }),
      amount: { available: input.available, shown, quick: uplineQuickAmounts, all: true },
      message: message('amountInvalid'),
    },
    { name: 'paymentPassword', renderer: 'pin', label: message('paymentPassword'), message: message('paymentPasswordFormat') },
  ]);
}
