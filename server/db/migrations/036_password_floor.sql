-- No brand's password rule goes under the floor (src/engine/passwordFloor.ts): at least 8 characters
-- asked at most, at least 64 allowed, no pattern but any characters. A brand stored before keeps
-- what its rule asked above that, so the console's next check of the brand passes and every edit
-- (a footer, a module) can be saved again. Published history is left as it was published.
create function pg_temp.password_floor(rule jsonb) returns jsonb language sql immutable as $$
  select (rule - 'acceptedPattern' - 'patternId')
    || case when rule ? 'patternId' or rule ? 'acceptedPattern' then '{"patternId": "anyChars"}'::jsonb else '{}'::jsonb end
    || case when rule ? 'minLength' then jsonb_build_object('minLength', greatest(8, (rule ->> 'minLength')::int)) else '{}'::jsonb end
    || case when rule ? 'maxLength' then jsonb_build_object('maxLength', greatest(64, (rule ->> 'maxLength')::int)) else '{}'::jsonb end
$$;

update brands set register_rules = jsonb_set(register_rules, '{password}', pg_temp.password_floor(register_rules -> 'password'))
where jsonb_typeof(register_rules -> 'password') = 'object';

update brand_drafts set register_rules = jsonb_set(register_rules, '{password}', pg_temp.password_floor(register_rules -> 'password'))
where jsonb_typeof(register_rules -> 'password') = 'object';

drop function pg_temp.password_floor(jsonb);
