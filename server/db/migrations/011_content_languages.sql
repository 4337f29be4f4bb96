-- Notices, announcements and help are written per language: each title and content becomes one
-- jsonb object keyed by language code, {"bn": "…", "en": "…"}. A row keeps its texts together (no
-- join per read, one row to edit in the console), and a language without a text is simply absent,
-- so the reader falls back to the brand's default language, then to any language present.
-- Rows written before this migration were in their brand's default language: that is the key they
-- get.

create function content_languages_check(texts jsonb) returns boolean language sql immutable as $$
  select jsonb_typeof(texts) = 'object'
     and texts <> '{}'::jsonb
     and not exists (select 1 from jsonb_each(texts) e where jsonb_typeof(e.value) <> 'string')
$$;

alter table notices add column title_by_lang jsonb, add column content_by_lang jsonb;
update notices n set
  title_by_lang = jsonb_build_object(coalesce(b.config ->> 'defaultLang', 'bn'), n.title),
  content_by_lang = jsonb_build_object(coalesce(b.config ->> 'defaultLang', 'bn'), n.content)
  from brands b where b.id = n.brand_id;
alter table notices drop column title, drop column content;
alter table notices rename column title_by_lang to title;
alter table notices rename column content_by_lang to content;
alter table notices
  alter column title set not null, alter column content set not null,
  add constraint notices_title_languages check (content_languages_check(title)),
  add constraint notices_content_languages check (content_languages_check(content));

alter table announcements add column title_by_lang jsonb, add column content_by_lang jsonb;
update announcements a set
  title_by_lang = jsonb_build_object(coalesce(b.config ->> 'defaultLang', 'bn'), a.title),
  content_by_lang = jsonb_build_object(coalesce(b.config ->> 'defaultLang', 'bn'), a.content)
  from brands b where b.id = a.brand_id;
alter table announcements drop column title, drop column content;
alter table announcements rename column title_by_lang to title;
alter table announcements rename column content_by_lang to content;
alter table announcements
  alter column title set not null, alter column content set not null,
  add constraint announcements_title_languages check (content_languages_check(title)),
  add constraint announcements_content_languages check (content_languages_check(content));

alter table help_categories add column title_by_lang jsonb;
update help_categories c set title_by_lang = jsonb_build_object(coalesce(b.config ->> 'defaultLang', 'bn'), c.title)
  from brands b where b.id = c.brand_id;
alter table help_categories drop column title;
alter table help_categories rename column title_by_lang to title;
alter table help_categories
  alter column title set not null,
  add constraint help_categories_title_languages check (content_languages_check(title));

alter table help_articles add column title_by_lang jsonb, add column content_by_lang jsonb;
update help_articles a set
  title_by_lang = jsonb_build_object(coalesce(b.config ->> 'defaultLang', 'bn'), a.title),
  content_by_lang = jsonb_build_object(coalesce(b.config ->> 'defaultLang', 'bn'), a.content)
  from help_categories c join brands b on b.id = c.brand_id where c.id = a.category_id;
alter table help_articles drop column title, drop column content;
alter table help_articles rename column title_by_lang to title;
alter table help_articles rename column content_by_lang to content;
alter table help_articles
  alter column title set not null, alter column content set not null,
  add constraint help_articles_title_languages check (content_languages_check(title)),
  add constraint help_articles_content_languages check (content_languages_check(content));
