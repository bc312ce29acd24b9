import type { GroupCancellation } from "@epr/contract";
import {
  applyDeletions,
  CANCEL_REASON,
  type CoverageChange,
  cancelLineOfBusiness,
  domainMessages,
  type EditBookkeeping,
  emptyBookkeeping,
  isLineActive,
} from "@epr/domain";
import { type CancelLine, cancelFormSchema } from "@epr/forms/schemas";
import type { ClientContext } from "../enrollment-submit/validate.js";
import { HttpError } from "../http/errors.js";
import type { ChangePlan, EmployeeRow } from "./change.js";

/**
 * Cancel coverage (enrollment.md §4 Cancel line of business, §5 cancel modal, §7 transactionType
 * CANCEL), as a plan for the write pipeline. Per group: the whole group's active lines, or the one
 * line named plus, where the brand's record says `cascadesVisionDentalOnMedicalCancel`, the group's
 * vision and dental lines with a medical one (`cancelLineOfBusiness`). The date and reason pass the
 * cancel modal's own schema (@epr/forms: the date on or after the latest effective date, void 03 only
 * on the effective date, not after the group's end); reason 99 is never accepted (§5). Each line
 * marked gets its reason and date as end date on every member covered (`applyDeletions`).
 */
export function planCancel(
  row: EmployeeRow,
  ctx: ClientContext & { today: Date },
  cancellations: readonly GroupCancellation[],
): ChangePlan {
  const members = [row.record.subscriber, ...row.record.dependents];
  let bookkeeping: EditBookkeeping = emptyBookkeeping();
  const issues: { path: string; message: string }[] = [];
  cancellations.forEach((request, index) => {
    const at = `cancellations.${index}`;
    // Active lines of the group, one per line of business with its latest effective date.
    const lines = new Map<string, CancelLine>();
    for (const member of members)
      for (const coverage of member.memberCoverages)
        if (coverage.groupNumber === request.groupNumber)
          for (const lob of coverage.memberLobs)
            if (isLineActive(lob, ctx.today) && !lines.has(lob.lineOfBusiness))
              lines.set(lob.lineOfBusiness, {
                groupNumber: request.groupNumber,
                lineOfBusiness: lob.lineOfBusiness,
                effectiveDate: lob.coverageEffectiveDate ?? "",
              });
    if (request.cancelReasonCode === CANCEL_REASON.excluded) {
      issues.push({ path: `${at}.cancelReasonCode`, message: domainMessages.cancelFailed });
      return;
    }
    if (!lines.size || (request.lineOfBusiness && !lines.has(request.lineOfBusiness))) {
      issues.push({ path: `${at}.groupNumber`, message: domainMessages.cancelFailed });
      return;
    }
    const entry = (lineOfBusiness: string): CoverageChange => ({
      groupNumber: request.groupNumber,
      lineOfBusiness,
      cancelReasonCode: request.cancelReasonCode,
      cancelDate: request.cancelDate,
    });
    const added: CoverageChange[] = [];
    for (const line of request.lineOfBusiness ? [request.lineOfBusiness] : [...lines.keys()]) {
      const result = cancelLineOfBusiness(bookkeeping, entry(line), {
        cascadesVisionDentalOnMedicalCancel: ctx.brand.cascadesVisionDentalOnMedicalCancel,
        groupLines: [...lines.keys()],
      });
      bookkeeping = result.bookkeeping;
      added.push(...result.added);
    }
    const selected = added.flatMap((change) => lines.get(change.lineOfBusiness) ?? []);
    const form = cancelFormSchema({
      lines: selected,
      groupCancelDates: { [request.groupNumber]: ctx.groups.get(request.groupNumber)?.additional.cancelDate },
    }).safeParse({ cancelDate: request.cancelDate, cancelReason: request.cancelReasonCode });
    if (!form.success)
      for (const issue of form.error.issues)
        issues.push({ path: `${at}.${issue.path.map(String).join(".")}`, message: issue.message });
  });
  const first = issues[0];
  if (first) throw new HttpError(400, `${first.path}: ${first.message}`, "invalid_request", issues);
  return {
    record: applyDeletions(row.record, bookkeeping),
    groups: [...new Set(cancellations.map((c) => c.groupNumber))],
  };
}
