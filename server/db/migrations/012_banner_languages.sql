-- A banner is a picture with words on it, so it is made per language like the texts of 011: the
-- image becomes one jsonb object of URLs keyed by language, {"bn": "…", "en": "…"}, read with the
-- same fallback (the request's language, the brand's default, any). Width and height let the page
-- keep the banner's box before the picture arrives; a picture whose size nobody gave has none.
alter table banners add column image jsonb, add column width integer, add column height integer;
update banners b set image = jsonb_build_object(coalesce(br.config ->> 'defaultLang', 'bn'), b.image_url)
  from brands br where br.id = b.brand_id;
-- The demo's pictures were one English SVG per banner; they are now one 1200×320 WebP per language
-- of the brand, beside the old name, so a database seeded before keeps working banners.
update banners b set
  image = (
    select jsonb_object_agg(l, regexp_replace(b.image_url, '\.svg$', '.' || l || '.webp'))
      from jsonb_array_elements_text(br.config -> 'supportLanguages') l
  ),
  width = 1200,
  height = 320
  from brands br
  where br.id = b.brand_id and b.image_url ~ '^/seed/banners/[a-z0-9]+-w_[a-z]+-[0-9]+\.svg$'
    and jsonb_typeof(br.config -> 'supportLanguages') = 'array' and jsonb_array_length(br.config -> 'supportLanguages') > 0;
alter table banners drop column image_url;
alter table banners
  alter column image set not null,
  add constraint banners_image_languages check (content_languages_check(image)),
  add constraint banners_size check ((width is null) = (height is null) and (width is null or (width > 0 and height > 0)));
