import {
  dependentSchema,
  type EmployeeRecord,
  employeeRecordSchema,
  type Member,
  type MemberCoverage,
  type MemberLob,
} from "@epr/domain";
import { describe, expect, it } from "vitest";
import { historyEntries } from "./history-diff.js";

const lob = (line: string, end: string | null = null) => ({
  lineOfBusiness: line,
  coverageType: line === "DEN" ? "DENTAL" : "MEDICAL",
  coverageEffectiveDate: "01/01/2026",
  coverageEndDate: end,
});
const base = (): EmployeeRecord =>
  employeeRecordSchema.parse({
    umi: "M1",
    subscriber: {
      pin: "01",
      fullName: { first: "Ada", last: "Lind" },
      otherInsuranceIndicator: "no",
      memberCoverages: [
        {
          groupNumber: "100100",
          memberLobs: [lob("PPO")],
          providerInformation: { physicianNumber: "123" },
          reportCodes: [{ type: "Department", value: "HR" }],
        },
      ],
    },
    dependents: [
      {
        pin: "02",
        fullName: { first: "Sam", last: "Lind" },
        memberCoverages: [{ groupNumber: "100100", memberLobs: [lob("PPO")] }],
      },
    ],
  });

type Change = (r: EmployeeRecord) => void;
/** The first coverage of a member the fixture gives one (fails loudly otherwise). */
function firstCoverage(member: Member | undefined): MemberCoverage {
  const coverage = member?.memberCoverages[0];
  if (!coverage) throw new Error("the fixture's member has a coverage");
  return coverage;
}
function firstLine(member: Member): MemberLob {
  const line = firstCoverage(member).memberLobs[0];
  if (!line) throw new Error("the fixture's coverage has a line");
  return line;
}
const meta = { umi: "M1", transactionType: "EDIT" as const };

describe("historyEntries: COB, plan, PCP and report-code history from before and after", () => {
  it.each<[string, Change, { kind: string; memberKey: string; groupNumber: string | null }[]]>([
    ["nothing changed", () => {}, []],
    [
      "the subscriber's other insurance indicator: one COB row without a group",
      (r) => {
        r.subscriber.otherInsuranceIndicator = "yes";
      },
      [{ kind: "cob", memberKey: "subscriber", groupNumber: null }],
    ],
    [
      "a line cancelled: one plan row of that group",
      (r) => {
        firstLine(r.subscriber).coverageEndDate = "06/30/2026";
      },
      [{ kind: "plan", memberKey: "subscriber", groupNumber: "100100" }],
    ],
    [
      "the PCP of the dependent: one PCP row",
      (r) => {
        firstCoverage(r.dependents[0]).providerInformation = { physicianNumber: "999" };
      },
      [{ kind: "pcp", memberKey: "dependent:02", groupNumber: "100100" }],
    ],
    [
      "a report code value: one report-code row",
      (r) => {
        firstCoverage(r.subscriber).reportCodes = [{ type: "Department", value: "IT" }];
      },
      [{ kind: "report_code", memberKey: "subscriber", groupNumber: "100100" }],
    ],
    [
      "a new dependent with coverage: a plan row and a COB row for them",
      (r) => {
        r.dependents.push(
          dependentSchema.parse({
            fullName: { first: "Kit", last: "Lind" },
            memberCoverages: [{ groupNumber: "100100", memberLobs: [lob("PPO")] }],
          }),
        );
      },
      [
        { kind: "cob", memberKey: "dependent:03", groupNumber: null },
        { kind: "plan", memberKey: "dependent:03", groupNumber: "100100" },
      ],
    ],
    [
      "a name or address change only: no history",
      (r) => {
        r.subscriber.address = { address1: "1 Main St", city: "York", state: "PA" };
      },
      [],
    ],
  ])("%s", (_name, change, expected) => {
    const before = base();
    const after = structuredClone(before);
    change(after);
    const rows = historyEntries(before, after, meta);
    expect(rows.map(({ kind, memberKey, groupNumber }) => ({ kind, memberKey, groupNumber }))).toEqual(
      expected,
    );
  });

  it("writes one plan row per line and one report-code row per code, each holding that one item", () => {
    const before = base();
    const after = structuredClone(before);
    const coverage = firstCoverage(after.subscriber);
    coverage.memberLobs.push(lob("DEN") as never);
    coverage.reportCodes = [
      { type: "Department", value: "HR" },
      { type: "Division", value: "EAST" },
    ] as never;
    const rows = historyEntries(before, after, meta);
    expect(rows.map(({ kind, before: b, after: a }) => ({ kind, b, a }))).toEqual([
      { kind: "plan", b: null, a: expect.objectContaining({ lineOfBusiness: "DEN" }) },
      { kind: "report_code", b: null, a: expect.objectContaining({ type: "Division", value: "EAST" }) },
    ]);
  });

  // A body parsed asynchronously sets a field with a transform after the others: the same values
  // in another order are no change.
  it("writes nothing when only the order of the record's keys differs", () => {
    const reversed = JSON.parse(JSON.stringify(base()), (_key, v: unknown) =>
      v !== null && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).reverse())
        : v,
    ) as EmployeeRecord;
    expect(historyEntries(base(), reversed, meta)).toEqual([]);
  });

  it("keeps the values before and after, null when the subject was added", () => {
    const before = base();
    const after = structuredClone(before);
    firstCoverage(after.subscriber).providerInformation = { physicianNumber: "777" };
    after.subscriber.memberCoverages.push({ groupNumber: "100101", memberLobs: [lob("DEN")] as never });
    const rows = historyEntries(before, after, meta);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: "pcp",
        before: { physicianNumber: "123" },
        after: { physicianNumber: "777" },
        memberName: "Ada Lind",
        transactionType: "EDIT",
      }),
      expect.objectContaining({ kind: "plan", groupNumber: "100101", before: null }),
    ]);
  });
});
