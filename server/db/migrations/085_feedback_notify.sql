-- The live channel tells the consoles whose operator may read the support desk's feedback that a
-- brand's feedback changed (one sent, taken, answered or closed): `feedback:<brand id>` on
-- `marquee_cache` at commit, as migration 071 tells the agent applications' queue. The caches
-- ignore this kind. One function serves both queues, the notice's kind its trigger's argument.
create function notify_brand_queue() returns trigger language plpgsql as $$
begin
  perform pg_notify('marquee_cache', tg_argv[0] || ':' || new.brand_id);
  return null;
end;
$$;

create trigger feedback_queue_notice after insert or update of status on feedback
  for each row execute function notify_brand_queue('feedback');

drop trigger agent_applications_queue_notice on agent_applications;
drop function notify_agent_applications();
create trigger agent_applications_queue_notice after insert or update of status on agent_applications
  for each row execute function notify_brand_queue('applications');
