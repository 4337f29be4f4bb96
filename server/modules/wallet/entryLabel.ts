import type { Category, TransactionKind } from '../../../src/generated/types';
import { categoryLabelKey } from '../../../src/engine/categoryLabelKey';

/** One wallet's side of a ledger change as the books keep it: `wallet` is main, hold or `vendor:<code>`, `reference` the change's own. */
export interface LedgerLine {
  kind: TransactionKind;
  wallet: string;
  amount: bigint;
  reference: string | null;
}

/**
 * The words a line is told in: `say` a locale key (`ns:key`) in the request's language, and the
 * brand's names for what the books keep as codes: a vendor (by the category it was played in, when
 * known), a deposit's channel and a withdrawal's payout kind by their references (D123, W45).
 */
export interface EntryWords {
  say: (nsKey: string, params?: Record<string, string>) => string;
  vendor: (code: string, category?: string) => string;
  channel: (reference: string) => string | undefined;
  payout: (reference: string) => string | undefined;
}

const vendorCode = (wallet: string) => (wallet.startsWith('vendor:') ? wallet.slice(7) : null);
const categories = new Set<string>(['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP', 'COCKFIGHT', 'ELOTT', 'LOTT'] satisfies Category[]);
const depositKinds = new Set<TransactionKind>(['deposit']);
const withdrawalKinds = new Set<TransactionKind>(['withdrawalHold', 'withdrawalPaid', 'withdrawalRelease']);
const gameKinds = new Set<TransactionKind>(['bet', 'win', 'rollback']);
const pointsKinds = new Set<TransactionKind>(['pointsEarned', 'pointsRedeemed', 'pointsConverted', 'pointsRefunded']);
const pointProducts = new Set(['live', 'lottery', 'pvp', 'slots', 'sports']);

/** The wallet in words: the main wallet, the hold, or its vendor's name. */
export function walletLabel(wallet: string, words: EntryWords): string {
  if (wallet === 'main') return words.say('member:mainWallet');
  if (wallet === 'hold') return words.say('member:heldWallet');
  if (wallet === 'bonus') return words.say('member:bonusWallet');
  if (wallet === 'points') return words.say('member:pointsWallet');
  const code = vendorCode(wallet);
  return code ? words.vendor(code) : wallet;
}

/** The reference a person quotes, a deposit's (D123) or a withdrawal's (W45); none for the codes the books keep (a product, a vendor). */
export function readableReference(line: LedgerLine): string | null {
  if (!line.reference) return null;
  if (depositKinds.has(line.kind) && /^D[0-9]+$/.test(line.reference)) return line.reference;
  if (withdrawalKinds.has(line.kind) && /^W[0-9]+$/.test(line.reference)) return line.reference;
  if (pointsKinds.has(line.kind) && /^[DP][0-9]+$/.test(line.reference)) return line.reference;
  return null;
}

/**
 * What a line was, in words: the kind with what it concerns (Bet · Slots · PG Soft, Deposit · bKash,
 * Withdrawal paid · Nagad), or where a transfer went, seen from the wallet the line is of (main to
 * Evolution reads "Transfer to Evolution" on both sides; back, "Transfer from Evolution"). A part the
 * books cannot name is left out rather than shown as its code.
 */
export function entryLabel(line: LedgerLine, words: EntryWords): string {
  const kind = words.say(`member:kind_${line.kind}`);
  const ref = line.reference;
  if (line.kind === 'transfer') {
    // A vendor wallet's own line names its vendor (an automatic transfer gathers several into one);
    // the main wallet's, the vendor the change went to or came from.
    const own = vendorCode(line.wallet);
    const vendor = own ?? ref;
    // Everything back to main at once names no vendor on the main wallet's side.
    if (!vendor) return words.say('member:entry_transferFromAll');
    const towardVendor = own ? line.amount > 0n : line.amount < 0n;
    return words.say(towardVendor ? 'member:entry_transferTo' : 'member:entry_transferFrom', { name: words.vendor(vendor) });
  }
  if (line.kind === 'toUpline') {
    const [from, to] = (ref ?? '').split(' → ');
    if (!from || !to) return kind;
    return line.amount < 0n ? words.say('member:entry_toUpline', { name: to }) : words.say('member:entry_fromDownline', { name: from });
  }
  if (line.kind === 'toDownline') {
    const [from, to] = (ref ?? '').split(' → ');
    if (!from || !to) return kind;
    return line.amount < 0n ? words.say('member:entry_toDownline', { name: to }) : words.say('member:entry_fromUpline', { name: from });
  }
  if (gameKinds.has(line.kind) && ref) {
    const [category = '', code] = ref.split('/');
    if (!code) return kind;
    const parts = categories.has(category) ? [kind, words.say(categoryLabelKey(category as Category)), words.vendor(code, category)] : [kind, words.vendor(code)];
    return parts.join(' · ');
  }
  // Points earned by a bet name the product the ratio was for (Points earned · Slots); by a deposit, its reference.
  if (line.kind === 'pointsEarned' && ref && pointProducts.has(ref)) return `${kind} · ${words.say(`member:pointsProduct_${ref}`)}`;
  const readable = readableReference(line);
  if (pointsKinds.has(line.kind)) return kind;
  const detail = readable && (depositKinds.has(line.kind) ? words.channel(readable) : words.payout(readable));
  return detail ? `${kind} · ${detail}` : kind;
}
