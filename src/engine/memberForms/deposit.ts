import { proofLimits } from '../proofFiles';
import type { FormModel } from '../runtime';
import { requestForm } from '../requestForm';

const message = (key: string, params: Record<string, string | number> = {}) => ({ key: `member:${key}`, params });

/** A deposit channel as the form needs it: its limits and what it still takes today are decimal strings. */
export interface DepositChannel {
  id: string;
  name: string;
  min: string;
  max: string;
  leftToday: string;
  quickAmounts: readonly string[];
  feePercent: number;
}

/**
 * A deposit's first step: the channel, then an amount within that channel's least and most and
 * what it still takes today, with its quick amounts — so the form is a function of the chosen
 * channel (the first until one is chosen). More than is left today is said as such, not as more
 * than a balance.
 */
export function depositChannelForm(input: {
  channels: readonly DepositChannel[];
  /** An amount as the player reads it, with the currency. */
  money: (amount: string) => string;
  /** A fee's percentage as the player reads it. */
  percent: (value: number) => string;
}): (values: Record<string, string>) => FormModel {
  return (values) => {
    const channel = input.channels.find((c) => c.id === values.channel) ?? input.channels[0];
    const shown = channel && { min: input.money(channel.min), max: input.money(channel.max), available: input.money(channel.leftToday) };
    const limits = shown && { min: shown.min, max: shown.max, left: shown.available };
    return requestForm('wallet/depositOpen', [
      { name: 'channel', renderer: 'cards', label: message('depositChannel'), options: input.channels.map((c) => ({ value: c.id, label: c.name })), message: message('depositChannel') },
      {
        name: 'amount',
        renderer: 'amount',
        label: message('amount'),
        message: message('amountInvalid'),
        ...(channel &&
          shown &&
          limits && {
            hint: channel.feePercent > 0 ? message('depositLimitsWithFee', { ...limits, percent: input.percent(channel.feePercent) }) : message('depositLimits', limits),
            amount: { min: channel.min, max: channel.max, available: channel.leftToday, shown, quick: channel.quickAmounts, all: false, aboveAvailable: 'member:depositAboveLeft' },
          }),
      },
    ]);
  };
}

/** A deposit's second step: the payment's transaction ID (its shape from the schema) and, if the member likes, proof pictures. */
export function depositPayForm(): FormModel {
  return requestForm('wallet/depositSubmit', [
    { name: 'transactionId', renderer: 'reference', label: message('transactionId'), message: message('transactionIdInvalid') },
    { name: 'proofs', renderer: 'proofs', files: 'proofs', label: message('proofs'), hint: message('proofsHint', { count: proofLimits.maxCount }), message: message('proofNeeded') },
  ]);
}
