-- A session reads whether its client is still the administrator's (auth/sessions.ts SESSION_SQL):
-- taking a client from an administrator (admin_clients) must end every server's cached copy at
-- once, as migration 037's tables do. The same trigger function, insert, update, delete and
-- truncate included.
create trigger admin_clients_changed after insert or update or delete on admin_clients
  for each statement execute function epr_notify_change();
create trigger admin_clients_truncated after truncate on admin_clients
  for each statement execute function epr_notify_change();
