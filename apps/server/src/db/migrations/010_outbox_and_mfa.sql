-- E-mail through an adapter (beyond the spec): the default adapter writes every message here, so a
-- developer reads what would have been sent (`npm run outbox`); the SMTP adapter writes nothing.
create table outbox (
  id bigserial primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);

-- An administrator's MFA enrolment (session-and-admin.md §3 MFA update record: hmhsmfaenrolled,
-- hmhsmfaemail): disabling sets the flag false and clears the e-mail (§4 MFA toggle).
alter table plan_admins add column mfa_enrolled boolean not null default false;
alter table plan_admins add column mfa_email text;

-- One-time passcodes (session-and-admin.md §3 OTP create / validate, §5, §9): one row per attempt,
-- named by its correlation id and bound to the session that asked; only the code's hash is kept.
-- `attempts` counts submissions, the third failed one locks the attempt; `closed_at` marks one
-- used (single use) or replaced by a newer code.
create table mfa_passcodes (
  correlation_id text primary key,
  admin_id integer not null references plan_admins (id) on delete cascade,
  session_hash text not null,
  purpose text not null check (purpose in ('enroll', 'sign-in')),
  email text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  verified_at timestamptz,
  closed_at timestamptz
);
create index mfa_passcodes_admin_idx on mfa_passcodes (admin_id, created_at);

-- The sign-in of an administrator with MFA enrolled (beyond the spec): after the password the session is
-- 'factor pending' and may call nothing but the passcode step until the code is verified.
alter table sessions add column factor_pending boolean not null default false;
