-- The slots' jackpot (decision 0304): one pool per brand and currency, seeded by the brand's demo
-- content (or an operator), grown by a share of every stake on a jackpot game (`games.classify`
-- 'JP'). The share is taken by the trigger below, in the transaction of the bet's one call
-- (vendor_bet inserts the bet's vendor_transactions row last), as one `update … set amount =
-- amount + …`: concurrent stakes queue on the pool's row and none is lost; a replayed bet writes no
-- row, so it adds nothing. Amounts are minor units; the share is in basis points, rounded down.
create table jackpots (
  brand_id text not null references brands (id),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  amount bigint not null check (amount >= 0),
  share_bp integer not null check (share_bp between 0 and 1000),
  updated_at timestamptz not null default now(),
  primary key (brand_id, currency)
);

-- A grown pool says `jackpot:<brand id>` on `marquee_cache` at commit; the live channel tells the
-- brand's open pages, which ask for the figure again.
create function jackpot_share() returns trigger language plpgsql as $$
begin
  update jackpots j
    set amount = j.amount + new.amount * j.share_bp / 10000, updated_at = now()
    from bets b, games g, brands br
    where b.brand_id = new.brand_id and b.vendor = new.vendor and b.round_id = new.round_id and b.member_id = new.member_id
      and g.id = b.game_id and g.classify = 'JP'
      and br.id = new.brand_id and j.brand_id = new.brand_id and j.currency = br.config -> 'currency' ->> 'code'
      and new.amount * j.share_bp / 10000 > 0;
  if found then
    perform pg_notify('marquee_cache', 'jackpot:' || new.brand_id);
  end if;
  return null;
end;
$$;

create trigger vendor_bets_grow_jackpot after insert on vendor_transactions
  for each row when (new.kind = 'bet') execute function jackpot_share();
