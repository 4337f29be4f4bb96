-- The console's operator list shows each operator's last sign-in, the newest 'signIn' line of the
-- audit log: without this index that is a scan of the whole log per operator, which only grows.
create index audit_log_sign_ins on audit_log (operator_id, at desc) where action = 'signIn';
