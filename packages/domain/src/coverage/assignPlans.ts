import { type CoverageType, UPDATE_ME } from "../codes/coverage.js";
import type { MemberCoverage } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import { recomputeCoverageCategories } from "./coverageCategory.js";
import { type PlanSelection, SUBSCRIBER_KEY } from "./planSelection.js";

/** A plan selection with the line of business of its product (the product's icisProductType, §3). */
export interface PlanAssignment extends PlanSelection {
  lineOfBusiness: string;
}

/**
 * Assigning plans in the add flow (enrollment.md §4 Plan selection, "Assigning plans"): the chosen
 * plan of each coverage type is written on every checked member as a line of business in the plan's
 * group (effective date as chosen, else "updateMe": the global effective date, §3 memberLob), after
 * removing that coverage type's earlier lines, so choosing again replaces rather than adds. Groups
 * left without lines are dropped. Coverage category codes are then computed per group and line
 * (§4 Coverage category code). `dependentKeys[i]` is the key of `record.dependents[i]` in the
 * selections' `members`. Returns a new record.
 */
export function assignPlans<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  assignments: readonly PlanAssignment[],
  dependentKeys: readonly string[],
  today: Date,
): R {
  const types = new Set<CoverageType>(assignments.map((assignment) => assignment.coverageType));
  const assign = <M extends Member>(member: M, key: string): M => {
    const coverages: MemberCoverage[] = member.memberCoverages.map((coverage) => ({
      ...coverage,
      memberLobs: coverage.memberLobs.filter((lob) => !types.has(lob.coverageType)),
    }));
    for (const assignment of assignments) {
      if (!assignment.groupNumber || !assignment.productId || !assignment.members[key]) continue;
      let coverage = coverages.find((candidate) => candidate.groupNumber === assignment.groupNumber);
      if (!coverage) {
        coverage = { groupNumber: assignment.groupNumber, memberLobs: [] };
        coverages.push(coverage);
      }
      coverage.memberLobs = [
        ...coverage.memberLobs,
        {
          lineOfBusiness: assignment.lineOfBusiness,
          coverageType: assignment.coverageType,
          coverageEffectiveDate: assignment.effectiveDate || UPDATE_ME,
          productId: assignment.productId,
          productName: assignment.productName ?? null,
        },
      ];
    }
    return { ...member, memberCoverages: coverages.filter((coverage) => coverage.memberLobs.length > 0) };
  };
  return recomputeCoverageCategories(
    {
      ...record,
      subscriber: assign(record.subscriber, SUBSCRIBER_KEY),
      dependents: record.dependents.map((dependent, index) => assign(dependent, dependentKeys[index] ?? "")),
    },
    today,
  );
}
