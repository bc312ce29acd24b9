import { type EmployeeRecord, SUBSCRIBER_KEY } from "@epr/domain";
import { dependentKey } from "./editCoverage.js";

/** A provider message's record path, as the server names it (…memberCoverages.{c}.providerInformation.…). */
const PROVIDER_PATH =
  /^record\.(subscriber|dependents\.(\d+))\.memberCoverages\.(\d+)\.providerInformation\./;

/**
 * The edit save's provider messages (enrollment.md §4 Provider validation on save: 'invalid
 * providers', each message on its record path) by the member key of the provider cards, for the
 * group shown: a message on another group's coverage stays off this group's cards.
 */
export function providerErrorsByMember(
  issues: Readonly<Record<string, string>>,
  record: Pick<EmployeeRecord, "subscriber" | "dependents"> | undefined,
  groupNumber: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!record) return errors;
  for (const [path, message] of Object.entries(issues)) {
    const match = PROVIDER_PATH.exec(path);
    if (!match) continue;
    const dependentIndex = match[2] === undefined ? null : Number(match[2]);
    const member = dependentIndex === null ? record.subscriber : record.dependents[dependentIndex];
    if (member?.memberCoverages[Number(match[3])]?.groupNumber !== groupNumber) continue;
    errors[dependentIndex === null ? SUBSCRIBER_KEY : dependentKey(dependentIndex)] = message;
  }
  return errors;
}
