import { describe, expect, it } from 'vitest';
import { translate, type Language } from '../../i18n';
import { entryLabel, readableReference, walletLabel, type EntryWords, type LedgerLine } from './entryLabel';

// The account record's words for what the books keep as codes: every kind of line, in both
// languages, and never a code where the brand has a name.

const vendors: Record<string, string> = { EVO: 'Evolution', PG: 'PG Soft', PP: 'Pragmatic Play', 'LIVE/PP': 'Pragmatic Live' };
const wordsIn = (lang: Language): EntryWords => ({
  say: (nsKey, params) => translate(lang, nsKey, params),
  vendor: (code, category) => (category ? vendors[`${category}/${code}`] : undefined) ?? vendors[code] ?? code,
  channel: (ref) => ({ D12: 'bKash' })[ref],
  payout: (ref) => ({ W7: 'Nagad' })[ref],
});
const en = wordsIn('en');
const bn = wordsIn('bn');
const line = (kind: LedgerLine['kind'], wallet: string, amount: bigint, reference: string | null = null): LedgerLine => ({ kind, wallet, amount, reference });

describe('the account record in words', () => {
  it('names a bet, a win and a cancelled bet by the category played and the vendor of that category', () => {
    expect(entryLabel(line('bet', 'main', -2000n, 'RNG/PG'), en)).toBe('Bet · Slots · PG Soft');
    expect(entryLabel(line('win', 'main', 500n, 'RNG/PG'), en)).toBe('Win · Slots · PG Soft');
    expect(entryLabel(line('rollback', 'main', 2000n, 'LIVE/PP'), en)).toBe('Bet cancelled · Live Casino · Pragmatic Live');
    expect(entryLabel(line('bet', 'main', -2000n, 'RNG/PG'), bn)).toBe('বাজি · স্লট · PG Soft');
    // A category the books do not know is left out rather than shown as its code.
    expect(entryLabel(line('bet', 'main', -2000n, 'OTHER/PG'), en)).toBe('Bet · PG Soft');
  });

  it('says where a transfer went, from either wallet of it, and back', () => {
    expect(entryLabel(line('transfer', 'main', -50000n, 'EVO'), en)).toBe('Transfer to Evolution');
    expect(entryLabel(line('transfer', 'vendor:EVO', 50000n, 'EVO'), en)).toBe('Transfer to Evolution');
    expect(entryLabel(line('transfer', 'vendor:EVO', -50000n, 'EVO'), en)).toBe('Transfer from Evolution');
    expect(entryLabel(line('transfer', 'main', 50000n, 'EVO'), en)).toBe('Transfer from Evolution');
    // Everything back at once: each game wallet names itself, the main wallet names them all.
    expect(entryLabel(line('transfer', 'vendor:PG', -100n), en)).toBe('Transfer from PG Soft');
    expect(entryLabel(line('transfer', 'main', 100n), en)).toBe('Transfer from the game wallets');
    expect(entryLabel(line('transfer', 'main', -50000n, 'EVO'), bn)).toBe('Evolution-এ ট্রান্সফার');
    expect(entryLabel(line('transfer', 'vendor:EVO', -50000n, 'EVO'), bn)).toBe('Evolution থেকে ট্রান্সফার');
  });

  it('names a deposit by its channel and a withdrawal by its payout kind, with the reference a person quotes', () => {
    expect(entryLabel(line('deposit', 'main', 200000n, 'D12'), en)).toBe('Deposit · bKash');
    expect(entryLabel(line('deposit', 'main', 200000n, 'D12'), bn)).toBe('জমা · bKash');
    expect(entryLabel(line('withdrawalHold', 'main', -100000n, 'W7'), en)).toBe('Withdrawal held · Nagad');
    expect(entryLabel(line('withdrawalPaid', 'hold', -100000n, 'W7'), en)).toBe('Withdrawal paid · Nagad');
    expect(entryLabel(line('withdrawalRelease', 'main', 100000n, 'W7'), bn)).toBe('উত্তোলন ফেরত · Nagad');
    // A deposit the member's rows do not hold reads as a deposit, not as a code.
    expect(entryLabel(line('deposit', 'main', 200000n, 'D99'), en)).toBe('Deposit');
    expect(readableReference(line('deposit', 'main', 1n, 'D12'))).toBe('D12');
    expect(readableReference(line('withdrawalPaid', 'hold', -1n, 'W7'))).toBe('W7');
  });

  it('says who money went to or came from between a downline and its upline', () => {
    expect(entryLabel(line('toUpline', 'main', -10000n, 'player01 → agent01'), en)).toBe('Transfer to upline agent01');
    expect(entryLabel(line('toUpline', 'main', 10000n, 'player01 → agent01'), en)).toBe('Transfer from downline player01');
    expect(entryLabel(line('toUpline', 'main', -10000n, 'player01 → agent01'), bn)).toBe('আপলাইন agent01-কে ট্রান্সফার');
    expect(entryLabel(line('toDownline', 'main', -10000n, 'agent01 → player02'), en)).toBe('Transfer to downline player02');
    expect(entryLabel(line('toDownline', 'main', 10000n, 'agent01 → player02'), en)).toBe('Transfer from upline agent01');
    expect(entryLabel(line('toDownline', 'main', 10000n, 'agent01 → player02'), bn)).toBe('আপলাইন agent01 থেকে ট্রান্সফার');
  });

  it('reads a kind alone where nothing more is known', () => {
    expect(entryLabel(line('demoCredit', 'main', 125000n), en)).toBe('Demo credit');
    expect(entryLabel(line('bonus', 'main', 100n), bn)).toBe('বোনাস');
    expect(entryLabel(line('adjustment', 'main', 100n, 'ops note'), en)).toBe('Adjustment');
  });

  it('gives no reference for a code the books keep', () => {
    for (const l of [line('bet', 'main', -1n, 'RNG/PG'), line('transfer', 'main', -1n, 'EVO'), line('toUpline', 'main', -1n, 'a → b'), line('deposit', 'main', 1n, 'X1'), line('demoCredit', 'main', 1n)]) {
      expect(readableReference(l)).toBeNull();
    }
  });

  it('names each wallet in words', () => {
    expect(walletLabel('main', en)).toBe('Main wallet');
    expect(walletLabel('hold', en)).toBe('Held for withdrawals');
    expect(walletLabel('vendor:PG', en)).toBe('PG Soft');
    expect(walletLabel('main', bn)).toBe('প্রধান ওয়ালেট');
  });
});
