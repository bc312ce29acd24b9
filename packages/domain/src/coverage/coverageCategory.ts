import type { CoverageCategoryCode } from "../codes/coverage.js";
import { UPDATE_ME } from "../codes/coverage.js";
import { RELATIONSHIP } from "../codes/relationships.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import { lineActivity } from "./lineActivity.js";

/** Who is covered with the subscriber on one line. */
export interface CoveredFamily {
  spouse: boolean;
  domesticPartner: boolean;
  /** Other covered dependents (not spouse or domestic partner). */
  children: number;
}

/**
 * Coverage category code (enrollment.md §4 Coverage category code): subscriber alone IND; with
 * spouse only ESP; with one child E1D; with more than one child ECH; spouse or partner plus children
 * FAM; partner and no spouse TWO.
 */
export function coverageCategoryCode(family: CoveredFamily): CoverageCategoryCode {
  const partnered = family.spouse || family.domesticPartner;
  if (partnered && family.children > 0) return "FAM";
  if (family.spouse) return "ESP";
  if (family.domesticPartner) return "TWO";
  if (family.children === 1) return "E1D";
  if (family.children > 1) return "ECH";
  return "IND";
}

function coversLine(member: Member, groupNumber: string, lineOfBusiness: string, today: Date): boolean {
  return member.memberCoverages.some(
    (coverage) =>
      coverage.groupNumber === groupNumber &&
      coverage.memberLobs.some(
        (lob) => lob.lineOfBusiness === lineOfBusiness && lineActivity(lob, today) !== "cancelled",
      ),
  );
}

/** The family covered on one group and line (active or future-active lines of dependents). */
export function coveredFamily(
  record: Pick<EmployeeRecord, "dependents">,
  groupNumber: string,
  lineOfBusiness: string,
  today: Date,
): CoveredFamily {
  const family: CoveredFamily = { spouse: false, domesticPartner: false, children: 0 };
  for (const dependent of record.dependents) {
    if (!coversLine(dependent, groupNumber, lineOfBusiness, today)) continue;
    if (dependent.relationshipCode === RELATIONSHIP.spouse) family.spouse = true;
    else if (dependent.relationshipCode === RELATIONSHIP.domesticPartner) family.domesticPartner = true;
    else family.children += 1;
  }
  return family;
}

/**
 * Recomputes coverage category codes before save (enrollment.md §4 Pre-save in edit): per group
 * and line of the subscriber, from spouse, domestic partner and the count of other active
 * dependents; the code is written on the subscriber's line and on each dependent's matching line.
 * Returns a new record.
 */
export function recomputeCoverageCategories<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  today: Date,
): R {
  const codes = new Map<string, CoverageCategoryCode>();
  for (const coverage of record.subscriber.memberCoverages) {
    for (const lob of coverage.memberLobs) {
      codes.set(
        `${coverage.groupNumber}|${lob.lineOfBusiness}`,
        coverageCategoryCode(coveredFamily(record, coverage.groupNumber, lob.lineOfBusiness, today)),
      );
    }
  }
  const update = <M extends Member>(member: M): M => ({
    ...member,
    memberCoverages: member.memberCoverages.map((coverage) => ({
      ...coverage,
      memberLobs: coverage.memberLobs.map((lob) => {
        const code = codes.get(`${coverage.groupNumber}|${lob.lineOfBusiness}`);
        return code ? { ...lob, coverageCategoryCode: code } : lob;
      }),
    })),
  });
  return { ...record, subscriber: update(record.subscriber), dependents: record.dependents.map(update) };
}

/**
 * New-member lines take the global effective date (enrollment.md §3 memberLob "updateMe"; §4
 * Pre-save in edit): every "updateMe" or empty effective date becomes `globalEffectiveDate`.
 */
export function applyGlobalEffectiveDate<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  globalEffectiveDate: string,
): R {
  const update = <M extends Member>(member: M): M => ({
    ...member,
    memberCoverages: member.memberCoverages.map((coverage) => ({
      ...coverage,
      memberLobs: coverage.memberLobs.map((lob) =>
        !lob.coverageEffectiveDate || lob.coverageEffectiveDate === UPDATE_ME
          ? { ...lob, coverageEffectiveDate: globalEffectiveDate }
          : lob,
      ),
    })),
  });
  return { ...record, subscriber: update(record.subscriber), dependents: record.dependents.map(update) };
}
