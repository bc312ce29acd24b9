import { describe, expect, it } from "vitest";
import { dependent, lob, record, subscriber } from "../test-fixtures.js";
import {
  addResult,
  addResultTexts,
  cleanCoverage,
  cleanPayload,
  deletionWithoutAdditionMessage,
  dropUncoveredPartners,
  editResult,
  isFailedSave,
  PENDING_TRANSACTION,
  reinstateResult,
  saveFailureModal,
  saveOutcome,
  saveTarget,
  transactionTypeOf,
  uncoveredDependents,
  VISION_DENTAL,
} from "./save.js";

const today = new Date(2024, 5, 15);
const at = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error("missing test value");
  return value;
};
const none = { coverages: { forAddition: [], forDeletion: [] } };

describe("transactionTypeOf (enrollment.md §4 Save routing)", () => {
  it.each([
    ["edit", "EDIT"],
    ["add", "ADD"],
    ["reinstate", "REINSTATE"],
    ["cancel", "CANCEL"],
  ] as const)("flow %s → %s", (flow, type) => {
    expect(transactionTypeOf(flow)).toBe(type);
  });

  it("routes saves and failures", () => {
    expect(saveTarget(false)).toBe("enrollments");
    expect(saveTarget(true)).toBe("employeeSummary");
    expect(isFailedSave(200)).toBe(false);
    expect(isFailedSave(500)).toBe(true);
    expect(saveFailureModal(PENDING_TRANSACTION)).toBe("pendingTransaction");
    expect(saveFailureModal(VISION_DENTAL)).toBe("visionDental");
    expect(saveFailureModal("other")).toBe("warning");
    expect(saveFailureModal(null)).toBe("warning");
  });
});

describe("cleanPayload (enrollment.md §4 Save/cleaning)", () => {
  const rec = record({
    subscriber: {
      ...subscriber({ cobra: { value: true }, contractId: "C1" }),
      medicareEligible: {
        claimNumber: "1EG4TE5",
        partA: { startDate: "", endDate: null },
        partB: { startDate: "01/01/2020" },
        partC: false,
        partCInfo: { carrierName: "X" },
        partD: true,
        partDInfo: { bin: "123456" },
      },
      hireDate: "2020-02-03",
      contractCoverageDisplayDate: "x",
      effectiveDateForDisplay: "y",
    } as never,
    dependents: [
      dependent({
        optingIn: true,
        birthDate: "02-03-2010",
        medicareEligible: {
          partA: null,
          partB: { endDate: "01/01/2021" },
          partC: true,
          partCInfo: { carrierName: "Y" },
        },
      }),
    ],
  });
  const payload = cleanPayload(rec) as {
    subscriber: Record<string, unknown>;
    dependents: Record<string, unknown>[];
  };

  it("drops empty Part A/B and unflagged Part C/D details", () => {
    const medicare = payload.subscriber.medicareEligible as Record<string, unknown>;
    expect(medicare.partA).toBeUndefined();
    expect(medicare.partB).toEqual({ startDate: "01/01/2020" });
    expect(medicare.partCInfo).toBeUndefined();
    expect(medicare.partDInfo).toEqual({ bin: "123456" });
    const dep = payload.dependents[0]?.medicareEligible as Record<string, unknown>;
    expect(dep.partA).toBeUndefined();
    expect(dep.partB).toEqual({ endDate: "01/01/2021" });
    expect(dep.partCInfo).toEqual({ carrierName: "Y" });
  });

  it("removes cobra, contractId, optingIn and display dates; dates as MM/dd/yyyy", () => {
    expect(payload.subscriber.cobra).toBeUndefined();
    expect(payload.subscriber.contractId).toBeUndefined();
    expect(payload.subscriber.contractCoverageDisplayDate).toBeUndefined();
    expect(payload.subscriber.effectiveDateForDisplay).toBeUndefined();
    expect(payload.dependents[0]?.optingIn).toBeUndefined();
    expect(payload.subscriber.hireDate).toBe("02/03/2020");
    expect(payload.dependents[0]?.birthDate).toBe("02/03/2010");
  });

  it("formats Date objects and keeps other values", () => {
    const withDate = record({
      subscriber: subscriber({
        birthDate: new Date(2001, 0, 2) as never,
        eventDate: "updateMe" as never,
        workEmail: "a@b.c",
      }),
    });
    const cleaned = cleanPayload(withDate) as { subscriber: Record<string, unknown> };
    expect(cleaned.subscriber.birthDate).toBe("01/02/2001");
    expect(cleaned.subscriber.eventDate).toBe("updateMe");
    expect(cleaned.subscriber.workEmail).toBe("a@b.c");
    const bad = cleanPayload(
      record({ subscriber: subscriber({ birthDate: new Date("x") as never, hireDate: "junk" }) }),
    ) as {
      subscriber: Record<string, unknown>;
    };
    expect(bad.subscriber.hireDate).toBe("junk");
    expect(bad.subscriber.birthDate).toBeInstanceOf(Date);
  });
});

