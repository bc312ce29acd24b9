import { describe, expect, it } from "vitest";
import { brandFlags, dependent, lob, record, subscriber } from "../test-fixtures.js";
import {
  advance,
  applyIndicatorChange,
  approveStep,
  buildSteps,
  canAdvance,
  denyStep,
  enrollmentInProgressBlocks,
  isEmptyRecord,
  onDependentAdded,
  requiredSteps,
  resumeEnrollment,
  retreat,
  unsupportedApprovals,
} from "./steps.js";

const plain = brandFlags();
const cobBrand = brandFlags({ otherInsuranceStepOnCobData: true });

describe("requiredSteps (enrollment.md §4 Add flow steps)", () => {
  it("always requires subscriber, coverage and review", () => {
    expect(requiredSteps(record(), plain)).toEqual(["subscriber", "coverage", "reviewSubmit"]);
  });

  it.each([
    [
      "other insurance yes",
      record({ dependents: [dependent({ otherInsuranceIndicator: "yes" })] }),
      plain,
      "otherInsurance",
      true,
    ],
    [
      "other insurance no",
      record({ subscriber: subscriber({ otherInsuranceIndicator: "no" }) }),
      plain,
      "otherInsurance",
      false,
    ],
    [
      "COB processed 'NO', brand with otherInsuranceStepOnCobData",
      record({ isCOBDataProcessed: "NO" }),
      cobBrand,
      "otherInsurance",
      true,
    ],
    ["COB processed, brand without it", record({ isCOBDataProcessed: "NO" }), plain, "otherInsurance", false],
    [
      "COB not present, brand with it",
      record({ isCOBDataProcessed: null }),
      cobBrand,
      "otherInsurance",
      false,
    ],
    [
      "COB 'false', brand with it",
      record({ isCOBDataProcessed: "false" }),
      cobBrand,
      "otherInsurance",
      false,
    ],
    [
      "Medicare yes",
      record({ subscriber: subscriber({ medicareEligibleIndicator: "yes" }) }),
      plain,
      "medicare",
      true,
    ],
    ["Medicare unknown", record(), plain, "medicare", false],
    [
      "dependent status M",
      record({ dependents: [dependent({ dependentStatus: "M" })] }),
      plain,
      "mnloa",
      true,
    ],
    [
      "dependent status F",
      record({ dependents: [dependent({ dependentStatus: "F" })] }),
      plain,
      "mnloa",
      false,
    ],
    [
      "major medical line",
      record({
        subscriber: subscriber({ memberCoverages: [{ groupNumber: "1", memberLobs: [lob("MM")] }] }),
      }),
      plain,
      "majorMedical",
      true,
    ],
    [
      "PPO line",
      record({
        subscriber: subscriber({ memberCoverages: [{ groupNumber: "1", memberLobs: [lob("PPO")] }] }),
      }),
      plain,
      "majorMedical",
      false,
    ],
  ])("%s", (_label, rec, brand, step, expected) => {
    expect(requiredSteps(rec, brand).includes(step as never)).toBe(expected);
  });

  it("adds major medical when the chosen plan needs it", () => {
    expect(requiredSteps(record(), plain, { majorMedicalNeeded: true })).toContain("majorMedical");
  });
});

