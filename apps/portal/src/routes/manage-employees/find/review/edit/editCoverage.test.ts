import { type EmployeeRecord, employeeRecordSchema, emptyBookkeeping, SUBSCRIBER_KEY } from "@epr/domain";
import { describe, expect, it } from "vitest";
import {
  asoWarningFor,
  coverageTypesInGroup,
  directoryChoiceIn,
  editDirectoryReturnPath,
  editMembers,
  editPaths,
  linesOnFileOf,
  linesToCancel,
  medicalParticipants,
  presentLines,
  providerFromCard,
  providerFromDirectory,
  withProvider,
  withProviderCopied,
  withTobacco,
} from "./editCoverage.js";

const today = new Date(2026, 10, 22);
const medical = (extra = {}) => ({
  lineOfBusiness: "HMO",
  coverageType: "MEDICAL",
  productId: "H1",
  productName: "HMO Gold",
  coverageEffectiveDate: "01/01/2026",
  ...extra,
});
const person = (first: string, relationshipCode: string, coverages: unknown[]) => ({
  fullName: { first, last: "Lind" },
  relationshipCode,
  birthDate: "01/01/1980",
  medicareEligibleIndicator: "no",
  otherInsuranceIndicator: "no",
  memberCoverages: coverages,
});
const record: EmployeeRecord = employeeRecordSchema.parse({
  umi: "U1",
  subscriber: person("Elena", "18", [
    {
      groupNumber: "100",
      memberLobs: [
        medical(),
        {
          lineOfBusiness: "DEN",
          coverageType: "DENTAL",
          productId: "D1",
          coverageEffectiveDate: "01/01/2026",
        },
        medical({ lineOfBusiness: "PPO", productId: "P0", coverageEndDate: "12/31/2025" }),
      ],
      providerInformation: {
        physicianNumber: "123456",
        physicianName: "DR OLD",
        existingPatientIndicator: true,
      },
    },
    {
      groupNumber: "200",
      memberLobs: [{ lineOfBusiness: "VIS", coverageType: "VISION", coverageEffectiveDate: "01/01/2026" }],
    },
  ]),
  dependents: [
    person("Marco", "01", [{ groupNumber: "100", memberLobs: [medical()] }]),
    person("Ines", "02", [
      {
        groupNumber: "100",
        memberLobs: [{ lineOfBusiness: "DEN", coverageType: "DENTAL", coverageEffectiveDate: "01/01/2026" }],
      },
    ]),
  ],
});
const coverage = (r: EmployeeRecord, index: number, group = "100") =>
  (index === 0 ? r.subscriber : r.dependents[index - 1])?.memberCoverages.find(
    (c) => c.groupNumber === group,
  );

describe("editMembers and medicalParticipants", () => {
  it("keys the subscriber and each dependent, PCPIndex 0 for the subscriber", () => {
    expect(editMembers(record).map(({ key, index, name }) => [key, index, name])).toEqual([
      [SUBSCRIBER_KEY, 0, "Elena Lind"],
      ["dependent-0", 1, "Marco Lind"],
      ["dependent-1", 2, "Ines Lind"],
    ]);
  });
  it.each([
    ["100", ["Elena Lind", "Marco Lind"]],
    ["200", []],
  ])("group %s: the medical participants are %j", (group, names) => {
    expect(medicalParticipants(record, group).map((m) => m.name)).toEqual(names);
  });
  it.each([
    [["HMO"], []],
    [["DEN"], ["Elena Lind", "Marco Lind"]],
    [[], ["Elena Lind", "Marco Lind"]],
  ])(
    "with %j being cancelled the medical participants are %j (the cancellation informs the providers)",
    (lines, names) => {
      const bookkeeping = emptyBookkeeping();
      for (const lineOfBusiness of lines)
        bookkeeping.coverages.forDeletion.push({
          groupNumber: "100",
          lineOfBusiness,
          cancelReasonCode: "01",
          cancelDate: "12/31/2026",
        });
      expect(medicalParticipants(record, "100", bookkeeping, today).map((m) => m.name)).toEqual(names);
    },
  );
});

