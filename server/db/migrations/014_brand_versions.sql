-- A brand edited in the console is a draft until published; every publish is a numbered version,
-- kept whole so that any of them can be put back in one step.
create table brand_versions (
  brand_id text not null references brands(id) on delete cascade,
  version integer not null,
  config jsonb not null,
  settings jsonb not null,
  register_rules jsonb not null,
  -- Null for version 1, the brand as it was before its first publish.
  operator_id uuid references operators(id) on delete set null,
  operator_name text not null,
  note text not null default '',
  -- Set when a rollback made this version: the version it put back.
  restored_from integer,
  at timestamptz not null default now(),
  primary key (brand_id, version)
);

-- One shared draft per brand. A part left null is not being edited: publishing takes the brand's
-- current part, so a module switched meanwhile is not put back by an older copy of the tree.
create table brand_drafts (
  brand_id text primary key references brands(id) on delete cascade,
  config jsonb,
  settings jsonb,
  register_rules jsonb,
  operator_name text not null,
  updated_at timestamptz not null default now()
);

-- A mobile number's lengths now count the national number's digits (no trunk 0): Bangladesh's
-- 01712345678 has 10. A brand stored with the old 11 and 11 keeps accepting the same numbers.
update brands
set register_rules = jsonb_set(jsonb_set(register_rules, '{mobileNum,minLength}', '10'), '{mobileNum,maxLength}', '10')
where register_rules -> 'mobileNum' ->> 'minLength' = '11' and register_rules -> 'mobileNum' ->> 'maxLength' = '11';