describe("step list", () => {
  const all = buildSteps(["reviewSubmit", "mnloa", "subscriber", "coverage", "medicare"]);

  it("orders by priority and renumbers", () => {
    expect(all.map((s) => [s.id, s.number, s.title])).toEqual([
      ["subscriber", 1, "Subscriber & Dependents"],
      ["coverage", 2, "Plan Coverage"],
      ["medicare", 3, "Medicare"],
      ["mnloa", 4, "MNLOA"],
      ["reviewSubmit", 5, "Review & Submit"],
    ]);
    const fewer = buildSteps(
      ["subscriber", "coverage", "mnloa", "reviewSubmit"],
      approveStep(all, "subscriber"),
    );
    expect(fewer.map((s) => s.number)).toEqual([1, 2, 3, 4]);
    expect(fewer[0]?.approved).toBe(true);
  });

  it("approving or denying a step un-approves all later steps", () => {
    let steps = all.map((s) => ({ ...s, approved: true }));
    steps = approveStep(steps, "coverage");
    expect(steps.map((s) => s.approved)).toEqual([true, true, false, false, false]);
    steps = all.map((s) => ({ ...s, approved: true }));
    steps = denyStep(steps, "medicare");
    expect(steps.map((s) => s.approved)).toEqual([true, true, false, false, false]);
    expect(approveStep(all, "majorMedical")).toEqual(all);
  });

  it("advances only when approved or a destination is given", () => {
    expect(canAdvance(all, "subscriber")).toBe(false);
    expect(advance(all, "subscriber")).toBeNull();
    expect(advance(all, "subscriber", "medicare")).toBe("medicare");
    const approved = approveStep(all, "subscriber");
    expect(canAdvance(approved, "subscriber")).toBe(true);
    expect(advance(approved, "subscriber")).toBe("coverage");
    expect(advance(approveStep(all, "reviewSubmit"), "reviewSubmit")).toBeNull();
    expect(canAdvance(all, "majorMedical")).toBe(false);
  });

  it("retreating from step 1 goes home", () => {
    expect(retreat(all, "subscriber")).toBe("home");
    expect(retreat(all, "medicare")).toBe("coverage");
    expect(retreat(all, "majorMedical")).toBe("home");
  });

  it("adding a dependent un-approves subscriber and plan coverage", () => {
    const steps = all.map((s) => ({ ...s, approved: true }));
    expect(onDependentAdded(steps).map((s) => s.approved)).toEqual([false, false, true, true, true]);
  });
});

describe("applyIndicatorChange", () => {
  const steps = buildSteps([
    "subscriber",
    "coverage",
    "otherInsurance",
    "medicare",
    "mnloa",
    "reviewSubmit",
  ]).map((s) => ({ ...s, approved: true }));

  it.each([
    ["otherInsurance", "yes", "otherInsurance"],
    ["medicare", "yes", "medicareEligible"],
    ["mnloa", "M", "mnloa"],
  ] as const)("%s %s creates an empty record and un-approves the step", (kind, value, key) => {
    const result = applyIndicatorChange(dependent(), kind, value, steps);
    expect(result.member[key]).toEqual({});
    expect(result.steps.find((s) => s.id === kind)?.approved).toBe(false);
    expect(result.steps.filter((s) => s.approved)).toHaveLength(5);
  });

  it("keeps an existing record on yes", () => {
    const member = dependent({ otherInsurance: { insuranceCarrier: "X" } });
    expect(applyIndicatorChange(member, "otherInsurance", "yes", steps).member.otherInsurance).toEqual({
      insuranceCarrier: "X",
    });
  });

  it.each([
    ["otherInsurance", "no", "otherInsurance"],
    ["medicare", "unknown", "medicareEligible"],
    ["mnloa", "F", "mnloa"],
    ["otherInsurance", null, "otherInsurance"],
    ["medicare", undefined, "medicareEligible"],
    ["mnloa", null, "mnloa"],
  ] as const)("%s %s removes the record", (kind, value, key) => {
    const member = dependent({ otherInsurance: {}, medicareEligible: {}, mnloa: {} });
    const result = applyIndicatorChange(member, kind, value, steps);
    expect(result.member[key]).toBeUndefined();
    expect(result.steps).toEqual(steps);
  });
});

