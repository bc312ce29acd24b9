-- Authenticator app (TOTP) as the administrator's stronger factor (beyond the spec).
-- Secrets are sealed like SSNs (auth/ssn.ts vault): never stored in the clear.
-- totp_pending_secret: a set-up shown but not yet confirmed with a first code.
-- totp_last_step: the time step of the last code accepted, so a code is used once (a replay refused).
alter table plan_admins add column totp_secret text;
alter table plan_admins add column totp_pending_secret text;
alter table plan_admins add column totp_enrolled_at timestamptz;
alter table plan_admins add column totp_last_step bigint;
-- Codes submitted in a factor-pending sign-in: the third failure ends that attempt.
alter table sessions add column factor_attempts integer not null default 0;
