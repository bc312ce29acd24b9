import { describe, expect, it } from "vitest";
import { dependent, lob, record, subscriber } from "../test-fixtures.js";
import type { PlanAssignment } from "./assignPlans.js";
import { SUBSCRIBER_KEY } from "./planSelection.js";
import { addPlanLines } from "./updatePlans.js";

const today = new Date(2026, 10, 22);
const medical = lob("HMO", { productId: "H1", productName: "HMO Gold", coverageEffectiveDate: "01/01/2026" });
const onFile = record({
  subscriber: subscriber({ pin: "S1", memberCoverages: [{ groupNumber: "100", memberLobs: [medical] }] }),
  dependents: [dependent({ pin: "D1", fullName: { first: "Sam", last: "Lee" }, relationshipCode: "01" })],
});
// A child added in the edit (no pin yet).
const edited = { ...onFile, dependents: [...onFile.dependents, dependent({ birthDate: "02/02/2020" })] };
const keys = ["dependent-0", "dependent-1"];
const plan = (
  coverageType: PlanAssignment["coverageType"],
  productId: string,
  members: Record<string, boolean>,
): PlanAssignment => ({
  coverageType,
  groupNumber: "100",
  productId,
  productName: `${productId} plan`,
  effectiveDate: "12/01/2026",
  members,
  lineOfBusiness: coverageType === "DENTAL" ? "DEN" : "HMO",
});
const linesOf = (member: { memberCoverages: { memberLobs: { productId?: string | null }[] }[] }) =>
  member.memberCoverages.flatMap((c) => c.memberLobs.map((l) => l.productId));

describe("addPlanLines (enrollment.md §4 Updating plans, edit flow)", () => {
  it.each([
    {
      name: "the existing medical plan for the new child: the subscriber keeps one line, the child gets it",
      assignments: [plan("MEDICAL", "H1", { [SUBSCRIBER_KEY]: true, "dependent-1": true })],
      expected: { subscriber: ["H1"], spouse: [], child: ["H1"] },
    },
    {
      name: "a new dental plan for everyone: added beside the medical line on file",
      assignments: [
        plan("DENTAL", "D9", { [SUBSCRIBER_KEY]: true, "dependent-0": true, "dependent-1": true }),
      ],
      expected: { subscriber: ["H1", "D9"], spouse: ["D9"], child: ["D9"] },
    },
    {
      name: "another medical plan: the line on file stays (it is cancelled by the trash, not here)",
      assignments: [plan("MEDICAL", "H2", { [SUBSCRIBER_KEY]: true })],
      expected: { subscriber: ["H1", "H2"], spouse: [], child: [] },
    },
    {
      name: "an unchecked member gets nothing",
      assignments: [plan("DENTAL", "D9", { [SUBSCRIBER_KEY]: true, "dependent-1": false })],
      expected: { subscriber: ["H1", "D9"], spouse: [], child: [] },
    },
  ])("$name", ({ assignments, expected }) => {
    const result = addPlanLines(edited, onFile, assignments, keys, today);
    expect(linesOf(result.subscriber)).toEqual(expected.subscriber);
    expect(linesOf(result.dependents[0] ?? { memberCoverages: [] })).toEqual(expected.spouse);
    expect(linesOf(result.dependents[1] ?? { memberCoverages: [] })).toEqual(expected.child);
  });

  it("choosing again replaces the lines this edit added, never the ones on file", () => {
    const first = addPlanLines(
      edited,
      onFile,
      [plan("DENTAL", "D9", { [SUBSCRIBER_KEY]: true })],
      keys,
      today,
    );
    const again = addPlanLines(
      first,
      onFile,
      [plan("DENTAL", "D7", { [SUBSCRIBER_KEY]: true })],
      keys,
      today,
    );
    expect(linesOf(again.subscriber)).toEqual(["H1", "D7"]);
  });

  it("takes the plan's date and recomputes the category codes (spouse and child: FAM)", () => {
    const result = addPlanLines(
      edited,
      onFile,
      [plan("DENTAL", "D9", { [SUBSCRIBER_KEY]: true, "dependent-0": true, "dependent-1": true })],
      keys,
      today,
    );
    const dental = result.subscriber.memberCoverages[0]?.memberLobs.find((l) => l.productId === "D9");
    expect(dental).toMatchObject({ coverageEffectiveDate: "12/01/2026", coverageCategoryCode: "FAM" });
  });
});
