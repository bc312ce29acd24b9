import { APPLY_DELAYED_GROUPS, applyDelayedGroupsHandler } from "../enrollment-submit/apply.js";
import { jobRegistry } from "./runner.js";

/**
 * Every kind of job the server runs, by kind (issue 8 "Shared pieces"): add a kind here when a
 * feature enqueues one (the session issue's report jobs will).
 */
export function serverJobs() {
  return jobRegistry({
    [APPLY_DELAYED_GROUPS]: applyDelayedGroupsHandler,
  });
}
