import { describe, expect, it } from "vitest";
import type { EmployeeRecord } from "../entities/employee.js";
import { buildEligibilityChange, eligibilityMessages, type StoredEmployee } from "./memberChange.js";
import type { EligibilityMemberRow } from "./memberRow.js";

const products = [
  { groupNumber: "100100", productId: "100100-MED", coverageType: "MEDICAL", lineOfBusiness: "PPO" },
  { groupNumber: "100100", productId: "100100-HMO", coverageType: "MEDICAL", lineOfBusiness: "HMO" },
];

const row = (over: Partial<EligibilityMemberRow> = {}): EligibilityMemberRow => ({
  source: { kind: "row", row: 2 },
  action: "change",
  subscriberSsn: "123456789",
  relationshipCode: "18",
  coverages: [],
  columns: { lastName: "Last Name", "coverages.0.coverageType": "Coverage Type" },
  ...over,
});

const storedRecord: EmployeeRecord = {
  umi: "M00000001",
  clientAssignedId: "E1",
  subscriber: {
    fullName: { first: "Ada", last: "Lind" },
    gender: "F",
    birthDate: "01/02/1980",
    medicareEligibleIndicator: "no",
    otherInsuranceIndicator: "no",
    memberCoverages: [
      {
        groupNumber: "100100",
        memberLobs: [
          {
            lineOfBusiness: "PPO",
            coverageType: "MEDICAL",
            productId: "100100-MED",
            coverageEffectiveDate: "01/01/2024",
          },
        ],
      },
    ],
  },
  dependents: [
    {
      fullName: { first: "Bo", last: "Lind" },
      birthDate: "03/04/2010",
      relationshipCode: "19",
      medicareEligibleIndicator: "no",
      otherInsuranceIndicator: "no",
      memberCoverages: [],
    },
  ],
};
const stored: StoredEmployee = { record: storedRecord, dependentSsns: ["987654321"] };
const ended: StoredEmployee = {
  record: {
    ...storedRecord,
    subscriber: {
      ...storedRecord.subscriber,
      memberCoverages: [
        {
          groupNumber: "100100",
          memberLobs: [
            {
              lineOfBusiness: "PPO",
              coverageType: "MEDICAL",
              productId: "100100-MED",
              coverageEffectiveDate: "01/01/2024",
              coverageEndDate: "06/30/2024",
              cancelReasonCode: "01",
            },
          ],
        },
      ],
    },
  },
  dependentSsns: [null],
};

const medical = { groupNumber: "100100", coverageType: "medical", productId: "100100-MED" };

