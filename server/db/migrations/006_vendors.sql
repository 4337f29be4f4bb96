-- Game vendors a brand offers, by category: the navigation's drop-downs and the footer's slider.
create table vendors (
  id serial primary key,
  brand_id text not null references brands(id) on delete cascade,
  code text not null,
  name text not null,
  category text not null check (category in ('LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP', 'COCKFIGHT', 'ELOTT', 'LOTT')),
  is_hot boolean not null default false,
  logo text not null,
  sort integer not null default 0,
  active boolean not null default true,
  unique (brand_id, code, category)
);
