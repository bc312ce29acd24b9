import type { SsnVault } from "../auth/ssn.js";
import { INVOICE_JOB, invoiceJobHandler } from "../billing/job.js";
import type { ServerConfig } from "../config.js";
import { type ApplyHooks, applyImportHandler } from "../eligibility/apply.js";
import { type ImportJobDeps, judgeImportHandler } from "../eligibility/judge.js";
import { APPLY_IMPORT, JUDGE_IMPORT } from "../eligibility/store.js";
import { APPLY_DELAYED_GROUPS, applyDelayedGroupsHandler } from "../enrollment-submit/apply.js";
import { GENERATE_REPORT, generateReportHandler } from "../reports/job.js";
import { DEFAULT_BILLING_DAY } from "../settings.js";
import { jobRegistry } from "./runner.js";

/**
 * Every kind of job the server runs, by kind: add a kind here when a
 * feature enqueues one. The report jobs open SSNs to mask them, so they need the vault.
 */
export function serverJobs(
  deps: {
    vault?: SsnVault;
    /** The eligibility imports' jobs need it (delayed processing, the SEP flag); with the vault. */
    config?: Pick<ServerConfig, "delayedProcessingSeconds" | "flags"> &
      Partial<Pick<ServerConfig, "billingDay">>;
    now?: () => Date;
    /** Test seam of the import's apply job (a run stopped after some rows). */
    applyHooks?: ApplyHooks;
  } & Pick<ImportJobDeps, "mailer" | "publicOrigin"> = {},
) {
  const registry = jobRegistry({
    [APPLY_DELAYED_GROUPS]: applyDelayedGroupsHandler,
    // The monthly bills (billing/job.ts): each run queues the next on the billing day.
    [INVOICE_JOB]: invoiceJobHandler({
      billingDay: deps.config?.billingDay ?? DEFAULT_BILLING_DAY,
      ...(deps.now ? { now: deps.now } : {}),
    }),
  });
  if (deps.vault) registry.register(GENERATE_REPORT, generateReportHandler({ vault: deps.vault }));
  if (deps.vault && deps.config) {
    const importDeps: ImportJobDeps = {
      vault: deps.vault,
      config: deps.config,
      ...(deps.now ? { now: deps.now } : {}),
      // A long import's end is e-mailed to its administrator (eligibility/notify.ts).
      ...(deps.mailer ? { mailer: deps.mailer } : {}),
      ...(deps.publicOrigin ? { publicOrigin: deps.publicOrigin } : {}),
    };
    registry.register(JUDGE_IMPORT, judgeImportHandler(importDeps));
    registry.register(APPLY_IMPORT, applyImportHandler(importDeps, deps.applyHooks));
  }
  return registry;
}
