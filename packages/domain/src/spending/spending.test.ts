import { describe, expect, it } from "vitest";
import {
  canEditSpendingAccounts,
  contributionBoundFailures,
  contributionBoundMessage,
  showsSpendingVendorLink,
} from "./spending.js";

describe("contribution bounds (assist-employees.md §5)", () => {
  const account = {
    accountDescription: "Health FSA",
    minAnnualContribution: 100,
    maxAnnualContribution: "2850",
  };
  it.each([
    [99.99, 0, 1],
    [50, 50, 0],
    [2850, 0, 0],
    [2850, 0.01, 1],
  ])("employee %s + employer %s → %i failures", (employee, employer, count) => {
    expect(
      contributionBoundFailures([
        { ...account, employeeAnnualContribution: employee, employerAnnualContribution: employer },
      ]),
    ).toHaveLength(count);
  });

  it("skips cancelled accounts and handles missing bounds", () => {
    expect(
      contributionBoundFailures([{ ...account, status: "Canceled", employeeAnnualContribution: 0 }]),
    ).toEqual([]);
    expect(
      contributionBoundFailures([{ employeeAnnualContribution: "x", maxAnnualContribution: null }]),
    ).toEqual([]);
    expect(
      contributionBoundFailures([{ employeeAnnualContribution: 5000, maxAnnualContribution: 0 }]),
    ).toEqual([]);
  });

  it("reports the plan name and bounds", () => {
    const [failure] = contributionBoundFailures([{ ...account, employeeAnnualContribution: 10 }]);
    expect(failure).toEqual({ planName: "Health FSA", total: 10, min: 100, max: 2850 });
    expect(contributionBoundMessage(failure ?? { planName: "", total: 0, min: null, max: null })).toBe(
      "Health FSA: the total annual contribution must be at least $100.00 and at most $2850.00.",
    );
    expect(contributionBoundMessage({ planName: "HRA", total: 0, min: null, max: null })).toBe(
      "HRA: the total annual contribution must be at least $0.00.",
    );
    expect(
      contributionBoundFailures([{ employeeAnnualContribution: 1, minAnnualContribution: 5 }])[0]?.planName,
    ).toBe("");
  });
});

describe("spending permissions (assist-employees.md §5, §6)", () => {
  it.each([
    [true, "Y", false, true],
    [true, "y", false, true],
    [false, "y", false, false],
    [true, "N", false, false],
    [true, null, false, false],
    [true, "y", true, false],
  ])(
    "modifiable %s, deposit %s, blacked out %s → %s",
    (groupModifiable, systemDepositIndicator, blackedOut, expected) => {
      expect(canEditSpendingAccounts({ groupModifiable, systemDepositIndicator, blackedOut })).toBe(expected);
    },
  );

  it.each([
    [true, false, ["12"], true],
    [false, true, [12], true],
    [false, false, ["12"], false],
    [true, true, ["11"], false],
  ])("vendor link su=%s ro=%s %o → %s", (superUserRole, researchOnlyRole, vendorCodes, expected) => {
    expect(showsSpendingVendorLink({ superUserRole, researchOnlyRole, vendorCodes })).toBe(expected);
  });
});
