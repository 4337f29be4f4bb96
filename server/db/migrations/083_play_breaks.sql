-- Responsible play (RG3, decisions 0323 and 0324): a member's own session limit and reality check,
-- and breaks from play — a time-out (a day to six weeks) or a self-exclusion (six months to five
-- years, or with no end), on this brand or on every brand.

-- What a member chose: minutes a session may last (null: no limit) and how often the reality
-- check shows (null: off).
create table play_settings (
  member_id bigint primary key references members(id) on delete cascade,
  session_minutes integer check (session_minutes between 5 and 1440),
  reality_minutes integer check (reality_minutes in (15, 30, 60)),
  updated_at timestamptz not null default now()
);

-- One row a break. `lifts_at`: when it stops holding — a time-out at its end, an exclusion a day
-- after its end (null: never). The mobile number and e-mail address are kept as they were, so a
-- break on every brand finds the same person's accounts on the other brands and refuses them a
-- new one. A break is never shortened: no statement updates `lifts_at`.
create table play_breaks (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  member_id bigint not null references members(id) on delete cascade,
  kind text not null check (kind in ('timeOut', 'exclusion')),
  period text not null,
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  lifts_at timestamptz,
  all_brands boolean not null default false,
  mobile text,
  email text,
  set_by text not null check (set_by in ('member', 'operator')),
  operator_id uuid references operators(id) on delete set null,
  reason text,
  check (kind = 'exclusion' or ends_at is not null),
  check ((ends_at is null) = (lifts_at is null))
);
create index play_breaks_member on play_breaks (member_id, lifts_at);
create index play_breaks_mobile on play_breaks (mobile) where all_brands and mobile is not null;
create index play_breaks_email on play_breaks (lower(email)) where all_brands and email is not null;

-- The module, off in brands that exist already (the demo brands' files switch it on), and its
-- member-centre page shown only while it is on.
create function with_play_module(tree jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(case when n ->> 'modId' = 'MEMBER3'
      then jsonb_set(n, '{childrenNodes}', coalesce(n -> 'childrenNodes', '[]'::jsonb) || '[{"modId": "RG3", "enabled": "0"}]'::jsonb)
      else n end order by i), '[]'::jsonb)
  from jsonb_array_elements(tree) with ordinality as t(n, i)
$$;
create function with_break_page(config jsonb) returns jsonb language sql immutable as $$
  select case when exists (select 1 from jsonb_array_elements(config -> 'memberPages') p where p ->> 'key' = 'takeABreak') then config
    else jsonb_set(config, '{memberPages}', (config -> 'memberPages') || '[{"key": "takeABreak", "labelKey": "member:takeABreak", "when": {"feature": "responsiblePlay"}}]'::jsonb) end
$$;
update brands set settings = with_play_module(settings)
  where jsonb_typeof(settings) = 'array' and position('"RG3"' in settings::text) = 0;
update brands set config = with_break_page(config) where jsonb_typeof(config -> 'memberPages') = 'array';
update brand_drafts set settings = with_play_module(settings)
  where jsonb_typeof(settings) = 'array' and position('"RG3"' in settings::text) = 0;
update brand_drafts set config = with_break_page(config) where jsonb_typeof(config -> 'memberPages') = 'array';
drop function with_play_module(jsonb);
drop function with_break_page(jsonb);
