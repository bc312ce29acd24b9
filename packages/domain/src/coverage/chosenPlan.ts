import { type CoverageType, UPDATE_ME } from "../codes/coverage.js";
import type { MemberCoverage } from "../entities/coverage.js";
import type { EmployeeRecord } from "../entities/employee.js";
import { SUBSCRIBER_KEY } from "./planSelection.js";

/** The plan a record holds for one coverage type, as a plan coverage card shows it. */
export interface ChosenPlan {
  groupNumber: string;
  productId: string;
  productName: string;
  /** The line of business written with the plan (the product's icisProductType, enrollment.md §3). */
  lineOfBusiness: string;
  /** MM/dd/yyyy: the line's own date, or the global effective date for "updateMe" (enrollment.md §3 memberLob). */
  coverageEffectiveDate: string;
  /** Member key → covered by this plan: the subscriber (`SUBSCRIBER_KEY`), then `dependentKeys`. */
  members: Record<string, boolean>;
}

/**
 * The plan of `coverageType` written on a record (enrollment.md §4 Assigning plans, the reverse of
 * `assignPlans`): the subscriber's line of that type, and which members hold the same product in
 * the same group. A revisited or resumed Plan Coverage step fills its cards from it; Review &
 * Submit shows it. Null when the subscriber has no line of that type.
 */
export function chosenPlanOf(
  record: Pick<EmployeeRecord, "subscriber" | "dependents" | "globalCoverageEffectiveDate">,
  coverageType: CoverageType,
  dependentKeys: readonly string[],
): ChosenPlan | null {
  const line = record.subscriber.memberCoverages
    .flatMap((coverage) => coverage.memberLobs.map((lob) => ({ groupNumber: coverage.groupNumber, lob })))
    .find(({ lob }) => lob.coverageType === coverageType);
  if (!line) return null;
  const covered = (coverages: readonly MemberCoverage[]) =>
    coverages.some(
      (coverage) =>
        coverage.groupNumber === line.groupNumber &&
        coverage.memberLobs.some(
          (lob) => lob.coverageType === coverageType && lob.productId === line.lob.productId,
        ),
    );
  const date = line.lob.coverageEffectiveDate;
  return {
    groupNumber: line.groupNumber,
    productId: line.lob.productId ?? "",
    productName: line.lob.productName ?? "",
    lineOfBusiness: line.lob.lineOfBusiness,
    coverageEffectiveDate: date && date !== UPDATE_ME ? date : (record.globalCoverageEffectiveDate ?? ""),
    members: Object.fromEntries([
      [SUBSCRIBER_KEY, true],
      ...record.dependents.map((dependent, index) => [
        dependentKeys[index] ?? `dependent-${index}`,
        covered(dependent.memberCoverages),
      ]),
    ]),
  };
}
