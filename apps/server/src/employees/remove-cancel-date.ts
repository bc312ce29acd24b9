import type { CancelDateRemovalRequest } from "@epr/contract";
import { domainMessages, removeCancelDateOnRecord } from "@epr/domain";
import { removeCancelDateFormSchema } from "@epr/forms/schemas";
import type { ClientContext } from "../enrollment-submit/validate.js";
import { HttpError } from "../http/errors.js";
import type { ChangePlan, EmployeeRow } from "./change.js";

/**
 * Remove cancel date (enrollment.md §4 Remove cancel date; §5 remove-cancel-date errors), as a plan
 * for the write pipeline (change.ts: the policy, pending 409, If-Match, backup, history, audit).
 * The line of business of the group loses its cancel date and reason on every member covered by it
 * and takes the new effective date (`removeCancelDateOnRecord`), only where the cancel date is today
 * or later; that the administrator may modify the group is the pipeline's policy check (403). The
 * date passes the remove-cancel-date form's own schema (@epr/forms: required, not before the cancel
 * date, before the group cancellation date when the group has one).
 */
export function planRemoveCancelDate(
  row: EmployeeRow,
  ctx: ClientContext & { today: Date },
  removal: CancelDateRemovalRequest,
): ChangePlan {
  const removed = removeCancelDateOnRecord(row.record, removal, { today: ctx.today, groupModifiable: true });
  if (!removed)
    throw new HttpError(400, `lineOfBusiness: ${domainMessages.noCancelDateToRemove}`, "invalid_request", [
      { path: "lineOfBusiness", message: domainMessages.noCancelDateToRemove },
    ]);
  const form = removeCancelDateFormSchema({
    cancelDate: removed.cancelDate,
    groupCancelDate: ctx.groups.get(removal.groupNumber)?.additional.cancelDate ?? null,
  }).safeParse({ effectiveDate: removal.effectiveDate });
  if (!form.success) {
    const issues = form.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
    const first = issues[0];
    throw new HttpError(400, `${first?.path}: ${first?.message}`, "invalid_request", issues);
  }
  return { record: removed.record, groups: [removal.groupNumber] };
}
