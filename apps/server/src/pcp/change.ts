import type { PcpChangeRequest } from "@epr/contract";
import {
  applyPcpChange,
  type BrandRules,
  convertDate,
  DEFAULT_PLAN_AREA_CODE,
  type EmployeeRecord,
  NO_PCP_NUMBERS,
  type PcpParticipantView,
  pcpParticipantsOf,
} from "@epr/domain";
import { changePcpFormSchema } from "@epr/forms/schemas";
import type { Queryable } from "../db/database.js";
import type { ChangePlan, EmployeeRow } from "../employees/change.js";
import type { ClientContext } from "../enrollment-submit/validate.js";
import { HttpError } from "../http/errors.js";
import { validatePcp } from "../providers/validate.js";
import { pcpReasonsFor } from "./reasons.js";

/** Said when the member has no medical line whose PCP could change (our wording). */
export const NO_PCP_COVERAGE_MESSAGE = "This member has no medical coverage whose PCP can be changed.";

/**
 * The service refused the change (assist-employees.md §4: a non-empty pcpDenyCde and the message
 * area's text). Thrown inside the write pipeline's transaction, so nothing is written, and answered
 * as the post's result, not as an error.
 */
export class PcpChangeDenied extends Error {
  constructor(
    readonly denyCode: string,
    readonly messageArea: string,
    readonly version: number,
  ) {
    super(messageArea);
  }
}

/**
 * The participant a change or a validation names, in the group named or else the employee's first
 * group (by number, among `groups`) where that member has a medical line.
 */
export function participantIn(
  record: Pick<EmployeeRecord, "subscriber" | "dependents">,
  groups: readonly string[],
  named: string | undefined,
  coveredId: string,
  brand: Pick<BrandRules, "changePcpClearsOnPpo">,
): { groupNumber: string; participant: PcpParticipantView } {
  for (const groupNumber of named ? [named] : [...groups].sort()) {
    const participant = pcpParticipantsOf(record, groupNumber, brand).find(
      (p) => p.coveredIndivId === coveredId,
    );
    if (participant) return { groupNumber, participant };
  }
  throw new HttpError(404, NO_PCP_COVERAGE_MESSAGE, "not_found");
}

/**
 * The change-PCP post as a plan for the write pipeline (employees/change.ts: policy, pending 409,
 * If-Match, backup, PCP_CHANGE history, audit). The card's own schema checks it again (@epr/forms
 * `changePcpFormSchema`: provider number, a reason of the group that day, a valid date, and for the
 * brands whose flag says so the reason's window and the contract coverage date, §5); a provider the
 * directory does not accept is the service's deny (§4), answered with its reason in upper case.
 */
export async function planPcpChange(
  tx: Queryable,
  row: EmployeeRow,
  ctx: ClientContext & { today: Date },
  body: PcpChangeRequest,
  /** Refuses (403/404) a group this administrator may not modify. */
  assertModifiable: (groupNumber: string) => void,
): Promise<ChangePlan> {
  const { groupNumber, participant } = participantIn(
    row.record,
    row.groups.map((g) => g.groupNumber),
    body.groupNumber,
    body.coveredId,
    ctx.brand,
  );
  assertModifiable(groupNumber);
  const [entry] = body.pcpInfo;
  const reasons = await pcpReasonsFor(tx, groupNumber, ctx.today);
  const reason = reasons.find((r) => r.reasonCode.trim() === entry.reasonCode.trim());
  const form = changePcpFormSchema({
    today: ctx.today,
    brand: ctx.brand,
    reasons,
    contractCoverageEffectiveDate: participant.contractCovEffDte,
  }).safeParse({
    // A cleared number is the payload's no-PCP choice (§7): it stands for one of the no-PCP numbers.
    providerNumber: entry.newPcpNbr || NO_PCP_NUMBERS[1],
    providerName: entry.pcpName,
    establishedPatient: entry.preExistingInd === "Y",
    reasonCode: reason?.reasonCode ?? "",
    effectiveDate: convertDate(entry.pcpEffDte, "pcp", "us") ?? "",
  });
  if (!form.success) {
    const issues = form.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
    const first = issues[0];
    throw new HttpError(400, `${first?.path}: ${first?.message}`, "invalid_request", issues);
  }
  if (entry.newPcpNbr) {
    const answer = await validatePcp(tx, {
      pcpNum: entry.newPcpNbr,
      planAreaCde: ctx.groups.get(groupNumber)?.additional.planAreaCode ?? DEFAULT_PLAN_AREA_CODE,
      insuranceLineCde: participant.insuranceLineCde,
      existingPatient: entry.preExistingInd === "Y",
    });
    if (!answer.valid)
      throw new PcpChangeDenied(
        answer.returnCode ?? "DENIED",
        (answer.returnCodeDescription ?? "").toUpperCase(),
        row.version,
      );
  }
  const record = applyPcpChange(row.record, groupNumber, body.coveredId, entry);
  if (!record) throw new HttpError(404, NO_PCP_COVERAGE_MESSAGE, "not_found");
  return { record, groups: [groupNumber] };
}
