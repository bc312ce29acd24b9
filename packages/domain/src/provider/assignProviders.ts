import { SUBSCRIBER_KEY } from "../coverage/planSelection.js";
import type { MemberCoverage, ProviderInformation } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";

const hasMedicalLine = (coverage: MemberCoverage) =>
  coverage.memberLobs.some((lob) => lob.coverageType === "MEDICAL");

/**
 * Writes the providers of the Plan Coverage step on a record (enrollment.md §3 providerInformation,
 * §4 Provider validation on save: called only once every provider was validated). Each member's
 * coverage in `groupNumber`, the medical plan's group, takes `providers[key]` (null: none chosen);
 * a PCP belongs to a medical line, so a coverage without one keeps no provider. Member keys are the
 * subscriber's `SUBSCRIBER_KEY`, then `dependentKeys` in the dependents' order.
 */
export function assignProviders<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  groupNumber: string | null,
  providers: Readonly<Record<string, ProviderInformation | null>>,
  dependentKeys: readonly string[],
): R {
  const assign = <M extends Member>(member: M, key: string): M => ({
    ...member,
    memberCoverages: member.memberCoverages.map((coverage) => {
      if (!hasMedicalLine(coverage)) return { ...coverage, providerInformation: null };
      if (coverage.groupNumber !== groupNumber) return coverage;
      return { ...coverage, providerInformation: providers[key] ?? null };
    }),
  });
  return {
    ...record,
    subscriber: assign(record.subscriber, SUBSCRIBER_KEY),
    dependents: record.dependents.map((dependent, index) => assign(dependent, dependentKeys[index] ?? "")),
  };
}
