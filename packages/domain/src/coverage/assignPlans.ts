import { type CoverageType, UPDATE_ME } from "../codes/coverage.js";
import type { MemberCoverage, MemberLob } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import { recomputeCoverageCategories } from "./coverageCategory.js";
import { type PlanSelection, SUBSCRIBER_KEY } from "./planSelection.js";

/** A plan selection with the line of business of its product (the product's icisProductType, §3). */
export interface PlanAssignment extends PlanSelection {
  lineOfBusiness: string;
}

/**
 * The member line a plan assignment writes (enrollment.md §3 memberLob): the product's line of
 * business and coverage type, the chosen effective date or "updateMe" (the global effective date),
 * the product's ID and name. The one shape both the add flow (`assignPlans`) and the edit flow
 * (`addPlanLines`) write.
 */
export function lineOfAssignment(assignment: PlanAssignment): MemberLob {
  return {
    lineOfBusiness: assignment.lineOfBusiness,
    coverageType: assignment.coverageType,
    coverageEffectiveDate: assignment.effectiveDate || UPDATE_ME,
    productId: assignment.productId,
    productName: assignment.productName ?? null,
  };
}

/** The member's coverage of `groupNumber` in `coverages`, added (empty) when there is none yet. */
export function coverageOfGroup(coverages: MemberCoverage[], groupNumber: string): MemberCoverage {
  let coverage = coverages.find((candidate) => candidate.groupNumber === groupNumber);
  if (!coverage) {
    coverage = { groupNumber, memberLobs: [] };
    coverages.push(coverage);
  }
  return coverage;
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
      const coverage = coverageOfGroup(coverages, assignment.groupNumber);
      coverage.memberLobs = [...coverage.memberLobs, lineOfAssignment(assignment)];
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
