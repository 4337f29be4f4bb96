create table banners (
  id serial primary key,
  brand_id text not null references brands(id) on delete cascade,
  group_name text not null,
  image_url text not null,
  linkage_type text check (linkage_type in ('route', 'url')),
  linkage_url text,
  sort integer not null default 0,
  active boolean not null default true
);
create index banners_group on banners (brand_id, group_name, sort);

create table notices (
  id serial primary key,
  brand_id text not null references brands(id) on delete cascade,
  title text not null,
  content text not null,
  created_at timestamptz not null default now()
);
create index notices_brand on notices (brand_id, created_at desc);

create table announcements (
  id serial primary key,
  brand_id text not null references brands(id) on delete cascade,
  type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
  execution text not null default 'B' check (execution in ('B', 'PL', 'PU', 'PR', 'H')),
  platform text not null default 'W',
  title text not null,
  content text not null,
  start_at timestamptz not null default now(),
  end_at timestamptz
);
create index announcements_brand on announcements (brand_id, start_at desc);

create table help_categories (
  id serial primary key,
  brand_id text not null references brands(id) on delete cascade,
  title text not null,
  sort integer not null default 0
);

create table help_articles (
  id serial primary key,
  category_id integer not null references help_categories(id) on delete cascade,
  title text not null,
  content text not null,
  sort integer not null default 0
);
