-- Secrets end with their use: a reset link, passcode or temporary password is worth nothing after it.
--
-- A temporary password signs in until temporary_password_expires_at (7 days after it is issued,
-- TEMPORARY_PASSWORD_TTL_DAYS of @epr/domain); a temporary password without an end counts as
-- ended. Those issued before this migration get their 7 days from now.
alter table plan_admins add column temporary_password_expires_at timestamptz;
update plan_admins set temporary_password_expires_at = now() + interval '7 days' where temporary_password;

-- The outbox (mail/mailer.ts) keeps an e-mailed code, link or temporary password only while it
-- can be used: secret_until is when it stops (the code's or link's expiry), secret_key names what
-- ends it sooner (a newer code or link of the same kind, a password change). Past either, the
-- message's body is replaced by a sentence saying so. Messages stored before this migration held
-- no such marks: each is kept 7 days from its sending (the longest a secret lasts), then blanked.
alter table outbox add column secret_until timestamptz, add column secret_key text;
update outbox set secret_until = created_at + interval '7 days';
create index outbox_secret_until_idx on outbox (secret_until) where secret_until is not null;
create index outbox_secret_key_idx on outbox (secret_key) where secret_key is not null;
