-- The downline tree as a closure table (decision 0272): one row for every member and each of its
-- ancestors, itself included at depth 0. An agent's whole team is one indexed range
-- (`ancestor = me`), whatever its depth, and a member's uplines are `descendant = them`.
--
-- `members.upline_id` stays the truth; the rows here follow it in the same transaction, through
-- triggers, so every writer (sign-up, a console move, a trial account, the seed, a test fixture)
-- keeps the tree without knowing of it. `npm run tree:check` proves the two agree.
create table member_tree (
  ancestor bigint not null references members(id) on delete cascade,
  descendant bigint not null references members(id) on delete cascade,
  depth integer not null check (depth >= 0),
  primary key (ancestor, descendant)
);
create index member_tree_descendant on member_tree (descendant, depth);

-- A new member: itself, and its upline's ancestors one level further.
create function member_tree_insert() returns trigger
language plpgsql as $$
begin
  insert into member_tree (ancestor, descendant, depth) values (new.id, new.id, 0);
  if new.upline_id is not null then
    insert into member_tree (ancestor, descendant, depth)
      select t.ancestor, new.id, t.depth + 1 from member_tree t where t.descendant = new.upline_id;
  end if;
  return null;
end;
$$;
create trigger member_tree_insert after insert on members for each row execute function member_tree_insert();

-- A member moved under another upline takes its whole subtree along: the links from above the
-- member into the subtree go, and the new upline's ancestors are linked to every node of it. A
-- move under one's own subtree would make a loop; it is refused (SQLSTATE 23514, as a check).
create function member_tree_move() returns trigger
language plpgsql as $$
begin
  if new.upline_id is not null and exists (select 1 from member_tree where ancestor = new.id and descendant = new.upline_id) then
    raise exception 'TREE_CYCLE: member % cannot move under its own downline %', new.id, new.upline_id using errcode = '23514';
  end if;
  delete from member_tree d
    where d.descendant in (select s.descendant from member_tree s where s.ancestor = new.id)
      and d.ancestor in (select a.ancestor from member_tree a where a.descendant = new.id and a.ancestor <> new.id);
  if new.upline_id is not null then
    insert into member_tree (ancestor, descendant, depth)
      select up.ancestor, sub.descendant, up.depth + sub.depth + 1
      from member_tree up cross join member_tree sub
      where up.descendant = new.upline_id and sub.ancestor = new.id;
  end if;
  return null;
end;
$$;
create trigger member_tree_move after update of upline_id on members
  for each row when (old.upline_id is distinct from new.upline_id) execute function member_tree_move();

-- The members there are now, from their upline links.
insert into member_tree (ancestor, descendant, depth)
with recursive up (ancestor, descendant, depth) as (
  select id, id, 0 from members
  union all
  select m.upline_id, up.descendant, up.depth + 1 from up join members m on m.id = up.ancestor where m.upline_id is not null
)
select ancestor, descendant, depth from up;
