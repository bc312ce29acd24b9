import { UPDATE_ME } from "../codes/coverage.js";
import { isSpouseOrPartner } from "../codes/relationships.js";
import { isLineActive } from "../coverage/lineActivity.js";
import { convertDate, formatUsDate, parseDate } from "../dates/dates.js";
import type { EditBookkeeping, MemberCoverage } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import type { EnrollmentFlow } from "../flows/flows.js";
import { domainMessages, fillMessage } from "../messages.js";
import { editMemberKey } from "./editChanges.js";
import { sameJson } from "./sameJson.js";

/** Transaction types of a save (enrollment.md §4 Save routing; session-and-admin.md §4). */
export type TransactionType = "EDIT" | "ADD" | "REINSTATE" | "CANCEL";

const TRANSACTION_TYPES: Record<EnrollmentFlow, TransactionType> = {
  edit: "EDIT",
  add: "ADD",
  reinstate: "REINSTATE",
  cancel: "CANCEL",
};

/**
 * Transaction type of a flow's save (enrollment.md §4 Save routing: the summary's edit is EDIT, the
 * add flow's Review & Submit is ADD, REINSTATE when the add flow reinstates, cancel coverage is CANCEL).
 */
export function transactionTypeOf(flow: EnrollmentFlow): TransactionType {
  return TRANSACTION_TYPES[flow];
}

/**
 * Save routing (enrollment.md §4; §7 Save): an in-progress save goes to the enrollments service, a
 * final save to the employee summary service.
 */
export function saveTarget(final: boolean): "enrollments" | "employeeSummary" {
  return final ? "employeeSummary" : "enrollments";
}

/** Fields removed from every member in a save payload (enrollment.md §4 Save/cleaning). */
export const REMOVED_MEMBER_FIELDS = ["cobra", "contractId", "optingIn"] as const;

const isDisplayDateKey = (key: string) => /display/i.test(key) && /^contract|ForDisplay$/i.test(key);

/** Re-formats a date-like value as MM/dd/yyyy when it is a Date or in another spec format. */
function asUsDate(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : formatUsDate(value);
  if (typeof value !== "string" || value === "" || value === UPDATE_ME) return value;
  if (parseDate(value, "us")) return value;
  return convertDate(value, "iso", "us") ?? convertDate(value, "usDash", "us") ?? value;
}

function cleanDates(value: unknown, key = ""): unknown {
  if (value instanceof Date) return asUsDate(value);
  if (Array.isArray(value)) return value.map((item) => cleanDates(item));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !isDisplayDateKey(k))
        .map(([k, v]) => [k, cleanDates(v, k)]),
    );
  }
  return /date$|Date$|^disStart$/.test(key) ? asUsDate(value) : value;
}

function cleanMedicare(medicare: Member["medicareEligible"]): Member["medicareEligible"] {
  if (!medicare) return medicare;
  const next = { ...medicare };
  for (const part of ["partA", "partB"] as const) {
    const dates = next[part];
    if (dates && !dates.startDate && !dates.endDate) delete next[part];
    else if (!dates) delete next[part];
  }
  if (!next.partC) delete next.partCInfo;
  if (!next.partD) delete next.partDInfo;
  return next;
}

function cleanMember<M extends Member>(member: M): M {
  const next: Record<string, unknown> = {
    ...member,
    medicareEligible: cleanMedicare(member.medicareEligible),
  };
  if (next.medicareEligible === undefined) delete next.medicareEligible;
  for (const field of REMOVED_MEMBER_FIELDS) delete next[field];
  return next as M;
}

/**
 * Cleans a record for saving (enrollment.md §4 Save/cleaning): Part A and B Medicare entries with
 * neither start nor cancel date are dropped; Part C and D details are dropped if the part is not
 * flagged; dates are sent as MM/dd/yyyy; cobra, contractId, optingIn and contract display dates are
 * removed. Returns a plain object (the payload).
 */
export function cleanPayload<R extends EmployeeRecord>(record: R): Record<string, unknown> {
  const cleaned = {
    ...record,
    subscriber: cleanMember(record.subscriber),
    dependents: record.dependents.map(cleanMember),
  };
  return cleanDates(cleaned) as Record<string, unknown>;
}

/**
 * Drops spouse or domestic partner members with no active or deletion-marked product from an edit
 * save payload (enrollment.md §4 Edit save).
 */
