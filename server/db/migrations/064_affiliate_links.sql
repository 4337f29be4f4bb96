-- An agent's registration links (AFFMAN3, decision 0277): several per agent, each with its own
-- code, the account type a sign-up through it makes (0 a player, 1 an agent, honoured only where
-- the brand lets agents open agents: SUBAGENT3), a note for the agent, a switch, and what it
-- brought: visits (each affiliate check of its code, counted in one update) and sign-ups (counted
-- in the registration's transaction). A code is unique in its brand whatever its case; it is kept
-- in capitals.
create table affiliate_links (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  agent_id bigint not null references members(id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9]{1,32}$'),
  account_type smallint not null default 0 check (account_type in (0, 1)),
  note text check (char_length(note) <= 100),
  enabled boolean not null default true,
  visits bigint not null default 0 check (visits >= 0),
  signups bigint not null default 0 check (signups >= 0),
  created_at timestamptz not null default now(),
  unique (brand_id, code)
);
create index affiliate_links_agent on affiliate_links (agent_id, id desc);

-- Each agent's one code until now becomes its first link, a player's, switched on; the links are
-- the codes' only home from here.
insert into affiliate_links (brand_id, agent_id, code, created_at)
  select brand_id, id, upper(affiliate_code), created_at from members
  where affiliate_code is not null and upper(affiliate_code) ~ '^[A-Z0-9]{1,32}$';
drop index members_affiliate_code;
alter table members drop column affiliate_code;

-- Whether an agent may open agent accounts under itself (from the registration centre or through
-- a link), under the affiliate module. Brands already stored get it switched off: their operator
-- switches it on. The registration centre's entry in the agent centre follows the affiliate module.
create function with_subagent_module(tree jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(case when n ->> 'modId' = 'AGENT3'
      then jsonb_set(n, '{childrenNodes}', (
        select coalesce(jsonb_agg(case when c ->> 'modId' = 'AFFMAN3'
            then jsonb_set(c, '{childrenNodes}', coalesce(c -> 'childrenNodes', '[]'::jsonb) || '[{"modId": "SUBAGENT3", "enabled": "0"}]'::jsonb)
            else c end order by j), '[]'::jsonb)
        from jsonb_array_elements(coalesce(n -> 'childrenNodes', '[]'::jsonb)) with ordinality as u(c, j)))
      else n end order by i), '[]'::jsonb)
  from jsonb_array_elements(tree) with ordinality as t(n, i)
$$;
create function with_register_centre_rule(config jsonb) returns jsonb language sql immutable as $$
  select jsonb_set(config, '{agentPages}', coalesce(jsonb_agg(case when p ->> 'key' = 'registerCenter' and not p ? 'when'
      then p || '{"when": {"feature": "referral"}}'::jsonb
      else p end order by i), '[]'::jsonb))
  from jsonb_array_elements(config -> 'agentPages') with ordinality as t(p, i)
$$;
update brands set settings = with_subagent_module(settings)
  where jsonb_typeof(settings) = 'array' and position('"SUBAGENT3"' in settings::text) = 0;
update brands set config = with_register_centre_rule(config) where jsonb_typeof(config -> 'agentPages') = 'array';
update brand_drafts set settings = with_subagent_module(settings)
  where jsonb_typeof(settings) = 'array' and position('"SUBAGENT3"' in settings::text) = 0;
update brand_drafts set config = with_register_centre_rule(config) where jsonb_typeof(config -> 'agentPages') = 'array';
drop function with_subagent_module(jsonb);
drop function with_register_centre_rule(jsonb);
