-- Pictures operators upload (banners, logos), kept in the database beside the rows that name them,
-- so one start command and one backup hold the whole site. A picture's id is the SHA-256 of its
-- bytes: the same file uploaded twice is one row, and its address never changes, so players'
-- browsers keep it for a year.
create table media (
  id text primary key check (id ~ '^[0-9a-f]{64}$'),
  brand_id text not null references brands(id) on delete cascade,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  size integer not null check (size > 0 and size <= 5242880),
  bytes bytea not null,
  operator_id uuid references operators(id) on delete set null,
  created_at timestamptz not null default now()
);
create index media_brand on media (brand_id, created_at desc);