describe("edit save helpers", () => {
  const partner = dependent({
    relationshipCode: "29",
    memberCoverages: [{ groupNumber: "1", memberLobs: [lob("PPO", { coverageEndDate: "01/01/2024" })] }],
  });
  const spouse = dependent({
    relationshipCode: "01",
    memberCoverages: [{ groupNumber: "1", memberLobs: [lob("PPO")] }],
  });
  const child = dependent({ memberCoverages: [] });

  it("drops spouse or partner with no active or deletion-marked product", () => {
    const rec = record({ dependents: [partner, spouse, child] });
    expect(dropUncoveredPartners(rec, none, today).dependents).toEqual([spouse, child]);
    const marked = {
      coverages: { forAddition: [], forDeletion: [{ groupNumber: "1", lineOfBusiness: "PPO" }] },
    };
    expect(dropUncoveredPartners(rec, marked, today).dependents).toHaveLength(3);
  });

  it("finds uncovered dependents", () => {
    expect(uncoveredDependents([partner, spouse, child])).toEqual([child]);
  });

  it("blocks deletions without additions with the employee's name", () => {
    const deletion = {
      coverages: { forAddition: [], forDeletion: [{ groupNumber: "1", lineOfBusiness: "PPO" }] },
    };
    expect(deletionWithoutAdditionMessage(deletion, "Ann Lee")).toBe(
      "Please ensure to add coverage for Ann Lee. You will not be able to save the changes without adding new coverage. If you wish to cancel coverage, please use cancel coverage link.",
    );
    expect(deletionWithoutAdditionMessage(none, "Ann Lee")).toBeNull();
    const both = {
      coverages: {
        forAddition: [{ groupNumber: "1", lineOfBusiness: "HMO" }],
        forDeletion: deletion.coverages.forDeletion,
      },
    };
    expect(deletionWithoutAdditionMessage(both, "Ann Lee")).toBeNull();
  });
});

/** The value with every object's keys in reverse order (a request body parsed asynchronously differs so). */
const reversedKeys = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).reverse())
      : v,
  );

describe("cleanCoverage (enrollment.md §4)", () => {
  const original = record({
    subscriber: subscriber({
      pin: "S",
      memberCoverages: [
        { groupNumber: "100", memberLobs: [lob("PPO")] },
        { groupNumber: "200", memberLobs: [lob("DEN")] },
        { groupNumber: "300", memberLobs: [lob("VIS", { coverageEndDate: "01/01/2023" })] },
      ],
    }),
    dependents: [
      dependent({ pin: "D1", memberCoverages: [{ groupNumber: "200", memberLobs: [lob("DEN")] }] }),
    ],
  });

  it("rejects with 'No changes to save' when nothing changed", () => {
    expect(cleanCoverage(original, structuredClone(original), none, today)).toEqual({
      ok: false,
      message: "No changes to save",
    });
  });

  it("rejects with 'No changes to save' when only the order of the record's keys differs", () => {
    expect(cleanCoverage(reversedKeys(original), original, none, today)).toEqual({
      ok: false,
      message: "No changes to save",
    });
  });

  it("keeps only the changed group", () => {
    const current = structuredClone(original);
    at(at(current.subscriber.memberCoverages[0]).memberLobs[0]).productId = "NEW";
    const result = cleanCoverage(current, original, none, today);
    expect(result.ok && result.record.subscriber.memberCoverages.map((c) => c.groupNumber)).toEqual(["100"]);
    expect(result.ok && result.record.dependents[0]?.memberCoverages).toEqual([]);
  });

  it("sends the groups of a participant whose own data changed", () => {
    const current = structuredClone(original);
    at(current.dependents[0]).fullName.middle = "Q";
    const result = cleanCoverage(current, original, none, today);
    expect(result.ok && result.record.subscriber.memberCoverages.map((c) => c.groupNumber)).toEqual(["200"]);
  });

  it("skips cancelled groups unless new lines were added", () => {
    const current = structuredClone(original);
    at(at(current.subscriber.memberCoverages[2]).memberLobs[0]).productName = "changed";
    expect(cleanCoverage(current, original, none, today).ok).toBe(false);
    const added = {
      coverages: { forAddition: [{ groupNumber: "300", lineOfBusiness: "VIS" }], forDeletion: [] },
    };
    const result = cleanCoverage(current, original, added, today);
    expect(result.ok && result.record.subscriber.memberCoverages.map((c) => c.groupNumber)).toEqual(["300"]);
  });

  it("sends groups with deletions and new members", () => {
    const deleted = {
      coverages: { forAddition: [], forDeletion: [{ groupNumber: "200", lineOfBusiness: "DEN" }] },
    };
    const result = cleanCoverage(structuredClone(original), original, deleted, today);
    expect(result.ok && result.record.subscriber.memberCoverages.map((c) => c.groupNumber)).toEqual(["200"]);
    const current = structuredClone(original);
    current.dependents.push(
      dependent({ memberCoverages: [{ groupNumber: "100", memberLobs: [lob("PPO")] }] }),
    );
    const withNew = cleanCoverage(current, original, none, today);
    expect(withNew.ok && withNew.record.subscriber.memberCoverages.map((c) => c.groupNumber)).toEqual([
      "100",
    ]);
  });
});

