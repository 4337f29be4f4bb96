import { requestFields } from '../../generated/requestFields';
import { proofLimits } from '../proofFiles';
import type { FormModel } from '../runtime';
import { requestForm } from '../requestForm';

const message = (key: string, params: Record<string, string | number> = {}) => ({ key: `member:${key}`, params });

/** The answers to "did it arrive?", as the call's schema lists them. */
export const receiptAnswers = requestFields['wallet/withdrawalReceipt'].receipt.enum;

export type ReceiptAnswer = (typeof receiptAnswers)[number];

/**
 * The member's answer to a paid withdrawal: received, partly or not received. Only the last two
 * ask what happened and at least one proof picture, so the form is a function of the answer.
 */
export function withdrawalReceiptForm(label: (answer: ReceiptAnswer) => string): (values: Record<string, string>) => FormModel {
  return (values) =>
    requestForm('wallet/withdrawalReceipt', [
      { name: 'receipt', renderer: 'choice', label: message('receiptQuestion'), options: receiptAnswers.map((a) => ({ value: a, label: label(a) })), message: message('receiptQuestion') },
      ...(values.receipt === undefined || values.receipt === 'received'
        ? []
        : [
            { name: 'note', renderer: 'text', label: message('receiptNote'), message: message('receiptNote') },
            {
              name: 'proofs',
              renderer: 'proofs',
              files: 'proofs' as const,
              required: true,
              label: message('receiptProofs'),
              hint: message('proofsHint', { count: proofLimits.maxCount }),
              message: message('proofNeeded'),
            },
          ]),
    ]);
}
