-- Why a bonus was forfeited, so the member's bonus details can say it (decision 0280): `member` gave
-- it up, an `operator` forfeited it with a reason the member was told, or it was `spent` (its bonus
-- wallet played down to nothing, closed when the member asked for a withdrawal). Null for a grant
-- still active, released or expired (the status says why), and for one forfeited before this column.
alter table bonus_grants add column end_cause text check (end_cause in ('member', 'operator', 'spent'));
alter table bonus_grants add check (end_cause is null or status = 'forfeited');