describe("resumeEnrollment (enrollment.md §4 Resuming)", () => {
  const base = { outsideOpenEnrollment: false, sepEnabled: false, brand: plain };
  const withLines = subscriber({
    eventCode: "BIRTH",
    eventDate: "01/01/2024",
    memberCoverages: [{ groupNumber: "1", memberLobs: [lob("PPO")] }],
  });

  it("goes to the first required step not approved", () => {
    expect(resumeEnrollment(record({ subscriber: subscriber({ ssn: "" }) }), base).resumeAt).toBe(
      "subscriber",
    );
    expect(resumeEnrollment(record(), base).resumeAt).toBe("coverage");
    expect(resumeEnrollment(record({ subscriber: withLines }), base).resumeAt).toBe("reviewSubmit");
  });

  it("completes COB steps only when the records are non-empty", () => {
    const rec = record({
      subscriber: { ...withLines, medicareEligibleIndicator: "yes", medicareEligible: { claimNumber: "" } },
      dependents: [dependent({ dependentStatus: "M", mnloa: { sufferingFrom: true } })],
    });
    const result = resumeEnrollment(rec, base);
    expect(result.resumeAt).toBe("medicare");
    const filled = {
      ...rec,
      subscriber: { ...rec.subscriber, medicareEligible: { claimNumber: "1EG4TE5" } },
    };
    expect(resumeEnrollment(filled, base).resumeAt).toBe("reviewSubmit");
    const other = record({
      subscriber: { ...withLines, otherInsuranceIndicator: "yes", otherInsurance: { insuranceCarrier: "C" } },
    });
    expect(resumeEnrollment(other, base).resumeAt).toBe("reviewSubmit");
  });

  it("removes life event data outside the window without SEP", () => {
    const rec = record({ subscriber: withLines, dependents: [dependent({ eventCode: "X" }), dependent()] });
    const result = resumeEnrollment(rec, { ...base, outsideOpenEnrollment: true });
    expect(result.record.subscriber.eventCode).toBeNull();
    expect(result.record.subscriber.eventDate).toBeNull();
    expect(result.record.dependents[0]?.eventCode).toBeNull();
    expect(result.lifeEventRequired).toBe(false);
    expect(resumeEnrollment(rec, base).record.subscriber.eventCode).toBe("BIRTH");
  });

  it("requires life event data outside the window with SEP", () => {
    const sep = { ...base, outsideOpenEnrollment: true, sepEnabled: true };
    const missing = resumeEnrollment(record({ subscriber: { ...withLines, eventDate: null } }), sep);
    expect(missing.lifeEventRequired).toBe(true);
    expect(missing.resumeAt).toBe("subscriber");
    expect(resumeEnrollment(record({ subscriber: withLines }), sep).resumeAt).toBe("reviewSubmit");
  });
});

describe("unsupportedApprovals (enrollment.md §4 Resuming, checked on save)", () => {
  const lines = { memberCoverages: [{ groupNumber: "1", memberLobs: [lob("PPO")] }] };
  it.each([
    ["nothing approved", record({ subscriber: subscriber({ ssn: "" }) }), [], []],
    [
      "subscriber without an ssn",
      record({ subscriber: subscriber({ ssn: "" }) }),
      ["subscriber"],
      ["subscriber"],
    ],
    ["subscriber with an ssn", record(), ["subscriber"], []],
    ["plan coverage without a line", record(), ["subscriber", "coverage"], ["coverage"]],
    ["plan coverage with a line", record({ subscriber: subscriber(lines) }), ["subscriber", "coverage"], []],
    ["major medical without a line", record(), ["majorMedical"], ["majorMedical"]],
    [
      "Medicare indicator yes, empty record",
      record({ subscriber: subscriber({ medicareEligibleIndicator: "yes", medicareEligible: {} }) }),
      ["medicare"],
      ["medicare"],
    ],
    [
      "other insurance indicator yes, filled record",
      record({
        subscriber: subscriber({ otherInsuranceIndicator: "yes", otherInsurance: { insuranceCarrier: "C" } }),
      }),
      ["otherInsurance"],
      [],
    ],
    [
      "MNLOA dependent with an empty record",
      record({ dependents: [dependent({ dependentStatus: "M", mnloa: {} })] }),
      ["mnloa"],
      ["mnloa"],
    ],
    [
      "Review & Submit is never approved in progress",
      record({ subscriber: subscriber(lines) }),
      ["reviewSubmit"],
      ["reviewSubmit"],
    ],
  ] as const)("%s", (_name, rec, approved, unsupported) => {
    expect(unsupportedApprovals(rec, approved)).toEqual(unsupported);
  });

  it("a required life event makes the subscriber step need its code and date", () => {
    const rec = record({ subscriber: subscriber({ eventCode: "BIRTH", eventDate: null }) });
    expect(unsupportedApprovals(rec, ["subscriber"], { lifeEventRequired: true })).toEqual(["subscriber"]);
    expect(unsupportedApprovals(rec, ["subscriber"])).toEqual([]);
  });
});

describe("enrollmentInProgressBlocks", () => {
  it.each([
    ["SAVED", false],
    ["saved", false],
    ["SUBMITTED", true],
    ["PARTIAL_SUBMIT", true],
    ["", false],
    [null, false],
  ])("%s blocks: %s", (status, expected) => {
    expect(enrollmentInProgressBlocks(status)).toBe(expected);
  });
});

describe("isEmptyRecord", () => {
  it.each([
    [null, true],
    [{}, true],
    [{ a: "", b: { c: null }, d: [] }, true],
    [{ a: false }, false],
    [{ a: [null, "x"] }, false],
    [0, false],
  ])("%o empty: %s", (value, expected) => {
    expect(isEmptyRecord(value)).toBe(expected);
  });
});
