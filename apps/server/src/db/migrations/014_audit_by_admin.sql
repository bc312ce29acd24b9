-- The administrator's own activity on the profile (beyond the spec): their audit rows newest first,
-- keyset-paged by id, read from this index in its order.
create index audit_events_admin_idx on audit_events (admin_id, id);
