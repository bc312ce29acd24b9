-- Eligibility in bulk at 50,000 rows (docs/benchmarks.md "Eligibility in bulk"): judging and applying
-- read one subscriber's rows at a time and then the next subscriber still to apply. Without these
-- indexes each of those reads walks every row of the import, so an import's time grew with the
-- square of its rows.
-- One subscriber's rows of an import (store.ts rowsOfSubscriber; a full file's roster comparison).
create index eligibility_import_rows_subscriber_idx on eligibility_import_rows (import_id, subscriber_hash, position);
-- The rows still to apply, in file order (apply.ts nextSubscriber); applied rows leave the index.
create index eligibility_import_rows_to_apply_idx on eligibility_import_rows (import_id, position) where applied = 'no';