describe("linesOnFileOf (enrollment.md §4 Cancel line of business, §6 trash rules)", () => {
  it("lists the subscriber's lines of the type, marking those in the deletion list", () => {
    const bookkeeping = emptyBookkeeping();
    bookkeeping.coverages.forDeletion.push({
      groupNumber: "100",
      lineOfBusiness: "HMO",
      cancelReasonCode: "01",
      cancelDate: "12/31/2026",
    });
    expect(linesOnFileOf(record, "100", "MEDICAL", bookkeeping)).toEqual([
      expect.objectContaining({
        lineOfBusiness: "HMO",
        productName: "HMO Gold",
        markedForDeletion: true,
        groupHasMedical: true,
      }),
      expect.objectContaining({
        lineOfBusiness: "PPO",
        coverageEndDate: "12/31/2025",
        markedForDeletion: false,
      }),
    ]);
    expect(linesOnFileOf(record, "200", "VISION", bookkeeping)).toEqual([
      expect.objectContaining({ lineOfBusiness: "VIS", groupHasMedical: false, markedForDeletion: false }),
    ]);
  });
  it.each([
    ["100", ["MEDICAL", "DENTAL"]],
    ["200", ["VISION"]],
    ["300", []],
  ])("group %s holds %j", (group, types) => {
    expect(coverageTypesInGroup(record, group, ["MEDICAL", "DENTAL", "VISION"])).toEqual(types);
  });
});

describe("providerFromCard (enrollment.md §4 Provider PCP numbers)", () => {
  it.each([
    {
      number: "555111",
      name: "DR NEW",
      expected: { physicianNumber: "555111", physicianName: "DR NEW", reason: "Initial PCP Selection" },
    },
    {
      number: "002759262",
      name: "DR X",
      expected: { physicianNumber: null, physicianName: null, reason: "NO INITIAL PCP SELECTION" },
    },
    {
      number: "999999",
      name: "",
      expected: { physicianNumber: null, physicianName: null, reason: "NO INITIAL PCP SELECTION" },
    },
    {
      number: "BC123",
      name: "DR Y",
      expected: { physicianNumber: null, physicianName: null, reason: "NO INITIAL PCP SELECTION" },
    },
    {
      number: "IP9",
      name: "DR Z",
      expected: { physicianNumber: null, physicianName: null, reason: "NO INITIAL PCP SELECTION" },
    },
    { number: "777", name: "A".repeat(40), expected: { physicianName: "A".repeat(34) } },
  ])("number $number", ({ number, name, expected }) => {
    const provider = providerFromCard(
      {
        physicianNumber: number,
        physicianName: name,
        establishedPatient: false,
        effectiveDate: "12/01/2026",
      },
      { cancelCode: "X1" },
    );
    expect(provider).toMatchObject({ ...expected, physicianEffectiveDate: "12/01/2026", cancelCode: "X1" });
  });
  it("nothing typed is no provider", () => {
    expect(providerFromCard({ physicianNumber: " ", effectiveDate: "" }, null)).toBeNull();
  });
});

describe("writing on the draft's record", () => {
  it("withProvider sets one member's provider in one group", () => {
    const next = withProvider(record, 1, "100", { physicianNumber: "42", physicianName: "DR A" });
    expect(coverage(next, 1)?.providerInformation).toEqual({ physicianNumber: "42", physicianName: "DR A" });
    expect(coverage(next, 0)?.providerInformation?.physicianNumber).toBe("123456");
  });

  it("withProviderCopied copies name, number and date; each keeps their own established patient", () => {
    const members = medicalParticipants(record, "100");
    const next = withProviderCopied(
      record,
      "100",
      { physicianNumber: "555111", physicianName: "DR NEW", effectiveDate: "12/01/2026" },
      members.filter((m) => m.key === "dependent-0"),
    );
    expect(coverage(next, 1)?.providerInformation).toMatchObject({
      physicianNumber: "555111",
      physicianName: "DR NEW",
      physicianEffectiveDate: "12/01/2026",
      existingPatientIndicator: false,
    });
    expect(coverage(next, 0)?.providerInformation?.physicianNumber).toBe("123456");
  });

  it.each([
    {
      status: "T",
      usageDate: "10/01/2026",
      expected: { tobaccoStatus: "T", tobaccoUsageDate: "10/01/2026" },
    },
    { status: "N", usageDate: "10/01/2026", expected: { tobaccoStatus: "N", tobaccoUsageDate: null } },
    { status: "", usageDate: "", expected: { tobaccoStatus: null, tobaccoUsageDate: null } },
  ])(
    "withTobacco $status keeps the date only for T (enrollment.md §4 Tobacco)",
    ({ status, usageDate, expected }) => {
      expect(coverage(withTobacco(record, 1, "100", { status, usageDate }), 1)).toMatchObject(expected);
    },
  );
});