describe("buildEligibilityChange: outcome per row, table-driven", () => {
  const cases: {
    name: string;
    rows: EligibilityMemberRow[];
    stored: StoredEmployee | null;
    outcomes: string[];
    plan: string | null;
    message?: string;
  }[] = [
    {
      name: "a new employee with a dependent",
      rows: [
        row({
          action: "add",
          firstName: "Cy",
          lastName: "New",
          coverages: [{ ...medical, effectiveDate: "02/01/2026" }],
        }),
        row({
          action: "add",
          relationshipCode: "19",
          firstName: "Di",
          ssn: "111223333",
          coverages: [medical],
        }),
      ],
      stored: null,
      outcomes: ["addEmployee", "addDependent"],
      plan: "add",
    },
    {
      name: "an audit row of an employee not on file is an add",
      rows: [row({ action: "audit", firstName: "Cy" })],
      stored: null,
      outcomes: ["addEmployee"],
      plan: "add",
    },
    {
      name: "a new employee's dependent without the subscriber's row",
      rows: [row({ action: "add", relationshipCode: "19" })],
      stored: null,
      outcomes: ["error"],
      plan: null,
      message: eligibilityMessages.noSubscriberRow,
    },
    {
      name: "a change of an employee not on file",
      rows: [row({ lastName: "X" })],
      stored: null,
      outcomes: ["error"],
      plan: null,
      message: eligibilityMessages.notOnFile,
    },
    {
      name: "a changed last name",
      rows: [row({ lastName: "Lind-Smith" })],
      stored,
      outcomes: ["change"],
      plan: "change",
    },
    {
      name: "an audit row that says what is on file",
      rows: [row({ action: "audit", firstName: "Ada", lastName: "Lind", coverages: [medical] })],
      stored,
      outcomes: ["noChange"],
      plan: "none",
    },
    {
      name: "a new plan on the medical line",
      rows: [row({ coverages: [{ ...medical, productId: "100100-HMO", effectiveDate: "03/01/2026" }] })],
      stored,
      outcomes: ["change"],
      plan: "change",
    },
    {
      name: "a dental line added",
      rows: [
        row({ coverages: [{ groupNumber: "100100", coverageType: "DENTAL", productId: "100100-DEN" }] }),
      ],
      stored,
      outcomes: ["change"],
      plan: "change",
    },
    {
      name: "a line in a new group",
      rows: [row({ coverages: [{ groupNumber: "100114", coverageType: "VISION" }] })],
      stored,
      outcomes: ["change"],
      plan: "change",
    },
    {
      name: "a dependent added to an employee on file",
      rows: [row({ action: "add", relationshipCode: "01", firstName: "Ed", ssn: "222334444" })],
      stored,
      outcomes: ["addDependent"],
      plan: "change",
    },
    {
      name: "a dependent on file found by SSN, changed",
      rows: [row({ relationshipCode: "19", ssn: "987-65-4321", lastName: "Lind-Smith" })],
      stored,
      outcomes: ["change"],
      plan: "change",
    },
    {
      name: "a dependent on file found by name and birth date, unchanged",
      rows: [row({ relationshipCode: "19", firstName: "Bo", birthDate: "03/04/2010" })],
      stored,
      outcomes: ["noChange"],
      plan: "none",
    },
    {
      name: "an unknown coverage type",
      rows: [row({ coverages: [{ groupNumber: "100100", coverageType: "PETS" }] })],
      stored,
      outcomes: ["error"],
      plan: null,
      message: eligibilityMessages.coverageType,
    },
    {
      name: "a termination of one line",
      rows: [
        row({
          action: "terminate",
          coverages: [{ ...medical, endDate: "06/30/2026", cancelReasonCode: "01" }],
        }),
      ],
      stored,
      outcomes: ["endCoverage"],
      plan: "terminate",
    },
    {
      name: "a termination of every group, dated by the event date",
      rows: [
        row({ action: "terminate", eventDate: "06/30/2026", coverages: [] }),
        row({ action: "terminate" }),
      ],
      stored,
      outcomes: ["error", "error"],
      plan: null,
      message: eligibilityMessages.duplicateRow,
    },
    {
      name: "a census termination with a date but no cancel reason",
      rows: [row({ action: "terminate", eventDate: "06/30/2026" })],
      stored,
      outcomes: ["error"],
      plan: null,
      message: eligibilityMessages.cancelReason,
    },
    {
      name: "an 834 termination (no reason of ours in an 834): the default reason",
      rows: [row({ source: { kind: "segment", segment: 8 }, action: "terminate", eventDate: "06/30/2026" })],
      stored,
      outcomes: ["endCoverage"],
      plan: "terminate",
    },
    {
      name: "a termination without date and reason",
      rows: [row({ action: "terminate" })],
      stored,
      outcomes: ["error"],
      plan: null,
      message: eligibilityMessages.cancelDate,
    },
    {
      name: "a dependent's termination",
      rows: [row({ action: "terminate", relationshipCode: "19" })],
      stored,
      outcomes: ["error"],
      plan: null,
      message: eligibilityMessages.dependentTermination,
    },
    {
      name: "a reinstatement of the ended lines",
      rows: [row({ action: "reinstate", eventDate: "07/01/2026" })],
      stored: ended,
      outcomes: ["reinstate"],
      plan: "reinstate",
    },
    {
      name: "a reinstatement naming its lines",
      rows: [
        row({ action: "reinstate", coverages: [{ ...medical, effectiveDate: "07/01/2026" }] }),
        row({ action: "reinstate", relationshipCode: "19", firstName: "Bo", birthDate: "03/04/2010" }),
      ],
      stored: ended,
      outcomes: ["reinstate", "reinstate"],
      plan: "reinstate",
    },
    {
      name: "a reinstatement of coverage that never ended",
      rows: [row({ action: "reinstate", eventDate: "07/01/2026" })],
      stored,
      outcomes: ["error"],
      plan: null,
      message: eligibilityMessages.nothingToReinstate,
    },
    {
      name: "a reinstatement without a date",
      rows: [row({ action: "reinstate" })],
      stored: ended,
      outcomes: ["error"],
      plan: null,
      message: eligibilityMessages.reinstateDate,
    },
    {
      name: "a change and a termination of one member",
      rows: [row({ lastName: "X" }), row({ action: "terminate", relationshipCode: "19" })],
      stored,
      outcomes: ["error", "error"],
      plan: null,
      message: eligibilityMessages.mixedActions,
    },
    {
      name: "an add of an employee already on file",
      rows: [row({ action: "add" })],
      stored,
      outcomes: ["error"],
      plan: null,
      message: eligibilityMessages.mixedActions,
    },
  ];
  it.each(cases)("$name", ({ rows, stored: onFile, outcomes, plan, message }) => {
    const built = buildEligibilityChange({ rows, stored: onFile, products });
    expect(built.rows.map((r) => r.outcome)).toEqual(outcomes);
    expect(built.plan?.kind ?? null).toBe(plan);
    if (message) expect(built.rows.flatMap((r) => r.errors.map((e) => e.message))).toContain(message);
  });
});

