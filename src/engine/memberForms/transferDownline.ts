import type { FormModel } from '../runtime';
import { requestForm } from '../requestForm';

const member = (key: string) => ({ key: `member:${key}`, params: {} });

/**
 * An agent's transfer to a member of its team (decision 0273): an amount within the brand's least
 * and most and what the agent's main wallet holds (each also as the agent reads it), and the
 * payment password. The member is the dialog's, not a field.
 */
export function transferDownlineForm(input: { limits: { min: string; max: string; available: string }; shown: { min: string; max: string; available: string } }): FormModel {
  return requestForm('wallet/toDownline', [
    {
      name: 'amount',
      renderer: 'amount',
      label: member('amount'),
      hint: { key: 'agent:transferLimits', params: input.shown },
      amount: { ...input.limits, shown: input.shown, quick: [], all: false },
      message: member('amountInvalid'),
    },
    { name: 'paymentPassword', renderer: 'pin', label: member('paymentPassword'), message: member('paymentPasswordFormat') },
  ]);
}
