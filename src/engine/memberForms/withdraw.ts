import type { FormModel } from '../runtime';
import { requestForm } from '../requestForm';

const message = (key: string) => ({ key: `member:${key}`, params: {} });

/**
 * A withdrawal: the payout account to be paid to, an amount within the brand's least and most and
 * what the main wallet holds (each also as the player reads it), and the payment password.
 */
export function withdrawForm(input: {
  accounts: ReadonlyArray<{ value: string; label: string }>;
  limits: { min: string; max: string; available: string };
  shown: { min: string; max: string; available: string };
}): FormModel {
  return requestForm('wallet/withdraw', [
    { name: 'accountId', renderer: 'choice', label: message('withdrawTo'), options: input.accounts, message: message('withdrawTo') },
    {
      name: 'amount',
      renderer: 'amount',
      label: message('amount'),
      hint: { key: 'member:withdrawLimits', params: input.shown },
      amount: { ...input.limits, shown: input.shown, quick: [], all: true },
      message: message('amountInvalid'),
    },
    { name: 'paymentPassword', renderer: 'pin', label: message('paymentPassword'), message: message('paymentPasswordFormat') },
  ]);
}
