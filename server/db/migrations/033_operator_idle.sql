-- An operator session also ends after a spell of no calls (ASVS 7.3.1): the last call's time,
-- written at most once a minute, as members' sessions keep it (migration 024).
alter table operator_sessions add column last_seen_at timestamptz not null default now();
