-- Every server hears at once that what a session is made of changed (the
-- session cache, auth/session-cache.ts, ends its copies on a sign-out, a password or
-- entitlement change, a disabled account). Each trigger sends the table's name on the channel
-- epr_changes when its transaction commits; PostgreSQL folds repeats within one transaction.
create function epr_notify_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('epr_changes', tg_table_name);
  return null;
end $$;

-- A session: its end (a sign-out, the purge, all of an administrator's) and a new token or client
-- or factor. The idle slide writes expires_at only and is not told: a cache moves its own copy.
create trigger sessions_changed after delete on sessions
  for each row execute function epr_notify_change();
create trigger sessions_changed_update after update of token_hash, admin_id, client_id, factor_pending on sessions
  for each statement execute function epr_notify_change();

-- The administrator (name, role, entitlements, temporary password, disabled), the client, the
-- conditions accepted, the group entitlements and the client's groups.
create trigger plan_admins_changed after update or delete on plan_admins
  for each statement execute function epr_notify_change();
create trigger clients_changed after update or delete on clients
  for each statement execute function epr_notify_change();
create trigger client_condition_acceptances_changed after insert or update or delete on client_condition_acceptances
  for each statement execute function epr_notify_change();
create trigger admin_group_entitlements_changed after insert or update or delete on admin_group_entitlements
  for each statement execute function epr_notify_change();
create trigger groups_changed after insert or update or delete on groups
  for each statement execute function epr_notify_change();

-- Emptying any of them (tests, a restore) tells too.
do $$
declare
  t text;
begin
  foreach t in array array['sessions', 'plan_admins', 'clients', 'client_condition_acceptances',
                           'admin_group_entitlements', 'groups'] loop
    execute format('create trigger %I after truncate on %I for each statement execute function epr_notify_change()',
                   t || '_truncated', t);
  end loop;
end $$;
