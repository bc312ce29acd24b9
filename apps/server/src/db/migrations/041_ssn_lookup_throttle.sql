-- The SSN lookups of each administrator (the fraud check, the existing-SSN and pending checks by
-- SSN, the full-SSN reveal), counted in a fixed window so a limit holds across every server process
-- (employees-ssn/throttle.ts). A refused lookup counts too but never moves the window's start, so
-- the wait never grows past one window.
create table ssn_lookup_throttle (
  admin_id integer primary key references plan_admins (id) on delete cascade,
  lookups integer not null,
  window_started_at timestamptz not null
);
