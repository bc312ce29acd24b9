-- PCP change reason codes (assist-employees.md §3 theReason: reasonCode, reasonDesc, retroDays,
-- futureDays; §7 reasonCodes fetch with asOfDate, groupNumber and type PCP). A row applies to one
-- group, or to every group when group_number is null, from effective_from to effective_to (open when
-- null). The codes keep the service's padding (a trailing space): brands 6008 and 6009 send them as
-- they are, the others trimmed (§7). Reference data every server needs, so the migration holds the
-- rows for every group (a server given DATABASE_URL is never seeded); the seed adds group ones.
-- The codes, descriptions and day counts are ours: the spec shows none.
create table pcp_reason_codes (
  id serial primary key,
  group_number text references groups (group_number),
  reason_code text not null check (length(reason_code) between 1 and 8),
  reason_desc text not null,
  retro_days integer not null check (retro_days >= 0),
  future_days integer not null check (future_days >= 0),
  effective_from date not null,
  effective_to date,
  position integer not null
);
create index pcp_reason_codes_by_group on pcp_reason_codes (group_number, position);

insert into pcp_reason_codes (group_number, reason_code, reason_desc, retro_days, future_days, effective_from, effective_to, position) values
  (null, 'MR ', 'Member request', 0, 90, '1900-01-01', null, 1),
  (null, 'PL ', 'Provider left the network', 30, 60, '1900-01-01', null, 2),
  (null, 'PC ', 'Provider closed panel', 30, 60, '1900-01-01', null, 3),
  (null, 'MV ', 'Member moved', 60, 60, '1900-01-01', null, 4),
  (null, 'AC ', 'Administrative correction', 90, 30, '1900-01-01', null, 5),
  (null, 'OE ', 'Open enrollment change', 0, 30, '1900-01-01', '2020-12-31', 6);
