import { fromMinorUnits, toMinorUnits } from './money';

export interface AmountLimits {
  /** What the source wallet holds, in minor units: more cannot be moved. */
  available?: bigint;
  /** The channel's or brand's least and most, in minor units. */
  min?: bigint;
  max?: bigint;
}

/** Why a typed amount cannot be sent, as a locale key of the `member` namespace with its values; null when it can. */
export type AmountProblem = { key: 'amountInvalid' | 'amountAboveBalance' | 'amountBelowMin' | 'amountAboveMax'; params: Record<string, string> } | null;

/**
 * A money form's own check before it asks the server (which checks again): a decimal with at most
 * two places above zero, within the limits. Amounts in the message are decimal strings; the form
 * formats them.
 */
export function checkAmount(text: string, limits: AmountLimits = {}): AmountProblem {
  const minor = toMinorUnits(text);
  if (minor === null || minor <= 0n) return { key: 'amountInvalid', params: {} };
  if (limits.min !== undefined && minor < limits.min) return { key: 'amountBelowMin', params: { min: fromMinorUnits(limits.min) } };
  if (limits.max !== undefined && minor > limits.max) return { key: 'amountAboveMax', params: { max: fromMinorUnits(limits.max) } };
  if (limits.available !== undefined && minor > limits.available) return { key: 'amountAboveBalance', params: { available: fromMinorUnits(limits.available) } };
  return null;
}
