-- When the last failed login happened, so repeated failures can be slowed down for a while.
alter table plan_admins add column last_failed_login_at timestamptz;
