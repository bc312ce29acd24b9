import type { EmployeeRecord, MemberLob } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { cancellableGroups, cancellationOf, linesOfChoice, WHOLE_GROUP } from "./cancelChoices.js";

/** enrollment.md §2 employee.cancelCoverage, §4 Cancel line of business (the 6012 cascade), §6. */

const today = new Date(2026, 10, 22);
const lob = (lineOfBusiness: string, coverageEffectiveDate: string, coverageEndDate?: string): MemberLob =>
  ({
    lineOfBusiness,
    coverageType: lineOfBusiness === "DEN" ? "DENTAL" : lineOfBusiness === "VIS" ? "VISION" : "MEDICAL",
    coverageEffectiveDate,
    ...(coverageEndDate ? { coverageEndDate } : {}),
  }) as MemberLob;
const member = (memberCoverages: { groupNumber: string; memberLobs: MemberLob[] }[]) => ({
  fullName: { first: "A", last: "B" },
  medicareEligibleIndicator: "no",
  otherInsuranceIndicator: "no",
  memberCoverages,
});
const record = {
  subscriber: member([
    {
      groupNumber: "100300",
      memberLobs: [lob("PPO", "01/01/2025"), lob("VIS", "01/01/2025"), lob("DEN", "01/01/2025")],
    },
    { groupNumber: "100301", memberLobs: [lob("PPO", "01/01/2024", "12/31/2024")] },
    { groupNumber: "100302", memberLobs: [lob("PPO", "01/01/2025")] },
  ]),
  dependents: [member([{ groupNumber: "100300", memberLobs: [lob("PPO", "03/01/2026")] }])],
} as unknown as EmployeeRecord;
const summaryGroups = [
  { groupNumber: "100300", groupName: "Main", status: "active" as const, modifiable: true },
  { groupNumber: "100301", groupName: "Old", status: "cancelled" as const, modifiable: true },
  { groupNumber: "100302", groupName: "View only", status: "active" as const, modifiable: false },
];

describe("cancellableGroups", () => {
  const groups = cancellableGroups(record, summaryGroups, today);
  it("keeps active groups the administrator may modify", () => {
    expect(groups.map((g) => g.groupNumber)).toEqual(["100300"]);
  });
  it("one line per line of business with the latest effective date of any member", () => {
    expect(groups[0]?.lines).toEqual([
      { groupNumber: "100300", lineOfBusiness: "PPO", effectiveDate: "03/01/2026" },
      { groupNumber: "100300", lineOfBusiness: "VIS", effectiveDate: "01/01/2025" },
      { groupNumber: "100300", lineOfBusiness: "DEN", effectiveDate: "01/01/2025" },
    ]);
  });
});

describe("linesOfChoice", () => {
  const [group] = cancellableGroups(record, summaryGroups, today);
  it.each([
    [WHOLE_GROUP, false, ["PPO", "VIS", "DEN"]],
    ["PPO", true, ["PPO", "VIS", "DEN"]],
    ["PPO", false, ["PPO"]],
    ["VIS", true, ["VIS"]],
    ["DEN", false, ["DEN"]],
  ])("choice %s, cascade %s → %j", (choice, cascades, lines) => {
    if (!group) throw new Error("no group");
    expect(
      linesOfChoice(group, choice, { cascadesVisionDentalOnMedicalCancel: cascades }).map(
        (l) => l.lineOfBusiness,
      ),
    ).toEqual(lines);
  });
});

describe("cancellationOf", () => {
  it.each([
    [WHOLE_GROUP, { groupNumber: "100300", cancelReasonCode: "01", cancelDate: "12/31/2026" }],
    [
      "PPO",
      { groupNumber: "100300", lineOfBusiness: "PPO", cancelReasonCode: "01", cancelDate: "12/31/2026" },
    ],
  ])("choice %s → %j", (choice, request) => {
    expect(cancellationOf("100300", choice, { cancelReason: "01", cancelDate: "12/31/2026" })).toEqual(
      request,
    );
  });
});
