-- A job's lane in the queue (the job runner's fairness): the claim takes lanes in turn, the oldest
-- due job of each first, so one client's many census reports never hold back another client's
-- one. Report jobs are in their client's lane ('client:<id>'); jobs without one share a lane.
alter table jobs add column fair_key text;
