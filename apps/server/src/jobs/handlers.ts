import type { SsnVault } from "../auth/ssn.js";
import { APPLY_DELAYED_GROUPS, applyDelayedGroupsHandler } from "../enrollment-submit/apply.js";
import { GENERATE_REPORT, generateReportHandler } from "../reports/job.js";
import { jobRegistry } from "./runner.js";

/**
 * Every kind of job the server runs, by kind: add a kind here when a
 * feature enqueues one. The report jobs open SSNs to mask them, so they need the vault.
 */
export function serverJobs(deps: { vault?: SsnVault } = {}) {
  const registry = jobRegistry({
    [APPLY_DELAYED_GROUPS]: applyDelayedGroupsHandler,
  });
  if (deps.vault) registry.register(GENERATE_REPORT, generateReportHandler({ vault: deps.vault }));
  return registry;
}
