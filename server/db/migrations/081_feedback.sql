-- Feedback and complaints (FEEDBACK3, decision 0321): what a visitor or a member sends from the
-- site, queued for the console's support desk. A visitor's row has no member and may carry a
-- contact; a member's is answered in their inbox. Open → assigned (an operator took it) →
-- answered (the answer written, sent as an inbox message to a member) → closed.
create table feedback (
  id bigserial primary key,
  brand_id text not null references brands(id) on delete cascade,
  member_id bigint references members(id) on delete cascade,
  question_type text not null check (question_type in ('account', 'deposit', 'withdrawal', 'games', 'promotions', 'technical', 'complaint', 'other')),
  content text not null check (char_length(content) between 1 and 5000),
  contact text check (char_length(contact) <= 120),
  lang text not null,
  ip text not null,
  status text not null default 'open' check (status in ('open', 'assigned', 'answered', 'closed')),
  assigned_to uuid references operators(id) on delete set null,
  assigned_name text,
  answer text check (char_length(answer) <= 2000),
  answered_by text,
  answered_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  check (status <> 'answered' or answer is not null)
);
-- The desk's queue: a brand's feedback of one status, oldest first; a member's own, newest first.
create index feedback_queue on feedback (brand_id, status, created_at);
create index feedback_member on feedback (member_id, created_at) where member_id is not null;

-- Up to three pictures a feedback, judged by their bytes (PNG or JPEG, at most 5 MB each).
create table feedback_images (
  id bigserial primary key,
  feedback_id bigint not null references feedback(id) on delete cascade,
  content_type text not null,
  width integer not null,
  height integer not null,
  bytes bytea not null
);
create index feedback_images_feedback on feedback_images (feedback_id);
