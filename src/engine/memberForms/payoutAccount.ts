import type { AddPayoutAccountRequest } from '../../generated/types';
import type { FormModel } from '../runtime';
import { requestForm } from '../requestForm';
import { payoutNumber, type PayoutKind } from '../payoutAccount';

const message = (key: string, params: Record<string, string> = {}) => ({ key: `member:${key}`, params });

/**
 * A payout account to bind: its kind, the bank's name for a bank account, the number (labelled as
 * the kind names it) and the payee, always the member's real name and so shown, not typed. The
 * number's field is drawn for its kind (a digit keypad, or @ for a UPI ID), so the form is a
 * function of the values. `kinds` are the kinds the brand pays to, each with its name as the
 * player reads it.
 */
export function payoutAccountForm(kinds: ReadonlyArray<{ value: PayoutKind; label: string }>): (values: Record<string, string>) => FormModel {
  return (values) => {
    const kind = kindOf(values, kinds);
    const kindName = kinds.find((k) => k.value === kind)?.label ?? kind;
    return requestForm('member/addPayoutAccount', [
      { name: 'kind', renderer: 'select', label: message('payoutKind'), options: kinds, message: message('payoutKind') },
      ...(kind === 'bank' ? [{ name: 'bankName', renderer: 'text', required: true, label: message('payoutBank'), message: message('payoutBankNeeded') }] : []),
      { name: 'number', renderer: 'payoutNumber', label: message(`payoutNumber_${kind}`), message: message('payoutNumberInvalid', { kind: kindName }) },
      { name: 'payeeName', renderer: 'text', readOnly: true, label: message('payoutPayee'), hint: message('payoutPayeeHint'), message: message('payoutNeedsRealName') },
    ]);
  };
}

/** The kind chosen, or the brand's first. */
const kindOf = (values: Record<string, string>, kinds: ReadonlyArray<{ value: PayoutKind }>): PayoutKind =>
  kinds.find((k) => k.value === values.kind)?.value ?? kinds[0]?.value ?? 'bank';

/**
 * The request to send, or the number's problem. The schema only bounds the number's length; whether
 * it can be an account of its kind (a Bangladeshi mobile number for bKash and Nagad, Rocket's check
 * digit, name@bank for UPI, 6 to 20 digits for a bank) is payoutNumber's question, which the server
 * asks too. It stays a check of its own rather than a pattern in the model: a mobile number is
 * checked against the numbering plan, which no regular expression the renderer could hold says.
 */
export function payoutRequest(
  values: Record<string, string>,
  payeeName: string,
  kinds: ReadonlyArray<{ value: PayoutKind; label: string }>,
): { request: AddPayoutAccountRequest } | { field: 'number'; message: { key: string; params: Record<string, string> } } {
  const kind = kindOf(values, kinds);
  const number = values.number ?? '';
  if (!payoutNumber(kind, number)) return { field: 'number', message: message('payoutNumberInvalid', { kind: kinds.find((k) => k.value === kind)?.label ?? kind }) };
  return { request: { kind, number: number.trim(), payeeName, ...(kind === 'bank' ? { bankName: (values.bankName ?? '').trim() } : {}) } };
}