export function dropUncoveredPartners<R extends Pick<EmployeeRecord, "dependents">>(
  record: R,
  bookkeeping: EditBookkeeping,
  today: Date,
): R {
  const keeps = (member: Member) =>
    member.memberCoverages.some((coverage) =>
      coverage.memberLobs.some(
        (lob) =>
          isLineActive(lob, today) ||
          bookkeeping.coverages.forDeletion.some(
            (entry) =>
              entry.groupNumber === coverage.groupNumber && entry.lineOfBusiness === lob.lineOfBusiness,
          ),
      ),
    );
  return {
    ...record,
    dependents: record.dependents.filter(
      (dependent) => !isSpouseOrPartner(dependent.relationshipCode) || keeps(dependent),
    ),
  };
}

/** Dependents with no coverage line at all: they launch the uncovered-dependent modal (enrollment.md §4). */
export function uncoveredDependents<D extends Member>(dependents: readonly D[]): D[] {
  return dependents.filter(
    (dependent) => !dependent.memberCoverages.some((coverage) => coverage.memberLobs.length > 0),
  );
}

/** Result of {@link cleanCoverage}. */
export type CleanCoverageResult<R> = { ok: true; record: R } | { ok: false; message: string };

const ownData = (member: Member) => sameJson({ ...member, memberCoverages: undefined });

/**
 * Keeps only changed coverage groups (enrollment.md §4 Save routing, cleanCoverage): a group is sent
 * when its coverage changed or when a participant's own data changed; groups whose lines are all
 * cancelled are skipped unless new lines were added (`bookkeeping.forAddition`). When nothing
 * changed the save is rejected with 'No changes to save'.
 */
export function cleanCoverage<R extends EmployeeRecord>(
  current: R,
  original: R,
  bookkeeping: EditBookkeeping,
  today: Date,
): CleanCoverageResult<R> {
  const originalMembers = [original.subscriber, ...original.dependents];
  const currentMembers = [current.subscriber, ...current.dependents];
  const originalByKey = new Map(
    originalMembers.map((member, index) => [editMemberKey(member, index), member]),
  );
  const groups = new Set<string>();
  for (const member of currentMembers)
    for (const coverage of member.memberCoverages) groups.add(coverage.groupNumber);
  const coverageOf = (member: Member | undefined, group: string) =>
    sameJson((member ? member.memberCoverages : []).filter((coverage) => coverage.groupNumber === group));
  const changedGroups = new Set<string>();
  for (const group of groups) {
    const added = bookkeeping.coverages.forAddition.some((entry) => entry.groupNumber === group);
    const lines = currentMembers.flatMap((member) =>
      member.memberCoverages.filter((c) => c.groupNumber === group).flatMap((c) => c.memberLobs),
    );
    const cancelledGroup = lines.length > 0 && lines.every((lob) => !isLineActive(lob, today));
    const deleted = bookkeeping.coverages.forDeletion.some((entry) => entry.groupNumber === group);
    if (cancelledGroup && !added && !deleted) continue;
    const changed = currentMembers.some((member, index) => {
      const before = originalByKey.get(editMemberKey(member, index));
      const participates = member.memberCoverages.some((coverage) => coverage.groupNumber === group);
      return (
        coverageOf(member, group) !== coverageOf(before, group) ||
        (participates && (!before || ownData(member) !== ownData(before)))
      );
    });
    if (changed || added || deleted) changedGroups.add(group);
  }
  if (changedGroups.size === 0) return { ok: false, message: domainMessages.noChanges };
  const keep = <M extends Member>(member: M): M => ({
    ...member,
    memberCoverages: member.memberCoverages.filter((coverage: MemberCoverage) =>
      changedGroups.has(coverage.groupNumber),
    ),
  });
  return {
    ok: true,
    record: {
      ...current,
      subscriber: keep(current.subscriber),
      dependents: current.dependents.map(keep),
    },
  };
}

/**
 * Summary save is blocked when lines are deleted without any addition (enrollment.md §4): returns
 * the message with the employee's name, or `null` when the save may go on.
 */
export function deletionWithoutAdditionMessage(bookkeeping: EditBookkeeping, name: string): string | null {
  if (bookkeeping.coverages.forDeletion.length > 0 && bookkeeping.coverages.forAddition.length === 0) {
    return fillMessage(domainMessages.addCoverageFor, { name });
  }
  return null;
}

/** Title of a save result (enrollment.md §8 Edit result; add-flow outcomes use the same titles). */
export type SaveResultTitle = "Success" | "Submitted" | "Partially Submitted";

