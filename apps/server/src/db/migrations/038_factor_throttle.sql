-- Wrong second-factor codes at sign-in, counted per administrator across sign-in attempts and
-- server processes (mfa/factor-throttle.ts): `failures` wrong codes (authenticator or e-mailed
-- passcode) since `window_started_at`; `locked_until` set when the limit is reached, refusing
-- every code, the right one too, until then.
create table factor_throttle (
  admin_id integer primary key references plan_admins (id) on delete cascade,
  failures integer not null,
  window_started_at timestamptz not null,
  locked_until timestamptz
);
