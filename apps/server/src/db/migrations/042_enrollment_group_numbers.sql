-- The groups an enrollment in process names: the group numbers of its members' coverages (the
-- subscriber's and every dependent's; empty or missing ones left out), derived by the database from
-- the record, so every writer of `record` keeps it right. An administrator sees an enrollment only
-- when they may read every group it names (enrollment.md §2, §6), and the list filters by this column
-- while it reads `enrollments_list_idx` in order, so a page is never cut short by rows it may not show.
alter table enrollments add column group_numbers jsonb not null generated always as (
  jsonb_path_query_array(record, '$.subscriber.memberCoverages[*].groupNumber ? (@.type() == "string" && @ != "")')
  || jsonb_path_query_array(record, '$.dependents[*].memberCoverages[*].groupNumber ? (@.type() == "string" && @ != "")')
) stored;
