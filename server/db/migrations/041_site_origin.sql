-- Every link the server writes into a message opens at the brand's own `siteOrigin`, which the brand
-- schema now requires; before, a recovery link took the asking host when it was one of the brand's
-- domains, else https:// and the first domain. A brand stored before gets that last origin, the one
-- the server already trusted, or for a name of this machine (localhost, *.localhost, 127.x) the
-- demo's http://<name>:8080, whose port follows the listening one outside production. The operator
-- checks it on the console's Brand page (identity). A draft gets the same, so it can still be
-- published; published history is left as it was published, and a rollback to a version from before
-- keeps the brand's current origin (server/modules/ops/brandRoutes.ts).
create function pg_temp.site_origin(domain text) returns text language sql immutable as $$
  select case
    when domain = 'localhost' or domain like '%.localhost' or domain ~ '^127\.[0-9]+\.[0-9]+\.[0-9]+$' then 'http://' || domain || ':8080'
    else 'https://' || domain
  end
$$;

update brands set config = jsonb_set(config, '{siteOrigin}', to_jsonb(pg_temp.site_origin(config -> 'domains' ->> 0)))
where not config ? 'siteOrigin' and jsonb_typeof(config -> 'domains') = 'array' and config -> 'domains' ->> 0 is not null;

update brand_drafts set config = jsonb_set(config, '{siteOrigin}', to_jsonb(pg_temp.site_origin(config -> 'domains' ->> 0)))
where config is not null and not config ? 'siteOrigin' and jsonb_typeof(config -> 'domains') = 'array' and config -> 'domains' ->> 0 is not null;

drop function pg_temp.site_origin(text);
