-- No brand's password rule goes under the floor (src/engine/passwordFloor.ts): at least 8 characters
-- asked at most, at least 64 allowed, no pattern but any characters. A brand stored before keeps
-- what its rule asked above that, so the console's next check of the brand passes and every edit
-- (a footer, a module) can be saved again. Published history is left as it was published.
update brands
set register_rules = jsonb_set(
  register_rules,
  '{password}',
  ((register_rules -> 'password') - 'acceptedPattern' - 'patternId')
    || case when (register_rules -> 'password') ? 'patternId' or (register_rules -> 'password') ? 'acceptedPattern' then '{"patternId": "anyChars"}'::jsonb else '{}'::jsonb end
    || case when (register_rules -> 'password') ? 'minLength' then jsonb_build_object('minLength', greatest(8, (register_rules -> 'password' ->> 'minLength')::int)) else '{}'::jsonb end
    || case when (register_rules -> 'password') ? 'maxLength' then jsonb_build_object('maxLength', greatest(64, (register_rules -> 'password' ->> 'maxLength')::int)) else '{}'::jsonb end
)
where jsonb_typeof(register_rules -> 'password') = 'object';

update brand_drafts
set register_rules = jsonb_set(
  register_rules,
  '{password}',
  ((register_rules -> 'password') - 'acceptedPattern' - 'patternId')
    || case when (register_rules -> 'password') ? 'patternId' or (register_rules -> 'password') ? 'acceptedPattern' then '{"patternId": "anyChars"}'::jsonb else '{}'::jsonb end
    || case when (register_rules -> 'password') ? 'minLength' then jsonb_build_object('minLength', greatest(8, (register_rules -> 'password' ->> 'minLength')::int)) else '{}'::jsonb end
    || case when (register_rules -> 'password') ? 'maxLength' then jsonb_build_object('maxLength', greatest(64, (register_rules -> 'password' ->> 'maxLength')::int)) else '{}'::jsonb end
)
where jsonb_typeof(register_rules -> 'password') = 'object';
