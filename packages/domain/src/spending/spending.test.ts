import { describe, expect, it } from "vitest";
import {
  canEditSpendingAccounts,
  contributionBoundFailures,
  contributionBoundMessage,
  isSpendingGroupModifiable,
  isSpendingPlanPeriodReadOnly,
  isSpendingVendorRollout,
  payFrequencyLabel,
  SPENDING_GROUP_PAGE_SIZE,
  showsSpendingVendorLink,
  spendingContributionLabels,
  totalAnnualContribution,
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

describe("plan periods, rollout and labels (assist-employees.md §2.7, §3, §9)", () => {
  const today = new Date(2026, 10, 27);
  it.each([
    ["12/31/2025", true],
    ["11/26/2026", true],
    ["11/27/2026", false],
    ["12/31/2026", false],
    [null, false],
    ["not a date", false],
  ])("contract end %s → read-only %s", (end, expected) => {
    expect(isSpendingPlanPeriodReadOnly(end, today)).toBe(expected);
  });

  it.each([
    [[{ accountDescription: "Vendor Rollout" }], true],
    [[{ accountDescription: "ROLLOUT in progress" }, { accountDescription: "Health FSA" }], true],
    [[{ accountDescription: "Health FSA" }, { accountDescription: "Rollout" }], false],
    [[{ accountDescription: "Rollouts Inc FSA" }], false],
    [[], false],
  ])("%o → rollout %s", (lists, expected) => {
    expect(isSpendingVendorRollout(lists)).toBe(expected);
  });

  it.each([
    ["Modify", true],
    [" modify ", true],
    ["View", false],
    ["N/A", false],
    [null, false],
  ])("spending entitlement %s → modifiable %s", (value, expected) => {
    expect(isSpendingGroupModifiable(value)).toBe(expected);
  });

  it("labels by group, totals to the cent, pay frequencies, 12 groups a page", () => {
    expect(spendingContributionLabels("FSA").employee).toBe("Employee Annual Contribution");
    expect(spendingContributionLabels("TRANS").total).toBe("Total Commuter Election");
    expect(spendingContributionLabels("HRA").total).toBe("Total HRA Funding");
    expect(totalAnnualContribution("100.10", 0.2)).toBe(100.3);
    expect(totalAnnualContribution(null, "x")).toBe(0);
    expect(payFrequencyLabel("26")).toBe("Bi-Weekly");
    expect(payFrequencyLabel("")).toBe("Not selected");
    expect(SPENDING_GROUP_PAGE_SIZE).toBe(12);
  });
});