describe("editResult (enrollment.md §8)", () => {
  it.each([
    [{ "1": true, "2": true }, "Success", "You have successfully edited Ann Lee"],
    [
      { "1": false, "2": false },
      "Submitted",
      "Your transaction could not be fully processed at this time for Ann Lee. Please allow 48 hours for us to complete your transaction",
    ],
    [
      { "1": true, "2": false },
      "Partially Submitted",
      "Your transaction could not be fully processed at this time for Ann Lee. Please allow 48 hours for us to complete your transaction",
    ],
    [null, "Submitted", expect.stringContaining("Ann Lee")],
  ])("%o → %s", (groups, title, text) => {
    expect(editResult(groups, "Ann Lee")).toEqual({ title, text });
  });
});

describe("reinstateResult (enrollment.md §4 Reinstate, §8)", () => {
  it.each([
    [{ "1": true }, "Success", "You have successfully reinstated Ann Lee"],
    [{ "1": false }, "Submitted", expect.stringContaining("Please allow 48 hours")],
    [{ "1": true, "2": false }, "Partially Submitted", expect.stringContaining("Please allow 48 hours")],
  ])("%o → %s", (groups, title, text) => {
    expect(reinstateResult(groups, "Ann Lee")).toEqual({ title, text });
  });
});

describe("edit result texts, word for word (enrollment.md §4, §8)", () => {
  it("keeps the {name} placeholders", async () => {
    const { editResultTexts } = await import("./save.js");
    const { domainMessages } = await import("../messages.js");
    expect(editResultTexts.Success).toBe("You have successfully edited {name}");
    expect(editResultTexts.Submitted).toBe(
      "Your transaction could not be fully processed at this time for {name}. Please allow 48 hours for us to complete your transaction",
    );
    expect(editResultTexts["Partially Submitted"]).toBe(editResultTexts.Submitted);
    expect(domainMessages.addCoverageFor).toBe(
      "Please ensure to add coverage for {name}. You will not be able to save the changes without adding new coverage. If you wish to cancel coverage, please use cancel coverage link.",
    );
  });
});

describe("saveOutcome (enrollment.md §8: per-group answers → title; a pending group asks for 48 hours)", () => {
  it.each([
    [{ "100": true }, "Success"],
    [{ "100": true, "200": true }, "Success"],
    [{ "100": false }, "Submitted"],
    [{ "100": "pending" }, "Submitted"],
    [{ "100": false, "200": "pending" }, "Submitted"],
    [{ "100": true, "200": false }, "Partially Submitted"],
    [{ "100": true, "200": "pending" }, "Partially Submitted"],
    [{}, "Submitted"],
    [null, "Submitted"],
    [undefined, "Submitted"],
  ] as const)("%o → %s", (groups, title) => {
    expect(saveOutcome(groups)).toBe(title);
  });
});

describe("addResult (enrollment.md §8: add-flow outcomes use the same three titles)", () => {
  const fortyEight =
    "Your transaction could not be fully processed at this time for Ann Lee. Please allow 48 hours for us to complete your transaction";
  it.each([
    [{ "100": true, "200": true }, "Success", "You have successfully enrolled Ann Lee"],
    [{ "100": "pending" }, "Submitted", fortyEight],
    [{ "100": true, "200": "pending" }, "Partially Submitted", fortyEight],
    [{ "100": true, "200": false }, "Partially Submitted", fortyEight],
  ] as const)("%o → %s", (groups, title, text) => {
    expect(addResult(groups, "Ann Lee")).toEqual({ title, text });
  });

  it("asks for 48 hours in every outcome but Success, and starts Success as the spec's 'You have successfully'", () => {
    expect(addResultTexts.Success.startsWith("You have successfully ")).toBe(true);
    expect(addResultTexts.Submitted).toContain("Please allow 48 hours");
    expect(addResultTexts["Partially Submitted"]).toContain("Please allow 48 hours");
  });
});
