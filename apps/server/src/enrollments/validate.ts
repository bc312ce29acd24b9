import { enrollmentMessages } from "@epr/contract";
import {
  type AddFlowStepId,
  addFlowStepInfo,
  type EmployeeRecord,
  fillMessage,
  unsupportedApprovals,
} from "@epr/domain";
import {
  dependentFormFromRecord,
  dependentMessages,
  dependentsFormSchema,
  isValidSsn,
  normalizeSsn,
  subscriberFormFromRecord,
  subscriberFormSchema,
  subscriberMessages,
} from "@epr/forms/schemas";
import { HttpError } from "../http/errors.js";
import type { SpecialEnrollment } from "../reference/specialEnrollment.js";
import type { RecordSsns } from "./queries.js";

/**
 * The checks of an enrollment's save that a client could skip (DESIGN.md data flow step 3: every write
 * validates with the same @epr/forms schemas and @epr/domain rules the portal uses). The body's
 * shape, the 25-dependent limit and the one spouse or partner are the contract's schema
 * (`enrollmentSaveRequestSchema`); here: the SSNs, the forms of an approved subscriber step, and
 * that every approved step is complete by the resume rules (enrollment.md §4).
 */

interface Issue {
  path: string;
  message: string;
}

/** A 400 naming each field at fault, as the guard's bad-input answers do. */
export function invalidEnrollment(issues: Issue[]): HttpError {
  const first = issues[0];
  return new HttpError(
    400,
    first ? `${first.path}: ${first.message}` : "Invalid request.",
    "invalid_request",
    issues,
  );
}

const MASKED = /^\*{5}(\d{4})$/;

/**
 * The real SSNs of a record sent by the portal. A new enrollment carries the subscriber's in full;
 * a saved one may send back the masked values the server answered, which stand for the stored SSN
 * with those last four digits. The subscriber's SSN names the enrollment and cannot change.
 */
export function resolveSsns(record: EmployeeRecord, stored: RecordSsns | null): RecordSsns {
  const issues: Issue[] = [];
  const sent = (record.subscriber.ssn ?? "").trim();
  let subscriber = "";
  if (stored) {
    const masked = MASKED.exec(sent);
    if (masked ? stored.subscriber.endsWith(masked[1] ?? "") : normalizeSsn(sent) === stored.subscriber)
      subscriber = stored.subscriber;
    else issues.push({ path: "record.subscriber.ssn", message: enrollmentMessages.ssnChanged });
  } else if (!sent) {
    issues.push({ path: "record.subscriber.ssn", message: enrollmentMessages.ssnRequired });
  } else if (!isValidSsn(normalizeSsn(sent))) {
    issues.push({ path: "record.subscriber.ssn", message: subscriberMessages.ssn });
  } else subscriber = normalizeSsn(sent);

  // A masked dependent SSN stands for a stored one with its last four (each stored SSN used once).
  const unused = [...(stored?.dependents ?? [])];
  const dependents = record.dependents.map((dependent, index) => {
    const value = (dependent.ssn ?? "").trim();
    if (!value) return null;
    const masked = MASKED.exec(value);
    if (masked) {
      const at = unused.findIndex((ssn) => ssn?.endsWith(masked[1] ?? ""));
      if (at >= 0) return unused.splice(at, 1)[0] ?? null;
    } else if (isValidSsn(normalizeSsn(value))) return normalizeSsn(value);
    issues.push({ path: `record.dependents.${index}.ssn`, message: dependentMessages.ssn });
    return null;
  });
  if (issues.length) throw invalidEnrollment(issues);
  return { subscriber, dependents };
}

/** No special enrollment: SEP off, or inside open enrollment. */
const noSpecialEnrollment: SpecialEnrollment = {
  sepEnabled: false,
  outsideOpenEnrollment: false,
  lifeEventRequired: false,
  lifeEventRules: [],
};

/** The record with its real SSNs in place, as the forms check it. */
function withSsns(record: EmployeeRecord, ssns: RecordSsns): EmployeeRecord {
  return {
    ...record,
    subscriber: { ...record.subscriber, ssn: ssns.subscriber },
    dependents: record.dependents.map((d, i) => ({ ...d, ssn: ssns.dependents[i] ?? null })),
  };
}

/**
 * Checks a record about to be stored with its approvals:
 * - each approved step is complete by the resume rules (`unsupportedApprovals`, @epr/domain);
 * - an approved Subscriber & Dependents step passes the subscriber form and the dependent cards
 *   (@epr/forms, add flow, on `today`), as Save & Continue from that step would have, including the
 *   life event reason and date when `special` says special enrollment applies (enrollment.md §4).
 * Throws a 400 naming the fields at fault.
 */
export function checkEnrollment(
  record: EmployeeRecord,
  ssns: RecordSsns,
  approvedSteps: readonly AddFlowStepId[],
  today: Date,
  special: SpecialEnrollment = noSpecialEnrollment,
): void {
  const full = withSsns(record, ssns);
  const unsupported = unsupportedApprovals(full, approvedSteps, {
    lifeEventRequired: special.lifeEventRequired,
  });
  if (unsupported.length)
    throw invalidEnrollment([
      {
        path: "approvedSteps",
        message: fillMessage(enrollmentMessages.unsupportedApproval, {
          steps: unsupported.map((id) => addFlowStepInfo[id].title).join(", "),
        }),
      },
    ]);
  if (!approvedSteps.includes("subscriber")) return;
  const issues: Issue[] = [];
  const subscriber = subscriberFormSchema({
    today,
    flow: "add",
    outsideOpenEnrollment: special.outsideOpenEnrollment,
    lifeEventRequired: special.lifeEventRequired,
    lifeEventRules: special.lifeEventRules,
  }).safeParse(subscriberFormFromRecord(full.subscriber, full));
  if (!subscriber.success)
    for (const i of subscriber.error.issues)
      issues.push({ path: ["record", "subscriber", ...i.path].join("."), message: i.message });
  const dependents = dependentsFormSchema({
    today,
    flow: "add",
    subscriberGender: full.subscriber.gender ?? null,
  }).safeParse(full.dependents.map(dependentFormFromRecord));
  if (!dependents.success)
    for (const i of dependents.error.issues)
      issues.push({ path: ["record", "dependents", ...i.path].join("."), message: i.message });
  if (issues.length) throw invalidEnrollment(issues);
}