describe("edit addresses and rules", () => {
  it("the edit's directory names the participant, and the medical group and plan area when known", () => {
    expect(editPaths.providerDirectory("U1", 1)).toBe(
      "/employer/manage-employees/find/provider-directory?umi=U1&PCPIndex=1",
    );
    expect(editPaths.providerDirectory("U1", 0, { groupNumber: "100107", planAreaCode: "375" })).toBe(
      "/employer/manage-employees/find/provider-directory?umi=U1&PCPIndex=0&group=100107&planArea=375",
    );
  });

  it.each([
    [
      "PCPIndex=0&PCPNumber=555111&PCPNAME=DR%20A",
      { index: 0, physicianNumber: "555111", physicianName: "DR A" },
    ],
    ["PCPIndex=2&PCPNumber=555111", { index: 2, physicianNumber: "555111", physicianName: "" }],
    ["PCPIndex=0", null],
    ["PCPNumber=555111", null],
    ["PCPIndex=x&PCPNumber=555111", null],
    ["PCPIndex=-1&PCPNumber=555111", null],
  ])("the directory's choice in ?%s → %o", (search, expected) => {
    expect(directoryChoiceIn(new URLSearchParams(search))).toEqual(expected);
  });

  it("a directory choice takes number and name, keeping the effective date and established patient", () => {
    const onFile = {
      physicianNumber: "123",
      physicianName: "DR OLD",
      physicianEffectiveDate: "01/01/2026",
      existingPatientIndicator: true,
    };
    expect(
      providerFromDirectory({ physicianNumber: "555111", physicianName: "DR NEW" }, onFile),
    ).toMatchObject({
      physicianNumber: "555111",
      physicianName: "DR NEW",
      physicianEffectiveDate: "01/01/2026",
      existingPatientIndicator: true,
      reason: "Initial PCP Selection",
    });
    expect(providerFromDirectory({ physicianNumber: "999999", physicianName: "X" }, null)).toMatchObject({
      physicianNumber: null,
      physicianName: null,
      reason: "NO INITIAL PCP SELECTION",
    });
  });

  it("the directory returns to the review page in edit with PCPIndex, PCPNumber and PCPNAME encoded", () => {
    expect(editDirectoryReturnPath("U 1", 2, { physicianNumber: "555111", physicianName: "DR A & B" })).toBe(
      "/employer/manage-employees/find/review?umi=U%201&edit=true&PCPIndex=2&PCPNumber=555111&PCPNAME=DR%20A%20%26%20B",
    );
    expect(editDirectoryReturnPath("U1", 0, null)).toBe(
      "/employer/manage-employees/find/review?umi=U1&edit=true",
    );
  });

  // Today 11/22/2026: the first of the month is 11/01/2026, six months before 05/01/2026; ASO goes back to 11/01/2023.
  it.each([
    ["04/30/2026", true, true],
    ["05/01/2026", true, false],
    ["11/01/2023", true, true],
    ["10/31/2023", true, false],
    ["04/30/2026", false, false],
    ["not a date", true, false],
  ])("ASO warning for %s (aso %s): %s", (date, aso, expected) => {
    const edit = { today, aso, flow: "edit", screen: "employee.find.addCoverage" } as const;
    expect(asoWarningFor(date, edit)).toBe(expected);
  });

  it("presentLines are the subscriber's active lines as group|line", () => {
    expect([...presentLines(record, today)].sort()).toEqual(["100|DEN", "100|HMO", "200|VIS"]);
  });
});

describe("linesToCancel (enrollment.md §4 Cancel line of business, 6012 cascade)", () => {
  const family: Pick<EmployeeRecord, "subscriber"> = {
    subscriber: {
      ...record.subscriber,
      memberCoverages: [
        {
          groupNumber: "100",
          memberLobs: [
            { ...medical(), coverageType: "MEDICAL" },
            { lineOfBusiness: "DEN", coverageType: "DENTAL" as const, coverageEffectiveDate: "02/01/2026" },
            { lineOfBusiness: "VIS", coverageType: "VISION" as const, coverageEffectiveDate: "03/01/2026" },
          ],
        },
      ],
    },
  };
  it.each([
    {
      line: "HMO",
      cascades: true,
      expected: [
        ["HMO", "01/01/2026"],
        ["VIS", "03/01/2026"],
        ["DEN", "02/01/2026"],
      ],
    },
    { line: "HMO", cascades: false, expected: [["HMO", "01/01/2026"]] },
    { line: "DEN", cascades: true, expected: [["DEN", "02/01/2026"]] },
  ])("$line with the cascade $cascades", ({ line, cascades, expected }) => {
    const lines = linesToCancel(family, { groupNumber: "100", lineOfBusiness: line }, cascades);
    expect(lines.map((l) => [l.lineOfBusiness, l.effectiveDate]).sort()).toEqual([...expected].sort());
  });
});
