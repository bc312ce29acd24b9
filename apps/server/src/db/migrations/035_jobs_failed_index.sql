-- Failed jobs counted by /api/health and the metrics without reading every finished
-- job: the table keeps done jobs, and the health answer is asked every few seconds by load
-- balancers. Partial, so it holds only the few failed rows.
create index jobs_failed_idx on jobs (id) where state = 'failed';
