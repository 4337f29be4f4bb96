-- The live channel tells the consoles whose operator may read the support desk's feedback that a
-- brand's feedback changed (one sent, taken, answered or closed): `feedback:<brand id>` on
-- `marquee_cache` at commit, as migration 071 tells the agent applications' queue. The caches
-- ignore this kind.
create function notify_feedback() returns trigger language plpgsql as $$
begin
  perform pg_notify('marquee_cache', 'feedback:' || new.brand_id);
  return null;
end;
$$;
create trigger feedback_queue_notice after insert or update of status on feedback
  for each row execute function notify_feedback();
