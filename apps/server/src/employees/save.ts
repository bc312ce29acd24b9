import type { EmployeeSaveRequest } from "@epr/contract";
import {
  applyDeletions,
  cleanCoverage,
  domainMessages,
  type EditBookkeeping,
  type EmployeeRecord,
  editChanges,
  emptyBookkeeping,
  fillMessage,
  groupsOfRecord,
  groupsStillActive,
  recomputeCoverageCategories,
  recordForGroups,
  visionDentalFailures,
} from "@epr/domain";
import { normalizeSsn } from "@epr/forms/schemas";
import type { Queryable } from "../db/database.js";
import { checkCoverageSteps } from "../enrollment-submit/coverage-checks.js";
import { unmaskDependents } from "../enrollment-submit/submit.js";
import { type ClientContext, validateSubmission } from "../enrollment-submit/validate.js";
import { HttpError } from "../http/errors.js";
import { loadSpecialEnrollment } from "../reference/specialEnrollment.js";
import type { ChangePlan, EmployeeRow, EmployeeSsns } from "./change.js";

/** What the final save of an edit or reinstate needs besides the row (the SEP flag, enrollment.md §1). */
export interface SavePlanOptions {
  sepEnabled: boolean;
}

/**
 * The final save of an edit (EDIT) or a reinstate (REINSTATE) of an existing employee, as a plan
 * for the write pipeline (enrollment.md §4 Edit save, Pre-save in edit, Save routing, Reinstate;
 * §7 Save). In order:
 *   - SSNs: the record carries them masked as the server sent them; the ones on file are kept (the
 *     subscriber's always, a dependent's where the last four digits agree), a new dependent's is taken;
 *   - pre-save in edit: lines marked for deletion get their reason and date (`applyDeletions`);
 *   - 'No changes to save' when no group changed (`cleanCoverage`, which also names the groups touched);
 *   - the add flow's schemas and rules in their edit variant, judged only on what the edit changed
 *     (@epr/domain `editChanges`; validate.ts: changed or new members, new or changed lines, the life
 *     event only when a dependent is added), so a record enrolled years ago stays editable;
 *   - the coverage steps' checks on the coverages and report codes the edit changed: providers,
 *     tobacco, report codes (422 'invalid providers' / 'invalid report codes');
 *   - coverage category codes recomputed; pins for new dependents; vision and dental validation
 *     for brands whose flag says so.
 * A reinstate starts from the cleared record (`prepareReinstate` in the portal) and names its date:
 * every group of its record is touched, and its global effective date is the reinstate date; a
 * group where the employee's coverage has not ended is refused (409 reinstate_active).
 */
export async function planSave(
  tx: Queryable,
  row: EmployeeRow,
  ctx: ClientContext & { today: Date },
  body: EmployeeSaveRequest,
  options: SavePlanOptions,
): Promise<ChangePlan> {
  const { today } = ctx;
  // The employee is the one in the path: its member ID and client-assigned ID are the stored ones.
  const named = {
    ...(body.record as EmployeeRecord),
    umi: row.umi,
    clientAssignedId: row.record.clientAssignedId ?? body.record.clientAssignedId ?? null,
  };
  const given =
    body.transactionType === "REINSTATE"
      ? { ...named, globalCoverageEffectiveDate: body.reinstateDate }
      : named;
  if (body.transactionType === "REINSTATE") {
    // enrollment.md §6 Reinstate (employee cancelled): only coverage that has ended is reinstated.
    const [active] = groupsStillActive(row.record, groupsOfRecord(given), today);
    if (active)
      throw new HttpError(
        409,
        fillMessage(domainMessages.reinstateActive, { group: active }),
        "reinstate_active",
      );
  }
  const unmasked = unmaskDependents(given, row.ssns.dependents);
  const ssns: EmployeeSsns = {
    subscriber: row.ssns.subscriber,
    dependents: unmasked.dependents.map((d) => (d.ssn ? normalizeSsn(d.ssn) : null)),
  };
  const bookkeeping: EditBookkeeping =
    body.transactionType === "EDIT" && body.bookkeeping
      ? {
          coverages: {
            forAddition: body.bookkeeping.coverages.forAddition ?? [],
            forDeletion: body.bookkeeping.coverages.forDeletion ?? [],
          },
        }
      : emptyBookkeeping();
  const marked = withoutSsns(withPins(applyDeletions(unmasked, bookkeeping), row.record));

  const special = await loadSpecialEnrollment(tx, {
    clientId: row.clientId,
    sepEnabled: options.sepEnabled,
    coverageEffectiveDate: marked.globalCoverageEffectiveDate,
    today,
  });
  const checked = validateSubmission(
    {
      record: {
        ...marked,
        dependents: marked.dependents.map((d, i) => ({ ...d, ssn: ssns.dependents[i] ?? null })),
      },
      ssn: row.ssns.subscriber,
      before: row.record,
    },
    { ...ctx, special },
  );
  if (!checked.ok) {
    const first = checked.issues[0];
    throw new HttpError(
      400,
      first ? `${first.path}: ${first.message}` : domainMessages.serviceErrorOnEdit,
      "invalid_request",
      checked.issues,
    );
  }
  const dated = withoutSsns(checked.record);

  let groups: string[];
  if (body.transactionType === "EDIT") {
    // enrollment.md §4 Save routing: only changed groups are sent; nothing changed is refused.
    const clean = cleanCoverage(dated, row.record, bookkeeping, today);
    if (!clean.ok) throw new HttpError(400, clean.message, "no_changes");
    groups = groupsOfRecord(clean.record);
    if (!groups.length) throw new HttpError(400, domainMessages.noChanges, "no_changes");
  } else {
    groups = groupsOfRecord(dated);
  }

  // §4 coverage step order: providers, tobacco, report codes; any failure rejects the save. An edit
  // judges only the coverages and report codes it changed (a reinstate's every line is new).
  const changes = editChanges(marked, row.record);
  const judged =
    body.transactionType === "EDIT"
      ? {
          coverages: new Set(changes.coverages.map((path) => `record.${path}`)),
          reportCodeGroups: new Set([...changes.reportCodeGroups, ...changes.lineGroups]),
        }
      : undefined;
  const record = recomputeCoverageCategories(
    withoutSsns(await checkCoverageSteps(tx, dated, ctx, judged)),
    today,
  );
  const failures = ctx.brand.validatesVisionDentalOnSave
    ? visionDentalFailures(recordForGroups(record, groups))
    : {};
  return { record, groups, ssns, failures };
}

/** SSNs never rest in the record: they are sealed beside it (auth/ssn.ts). */
function withoutSsns(record: EmployeeRecord): EmployeeRecord {
  return {
    ...record,
    subscriber: { ...record.subscriber, ssn: null },
    dependents: record.dependents.map((d) => ({ ...d, ssn: null })),
  };
}

/**
 * The subscriber keeps pin 01; a dependent keeps the pin it had, and a new one takes the next free
 * number (the add flow numbers them 02, 03, … in order).
 */
function withPins(record: EmployeeRecord, before: EmployeeRecord): EmployeeRecord {
  const used = [before.subscriber, ...before.dependents, ...record.dependents]
    .map((m) => Number.parseInt(m.pin ?? "", 10))
    .filter((n) => Number.isFinite(n));
  let next = Math.max(1, ...used);
  return {
    ...record,
    subscriber: { ...record.subscriber, pin: before.subscriber.pin ?? "01" },
    dependents: record.dependents.map((d) => (d.pin ? d : { ...d, pin: String(++next).padStart(2, "0") })),
  };
}
