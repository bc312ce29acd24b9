-- When this session last verified a second factor (the sign-in's passcode or authenticator code, or
-- a passcode checked on the profile). Within FRESH_FACTOR_MINUTES (@epr/domain) it stands for the
-- current password when a factor is removed or replaced, MFA turned off or the e-mail changed
-- (auth/reauth.ts). Null: never in this session.
alter table sessions add column factor_verified_at timestamptz;
