-- The sign-in throttle counts failures by login ID whether or not it exists (so its answers never
-- tell which IDs do), per client address and across addresses ('*'); auth/throttle.ts. The login
-- ID is kept as a SHA-256 of its folded form: one typed by mistake is never stored in clear.
create table login_throttle (
  login_key text not null,
  address text not null,
  failures integer not null,
  window_started_at timestamptz not null,
  last_attempt_at timestamptz not null,
  primary key (login_key, address)
);
create index login_throttle_last_attempt_idx on login_throttle (last_attempt_at);

-- The counts on the administrator's row answered differently for unknown IDs: gone.
alter table plan_admins drop column failed_logins;
alter table plan_admins drop column last_failed_login_at;