/** Texts of the edit result modal with a {name} placeholder (enrollment.md §8). */
export const editResultTexts = {
  Success: "You have successfully edited {name}",
  Submitted:
    "Your transaction could not be fully processed at this time for {name}. Please allow 48 hours for us to complete your transaction",
  "Partially Submitted":
    "Your transaction could not be fully processed at this time for {name}. Please allow 48 hours for us to complete your transaction",
} as const satisfies Record<SaveResultTitle, string>;

/**
 * One group's answer to a save (enrollment.md §4 Save routing, §8): `true` applied, `false` failed
 * (for example its products failed validation), `"pending"` stored as submitted and applied later
 * (a pending transaction, which asks for 48 hours).
 */
export type GroupSaveResult = boolean | "pending";

/**
 * Title of a save outcome from the per-group answers (enrollment.md §8): every group applied gives
 * 'Success'; none applied gives 'Submitted'; some gives 'Partially Submitted'. A pending group is not
 * applied yet, so it counts like a failed one (its text asks for 48 hours). No answer at all counts
 * as none applied.
 */
export function saveOutcome(
  groups: Readonly<Record<string, GroupSaveResult>> | null | undefined,
): SaveResultTitle {
  const applied = Object.values(groups ?? {}).map((result) => result === true);
  if (applied.length > 0 && applied.every(Boolean)) return "Success";
  return applied.some(Boolean) ? "Partially Submitted" : "Submitted";
}

/**
 * Edit result from the per-group success map (enrollment.md §8): all groups succeeded gives
 * 'Success'; all failed gives 'Submitted'; mixed gives 'Partially Submitted'; {name} is filled in.
 * An empty map counts as all failed.
 */
export function editResult(
  groups: Record<string, boolean> | null | undefined,
  name: string,
): { title: SaveResultTitle; text: string } {
  const title = saveOutcome(groups);
  return { title, text: fillMessage(editResultTexts[title], { name }) };
}

/**
 * Texts of a reinstate's outcome (enrollment.md §4 Reinstate, §8): the spec quotes no sentence for
 * it; ours names it for what it is, as the edit's names an edit ('You have successfully …').
 */
export const reinstateResultTexts = {
  Success: "You have successfully reinstated {name}",
  Submitted: editResultTexts.Submitted,
  "Partially Submitted": editResultTexts["Partially Submitted"],
} as const satisfies Record<SaveResultTitle, string>;

/** Reinstate result from the per-group success map, as {@link editResult} with the reinstate's texts. */
export function reinstateResult(
  groups: Record<string, boolean> | null | undefined,
  name: string,
): { title: SaveResultTitle; text: string } {
  const title = saveOutcome(groups);
  return { title, text: fillMessage(reinstateResultTexts[title], { name }) };
}

/**
 * Texts of the add-flow outcome with a {name} placeholder (enrollment.md §8: add-flow outcomes use
 * the edit result's three titles; failure messages ask for 48 hours). The spec does not quote the
 * add-flow success sentence: ours follows the edit one ('You have successfully …').
 */
export const addResultTexts = {
  Success: "You have successfully enrolled {name}",
  Submitted: editResultTexts.Submitted,
  "Partially Submitted": editResultTexts["Partially Submitted"],
} as const satisfies Record<SaveResultTitle, string>;

/**
 * Add-flow outcome from a final save's per-group answers (enrollment.md §8): the title from
 * {@link saveOutcome} and its text with the employee's name.
 */
export function addResult(
  groups: Readonly<Record<string, GroupSaveResult>> | null | undefined,
  name: string,
): { title: SaveResultTitle; text: string } {
  const title = saveOutcome(groups);
  return { title, text: fillMessage(addResultTexts[title], { name }) };
}

/**
 * The codes of the save failures the spec names (enrollment.md §8: the errors named
 * pendingTransaction and visionDental), in the API's one style of codes (the contract's `errorCodes`).
 */
export const PENDING_TRANSACTION = "pending_transaction";
export const VISION_DENTAL = "vision_dental";

/** How the portal reacts to a failed save (enrollment.md §8): which modal opens. */
export function saveFailureModal(
  errorName: string | null | undefined,
): "pendingTransaction" | "visionDental" | "warning" {
  if (errorName === PENDING_TRANSACTION) return "pendingTransaction";
  if (errorName === VISION_DENTAL) return "visionDental";
  return "warning";
}

/** Whether a save response failed: any status other than 200 (enrollment.md §4). */
export function isFailedSave(status: number): boolean {
  return status !== 200;
}
