-- Cancel reason codes (enrollment.md §7 "Cancel reason codes: payload list of {value, label}"; §9:
-- 03 void, 06 ineligible dependent, 99 excluded). Reference data every server needs, so the
-- migration holds it (a server given DATABASE_URL is never seeded). The codes the spec names keep
-- their meaning; the labels and the other codes are ours (the spec shows none). Reason 99 is kept
-- as the code table has it and left out by the service (@epr/domain `cancelReasonOptions`).
create table cancel_reasons (
  code text primary key check (code ~ '^[0-9]{2}$'),
  label text not null,
  position integer not null unique
);
insert into cancel_reasons (code, label, position) values
  ('01', 'Voluntary termination', 1),
  ('02', 'Termination of employment', 2),
  ('03', 'Void', 3),
  ('04', 'Death', 4),
  ('05', 'Divorce or legal separation', 5),
  ('06', 'Ineligible dependent', 6),
  ('07', 'Non-payment of premium', 7),
  ('08', 'Other coverage obtained', 8),
  ('99', 'System use only', 9);