describe("buildEligibilityChange: what is built", () => {
  it("a new employee's record: names, SSNs apart, the plan's line of business, the global date", () => {
    const built = buildEligibilityChange({
      rows: [
        row({
          action: "add",
          firstName: " Cy ",
          otherInsuranceIndicator: "N",
          medicareEligibleIndicator: "yes",
          lastName: "New",
          zip: "19103",
          clientAssignedId: "E9",
          coverages: [{ ...medical, productId: "100100-HMO", effectiveDate: "02/01/2026" }],
        }),
      ],
      stored: null,
      products,
    });
    expect(built.plan).toMatchObject({
      kind: "add",
      subscriberSsn: "123456789",
      record: {
        clientAssignedId: "E9",
        globalCoverageEffectiveDate: "02/01/2026",
        subscriber: {
          ssn: null,
          fullName: { first: "Cy", last: "New" },
          address: { zipCode: { base: "19103" } },
          otherInsuranceIndicator: "no",
          medicareEligibleIndicator: "yes",
          memberCoverages: [
            { groupNumber: "100100", memberLobs: [{ lineOfBusiness: "HMO", coverageType: "MEDICAL" }] },
          ],
        },
      },
    });
  });

  it("a change's before and after of each field, and the error's column", () => {
    const built = buildEligibilityChange({
      rows: [row({ lastName: "Lind-Smith", coverages: [{ ...medical, productId: "100100-HMO" }] })],
      stored,
      products,
    });
    expect(built.rows[0]?.changes).toEqual([
      { field: "lastName", before: "Lind", after: "Lind-Smith" },
      { field: "100100 MEDICAL productId", before: "100100-MED", after: "100100-HMO" },
    ]);
    const refused = buildEligibilityChange({
      rows: [row({ coverages: [{ groupNumber: "100100", coverageType: "PETS" }] })],
      stored,
      products,
    });
    expect(refused.rows[0]?.errors).toEqual([
      {
        field: "coverages.0.coverageType",
        column: "Coverage Type",
        message: eligibilityMessages.coverageType,
      },
    ]);
  });

  it("a termination is the cancel screen's request: the line's line of business, date and reason", () => {
    const built = buildEligibilityChange({
      rows: [
        row({
          action: "terminate",
          eventDate: "06/30/2026",
          coverages: [{ groupNumber: "100100", coverageType: "", cancelReasonCode: "01" }],
        }),
      ],
      stored,
      products,
    });
    expect(built.plan).toEqual({
      kind: "terminate",
      cancellations: [{ groupNumber: "100100", cancelReasonCode: "01", cancelDate: "06/30/2026" }],
    });
    const line = buildEligibilityChange({
      rows: [
        row({
          action: "terminate",
          coverages: [
            { ...medical, endDate: "06/30/2026", cancelReasonCode: "07" },
            { groupNumber: "100100", coverageType: "VISION", endDate: "06/30/2026", cancelReasonCode: "07" },
          ],
        }),
      ],
      stored,
      products,
    });
    expect(line.plan).toMatchObject({
      cancellations: [{ lineOfBusiness: "PPO" }, { lineOfBusiness: "VIS" }],
    });
  });

  it("a termination naming no coverage ends every group of the record", () => {
    const built = buildEligibilityChange({
      rows: [row({ action: "terminate", eventDate: "06/30/2026", coverages: [] })],
      stored,
      products,
    });
    expect(built.rows[0]?.errors.map((e) => e.field)).toEqual(["cancelReasonCode"]);
  });

  it("a reinstatement starts the ended lines again from the reinstate date", () => {
    const built = buildEligibilityChange({
      rows: [row({ action: "reinstate", eventDate: "07/01/2026" })],
      stored: ended,
      products,
    });
    expect(built.plan).toMatchObject({
      kind: "reinstate",
      reinstateDate: "07/01/2026",
      record: {
        globalCoverageEffectiveDate: "07/01/2026",
        subscriber: {
          otherInsuranceIndicator: "unknown",
          memberCoverages: [{ memberLobs: [{ coverageEffectiveDate: "updateMe", productId: "100100-MED" }] }],
        },
      },
    });
    const line = (built.plan as { record: EmployeeRecord }).record.subscriber.memberCoverages[0]
      ?.memberLobs[0];
    expect(line?.coverageEndDate).toBeUndefined();
  });

  it("sets every person field a row names, and says each before and after", () => {
    const built = buildEligibilityChange({
      rows: [
        row({
          middleName: "Q",
          gender: "X",
          hireDate: "05/01/2020",
          address1: "1 Dock Road",
          address2: "Unit 2",
          city: "Erie",
          state: "PA",
          zip: "16501",
          phone: "2155550100",
          workEmail: "ada@example.com",
        }),
      ],
      stored,
      products,
    });
    expect(built.rows[0]?.changes.map((c) => c.field)).toEqual([
      "middleName",
      "gender",
      "hireDate",
      "address1",
      "address2",
      "city",
      "state",
      "zip",
      "phone",
      "workEmail",
    ]);
    expect(built.plan).toMatchObject({
      kind: "change",
      record: { subscriber: { gender: "X", phones: { home: "2155550100" }, address: { city: "Erie" } } },
    });
  });
});
