import { describe, expect, it } from "vitest";
import { brandFlags, dependent, lob, record, subscriber } from "../test-fixtures.js";
import {
  applyDeletions,
  canCancelLine,
  cancelLineOfBusiness,
  cancelOutcome,
  cancelReasonOptions,
  canRemoveCancelDate,
  emptyBookkeeping,
  groupsStillActive,
  prepareReinstate,
  removeCancelDate,
  removeCancelDateOnRecord,
} from "./cancel.js";

const entry = { groupNumber: "100", lineOfBusiness: "PPO", cancelReasonCode: "01", cancelDate: "06/30/2024" };

describe("cancelLineOfBusiness (enrollment.md §4)", () => {
  it("adds without duplicates and reports the first cancellation", () => {
    const first = cancelLineOfBusiness(emptyBookkeeping(), entry, brandFlags());
    expect(first.firstCancellation).toBe(true);
    expect(first.bookkeeping.coverages.forDeletion).toEqual([entry]);
    const again = cancelLineOfBusiness(first.bookkeeping, entry, brandFlags());
    expect(again.added).toEqual([]);
    expect(again.firstCancellation).toBe(false);
    expect(again.bookkeeping.coverages.forDeletion).toHaveLength(1);
  });

  it.each([
    [true, 3],
    [false, 1],
  ])("cascadesVisionDentalOnMedicalCancel %s: a medical cancel marks %i entries", (cascades, count) => {
    const result = cancelLineOfBusiness(emptyBookkeeping(), entry, {
      ...brandFlags({ cascadesVisionDentalOnMedicalCancel: cascades }),
      groupLines: ["PPO", "VIS", "DEN", "PDG"],
    });
    expect(result.bookkeeping.coverages.forDeletion).toHaveLength(count);
    if (count === 3) {
      expect(result.added[1]).toEqual({ ...entry, lineOfBusiness: "VIS" });
    }
  });

  it("does not cascade a dental cancel", () => {
    const result = cancelLineOfBusiness(
      emptyBookkeeping(),
      { ...entry, lineOfBusiness: "DEN" },
      { cascadesVisionDentalOnMedicalCancel: true, groupLines: ["VIS"] },
    );
    expect(result.added).toHaveLength(1);
  });
});

describe("canCancelLine (enrollment.md §6)", () => {
  const hidesVD = brandFlags({ hidesVisionDentalCancelAlongsideMedical: true });
  const ok = {
    editing: true,
    groupModifiable: true,
    lineActive: true,
    alreadyMarked: false,
    lineOfBusiness: "VIS",
    groupHasMedical: true,
    brand: brandFlags(),
  };
  it.each([
    ["all conditions", ok, true],
    ["not editing", { ...ok, editing: false }, false],
    ["group view-only", { ...ok, groupModifiable: false }, false],
    ["inactive line", { ...ok, lineActive: false }, false],
    ["already marked", { ...ok, alreadyMarked: true }, false],
    ["hiding VIS alongside medical", { ...ok, brand: hidesVD }, false],
    ["hiding DEN alongside medical", { ...ok, lineOfBusiness: "DEN", brand: hidesVD }, false],
    ["hiding, VIS without medical", { ...ok, groupHasMedical: false, brand: hidesVD }, true],
    ["hiding, PPO", { ...ok, lineOfBusiness: "PPO", brand: hidesVD }, true],
  ])("%s → %s", (_label, input, expected) => {
    expect(canCancelLine(input)).toBe(expected);
  });
});

describe("cancel outcome and reasons", () => {
  it.each([
    [{ "1": true, "2": true }, "Submitted"],
    [{ "1": true, "2": false }, "Partially Submitted"],
    [{ "1": false }, "Partially Submitted"],
    [{}, "Error"],
    [null, "Error"],
  ])("%o → %s", (result, outcome) => {
    expect(cancelOutcome(result)).toBe(outcome);
  });

  it("excludes reason 99", () => {
    expect(
      cancelReasonOptions([
        { value: "03", label: "Void" },
        { value: "99", label: "X" },
        { value: "06", label: "Ineligible" },
      ]).map((o) => o.value),
    ).toEqual(["03", "06"]);
  });
});

describe("remove cancel date (enrollment.md §4)", () => {
  const today = new Date(2024, 5, 15, 9);
  it.each([
    ["06/15/2024", true, true, true],
    ["06/16/2024", true, true, true],
    ["06/14/2024", true, true, false],
    ["06/16/2024", false, true, false],
    ["06/16/2024", true, false, false],
    [null, true, true, false],
  ])("cancel date %s editing %s modifiable %s → %s", (cancelDate, editing, groupModifiable, expected) => {
    expect(canRemoveCancelDate({ cancelDate, today, editing, groupModifiable })).toBe(expected);
  });

  it("clears end date and reason and takes the global effective date", () => {
    const line = lob("PPO", { coverageEndDate: "06/30/2024", cancelReasonCode: "01" });
    expect(removeCancelDate(line, "01/01/2024")).toMatchObject({
      coverageEndDate: null,
      cancelReasonCode: null,
      coverageEffectiveDate: "01/01/2024",
    });
    expect(removeCancelDate(line, null).coverageEffectiveDate).toBe("updateMe");
  });
});

