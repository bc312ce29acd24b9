import type { ValidateReportCodesRequest } from "@epr/contract";
import {
  applyDeletions,
  applyGlobalEffectiveDate,
  cleanCoverage,
  deletionWithoutAdditionMessage,
  domainMessages,
  dropUncoveredPartners,
  type EmployeeRecord,
  recomputeCoverageCategories,
  reportCodeValidationRequest,
  uncoveredDependents,
} from "@epr/domain";
import { employeeName } from "../../../../../lib/employeeName.js";
import {
  callFailure,
  failureKind,
  isPendingTransaction,
  isServiceFailure,
} from "../../../../../lib/failures.js";
import type { EmployeeEditDraft } from "./editDraft.js";

// The employee's name as the edit's messages say it: the one the pages use.
export { employeeName };

/** A dependent the uncovered-dependent modal lists: where it is in the record and its name. */
export interface UncoveredDependentEntry {
  index: number;
  name: string;
}

/** The first part of an edit save (enrollment.md §4 Pre-save in edit), before anything is asked of the server. */
export type EditPreSave =
  /** The save may not go on: the message says why (the deletion-without-addition block). */
  | { kind: "blocked"; message: string }
  /**
   * The record with the pre-save rules applied; `uncovered` lists dependents with no coverage, for
   * the uncovered-dependent modal (empty: nothing to ask).
   */
  | { kind: "prepared"; record: EmployeeRecord; uncovered: UncoveredDependentEntry[] };

/**
 * Pre-save in edit (enrollment.md §4), the rules in the spec's order: lines deleted without any
 * added block the save ('Please ensure to add coverage for {name}…'); new-member lines take the
 * global effective date; products marked for deletion receive their cancel reason and date; the
 * coverage category codes are recomputed; dependents with no coverage are listed for the
 * uncovered-dependent modal. Every rule is @epr/domain's.
 */
export function preSaveEdit(
  draft: Pick<EmployeeEditDraft, "record" | "bookkeeping">,
  today: Date,
): EditPreSave {
  const blocked = deletionWithoutAdditionMessage(draft.bookkeeping, employeeName(draft.record));
  if (blocked) return { kind: "blocked", message: blocked };
  const global = draft.record.globalCoverageEffectiveDate;
  const dated = global ? applyGlobalEffectiveDate(draft.record, global) : draft.record;
  const record = recomputeCoverageCategories(applyDeletions(dated, draft.bookkeeping), today);
  const uncovered = new Set(uncoveredDependents(record.dependents));
  return {
    kind: "prepared",
    record,
    uncovered: record.dependents.flatMap((dependent, index) =>
      uncovered.has(dependent)
        ? [{ index, name: [dependent.fullName.first, dependent.fullName.last].filter(Boolean).join(" ") }]
        : [],
    ),
  };
}

/** The record sent by the final save, or why there is none. */
export type EditPayload = { ok: true; record: EmployeeRecord } | { ok: false; message: string };

/**
 * The last part of the pre-save (enrollment.md §4 Edit save, Save routing), once the
 * uncovered-dependent modal was answered Save: the uncovered dependents (`removed`, indexes) leave
 * the record, spouses and domestic partners with no active or deletion-marked product are dropped,
 * and cleanCoverage keeps only the coverage groups that changed, or rejects with 'No changes to
 * save' against the record as it was read.
 */
export function editPayload(
  prepared: EmployeeRecord,
  draft: Pick<EmployeeEditDraft, "original" | "bookkeeping">,
  removed: readonly number[],
  today: Date,
): EditPayload {
  const kept = {
    ...prepared,
    dependents: prepared.dependents.filter((_, index) => !removed.includes(index)),
  };
  const record = dropUncoveredPartners(kept, draft.bookkeeping, today);
  const cleaned = cleanCoverage(record, draft.original, draft.bookkeeping, today);
  return cleaned.ok ? { ok: true, record: cleaned.record } : { ok: false, message: cleaned.message };
}

/**
 * The report codes of the groups a save sends (enrollment.md §4 Provider validation on save, §7
 * Validate report codes): the subscriber's codes per group with the group's earliest effective
 * date as coverage start. Groups without codes are not asked about.
 */
export function reportCodesToValidate(record: EmployeeRecord): ValidateReportCodesRequest {
  return record.subscriber.memberCoverages.flatMap((coverage) => {
    const codes = coverage.reportCodes ?? [];
    const start = coverage.memberLobs
      .map((lob) => lob.coverageEffectiveDate)
      .find((date): date is string => typeof date === "string" && /^\d{2}\/\d{2}\/\d{4}$/.test(date));
    if (codes.length === 0 || !start) return [];
    return [reportCodeValidationRequest(coverage.groupNumber, start, codes)];
  });
}

/** What a refused final save of an edit leads to (enrollment.md §8; concurrent edits). */
export type EditSaveFailure =
  /** 412: someone else saved the employee since the edit began. */
  | { kind: "changedElsewhere"; message: string }
  /** 409 pending_transaction: the pending-transaction modal (editing stops). */
  | { kind: "pending"; message: string }
  /** 422 'invalid providers' / 'invalid report codes': each field's message from the server. */
  | { kind: "invalid"; message: string; issues: { path: string; message: string }[] }
  /** Anything else: a Warning with OK. */
  | { kind: "warning"; message: string };

/**
 * Reads a failed final save (enrollment.md §8): 412 is the stale-version message with a reload;
 * the error named pendingTransaction the pending-transaction modal; 'invalid providers' or 'invalid
 * report codes' the messages on their fields; a refusal the server explained (4xx) its message in a
 * Warning; no answer or a server failure the service error on edit, also in a Warning.
 */
export function editSaveFailure(error: unknown): EditSaveFailure {
  const failure = callFailure(error);
  if (!failure || isServiceFailure(error))
    return { kind: "warning", message: domainMessages.serviceErrorOnEdit };
  if (failureKind(error) === "changedElsewhere")
    return { kind: "changedElsewhere", message: domainMessages.employeeStale };
  if (isPendingTransaction(error)) return { kind: "pending", message: failure.message };
  if (
    failure.message === domainMessages.invalidProviders ||
    failure.message === domainMessages.invalidReportCodes
  )
    return { kind: "invalid", message: failure.message, issues: failure.issues };
  return { kind: "warning", message: failure.message || domainMessages.serviceErrorOnEdit };
}
