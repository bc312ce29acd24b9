import { describe, expect, it } from "vitest";
import { type OfferedProduct, submissionCoverageIssues } from "./submission.js";

const today = new Date(2024, 4, 20);
/** The brand's wording of the notices, as the brand record's copy gives it (@epr/brand-themes). */
const wording = { noProductSelected: "You must enroll in at least one product (the brand's words)." };
const offered: OfferedProduct[] = [
  { groupNumber: "1", productId: "1-MED", coverageType: "MEDICAL" },
  { groupNumber: "1", productId: "1-DEN", coverageType: "DENTAL" },
];
const lineOf = (productId: string, coverageType: "MEDICAL" | "DENTAL", date = "06/01/2024") => ({
  lineOfBusiness: coverageType === "MEDICAL" ? "PPO" : "DEN",
  coverageType,
  productId,
  coverageEffectiveDate: date,
});
const member = (first: string, ...lines: ReturnType<typeof lineOf>[]) => ({
  fullName: { first, last: "Lee" },
  medicareEligibleIndicator: "no" as const,
  otherInsuranceIndicator: "no" as const,
  memberCoverages: lines.length ? [{ groupNumber: "1", memberLobs: lines }] : [],
});
const check = (
  subscriber: ReturnType<typeof member>,
  dependents: ReturnType<typeof member>[] = [],
  aso = false,
) =>
  submissionCoverageIssues({ subscriber, dependents }, { today, flow: "add", offered, aso, wording }).map(
    (i) => i.message,
  );

describe("submissionCoverageIssues (enrollment.md §4 Assigning plans, §5 Plan coverage)", () => {
  it("a line dated updateMe takes the global effective date (enrollment.md §3 memberLob)", () => {
    const subscriber = member("Ann", lineOf("1-MED", "MEDICAL", "updateMe"));
    const issues = (globalCoverageEffectiveDate: string) =>
      submissionCoverageIssues(
        { subscriber, dependents: [], globalCoverageEffectiveDate },
        { today, flow: "add", offered, wording },
      ).map((i) => i.message);
    expect(issues("06/01/2024")).toEqual([]);
    expect(issues("")).toEqual(["Please enter a valid coverage start date"]);
  });

  it.each([
    ["a subscriber on an offered plan", check(member("Ann", lineOf("1-MED", "MEDICAL"))), []],
    ["no plan at all", check(member("Ann")), [wording.noProductSelected]],
    [
      "a plan the group does not offer",
      check(member("Ann", lineOf("2-MED", "MEDICAL"))),
      ["Group 1 does not offer this Medical plan. Please choose one of the group's plans."],
    ],
    [
      "an offered product under another coverage type",
      check(member("Ann", lineOf("1-DEN", "MEDICAL"))),
      ["Group 1 does not offer this Medical plan. Please choose one of the group's plans."],
    ],
    [
      "an effective date past today + 91 days",
      check(member("Ann", lineOf("1-MED", "MEDICAL", "09/01/2024"))),
      [
        "Please enter a date that is within the allowable date range. Contact your Membership Representative with any questions.",
      ],
    ],
    [
      "an effective date three years back, ASO",
      check(member("Ann", lineOf("1-MED", "MEDICAL", "06/01/2021")), [], true),
      [],
    ],
    [
      "an unreadable effective date",
      check(member("Ann", lineOf("1-MED", "MEDICAL", "13/45/2024"))),
      ["Please enter a valid coverage start date"],
    ],
    [
      "a dependent following the subscriber",
      check(member("Ann", lineOf("1-MED", "MEDICAL")), [member("Kid", lineOf("1-MED", "MEDICAL"))]),
      [],
    ],
    [
      "a dependent on a coverage type the subscriber lacks",
      check(member("Ann", lineOf("1-MED", "MEDICAL")), [member("Kid", lineOf("1-DEN", "DENTAL"))]),
      ["Kid Lee can be covered by a Dental plan of group 1 only when the subscriber is covered by it."],
    ],
  ])("%s", (_name, got, want) => {
    expect(got).toEqual(want);
  });

  it("uses the brand's wording of the no-product notice", () => {
    const brandWording = { noProductSelected: "Please select at least one product (the brand's words)." };
    const issues = submissionCoverageIssues(
      { subscriber: member("Ann"), dependents: [] },
      { today, flow: "add", offered, wording: brandWording },
    );
    expect(issues).toEqual([
      { path: "record.subscriber.memberCoverages", message: brandWording.noProductSelected },
    ]);
  });
});
