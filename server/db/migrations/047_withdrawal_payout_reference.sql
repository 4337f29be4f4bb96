-- A withdrawal marked paid names how it was paid: the payout reference the desk copied from the
-- payment (a bKash TrxID, a bank's reference), which the member reads, and optionally a picture of
-- it. The picture is kept with the member's receipt proofs, told apart by its kind: one at most.
alter table withdrawals add column payout_reference text;

alter table withdrawal_proofs add column kind text not null default 'receipt' check (kind in ('receipt', 'payout'));
create unique index withdrawal_proofs_payout on withdrawal_proofs (withdrawal_id) where kind = 'payout';