describe("applyDeletions and prepareReinstate", () => {
  const rec = record({
    globalCoverageEffectiveDate: "01/01/2020",
    subscriber: subscriber({
      otherInsuranceIndicator: "yes",
      otherInsurance: { insuranceCarrier: "X" },
      memberCoverages: [{ groupNumber: "100", memberLobs: [lob("PPO"), lob("DEN")] }],
    }),
    dependents: [dependent({ medicareEligibleIndicator: "yes", medicareEligible: { claimNumber: "1" } })],
  });

  it("marks deleted products with reason and date", () => {
    const bookkeeping = { coverages: { forAddition: [], forDeletion: [entry] } };
    const result = applyDeletions(rec, bookkeeping);
    expect(result.subscriber.memberCoverages[0]?.memberLobs[0]).toMatchObject({
      cancelReasonCode: "01",
      coverageEndDate: "06/30/2024",
    });
    expect(result.subscriber.memberCoverages[0]?.memberLobs[1]?.coverageEndDate).toBeUndefined();
    const bare = applyDeletions(rec, {
      coverages: { forAddition: [], forDeletion: [{ groupNumber: "100", lineOfBusiness: "DEN" }] },
    });
    expect(bare.subscriber.memberCoverages[0]?.memberLobs[1]).toMatchObject({
      cancelReasonCode: null,
      coverageEndDate: null,
    });
  });

  it("reinstate clears coverages, resets COB and takes the reinstate date", () => {
    const result = prepareReinstate(rec, "07/01/2024");
    expect(result.globalCoverageEffectiveDate).toBe("07/01/2024");
    expect(result.subscriber.memberCoverages).toEqual([]);
    expect(result.subscriber.otherInsurance).toBeNull();
    expect(result.subscriber.otherInsuranceIndicator).toBe("unknown");
    expect(result.dependents[0]?.medicareEligible).toBeNull();
    expect(result.dependents[0]?.medicareEligibleIndicator).toBe("unknown");
  });
});

describe("removeCancelDateOnRecord (enrollment.md §4 Remove cancel date)", () => {
  const today = new Date(2024, 5, 15, 9);
  const rec = record({
    subscriber: subscriber({
      memberCoverages: [
        {
          groupNumber: "100",
          memberLobs: [lob("PPO"), lob("DEN", { coverageEndDate: "07/31/2024", cancelReasonCode: "01" })],
        },
        {
          groupNumber: "200",
          memberLobs: [lob("DEN", { coverageEndDate: "07/31/2024", cancelReasonCode: "01" })],
        },
      ],
    }),
    dependents: [
      dependent({
        memberCoverages: [
          {
            groupNumber: "100",
            memberLobs: [lob("DEN", { coverageEndDate: "06/20/2024", cancelReasonCode: "01" })],
          },
        ],
      }),
      dependent({
        memberCoverages: [
          {
            groupNumber: "100",
            memberLobs: [lob("DEN", { coverageEndDate: "06/14/2024", cancelReasonCode: "01" })],
          },
        ],
      }),
    ],
  });
  const removal = { groupNumber: "100", lineOfBusiness: "DEN", effectiveDate: "08/01/2024" };

  it("clears the line on every member whose cancel date is today or later, in that group only; answers the latest date", () => {
    const result = removeCancelDateOnRecord(rec, removal, { today, groupModifiable: true });
    expect(result?.cancelDate).toBe("07/31/2024");
    const lines = [result?.record.subscriber, ...(result?.record.dependents ?? [])].map((m) =>
      m?.memberCoverages.map((c) =>
        c.memberLobs.map(
          (l) =>
            `${c.groupNumber} ${l.lineOfBusiness} ${l.coverageEffectiveDate} ${l.coverageEndDate ?? "-"} ${l.cancelReasonCode ?? "-"}`,
        ),
      ),
    );
    expect(lines).toEqual([
      [["100 PPO 01/01/2024 - -", "100 DEN 08/01/2024 - -"], ["200 DEN 01/01/2024 07/31/2024 01"]],
      [["100 DEN 08/01/2024 - -"]],
      // A cancel date already past stays (§4: today or later).
      [["100 DEN 01/01/2024 06/14/2024 01"]],
    ]);
  });

  it.each([
    ["a line without a cancel date", { ...removal, lineOfBusiness: "PPO" }, true],
    ["a group the employee is not in", { ...removal, groupNumber: "300" }, true],
    ["a group that may not be modified", removal, false],
  ])("%s → null", (_name, asked, groupModifiable) => {
    expect(removeCancelDateOnRecord(rec, asked, { today, groupModifiable })).toBeNull();
  });
});

describe("groupsStillActive (a reinstate applies only to ended coverage, enrollment.md §4, §6)", () => {
  const today = new Date(2024, 5, 15);
  const rec = record({
    subscriber: subscriber({
      memberCoverages: [
        { groupNumber: "100", memberLobs: [lob("PPO", { coverageEndDate: "05/31/2024" })] },
        { groupNumber: "200", memberLobs: [lob("PPO", { coverageEndDate: "06/30/2024" })] },
      ],
    }),
    dependents: [dependent({ memberCoverages: [{ groupNumber: "300", memberLobs: [lob("DEN")] }] })],
  });
  it.each([
    [["100"], []],
    [["200"], ["200"]],
    [["300"], ["300"]],
    [["400"], []],
    [
      ["100", "200", "300"],
      ["200", "300"],
    ],
  ])("groups %j: still active %j", (groups, active) => {
    expect(groupsStillActive(rec, groups, today)).toEqual(active);
  });
});
