import { getBrand } from "@epr/brand-themes";
import { dependentFormSchema, subscriberFormSchema } from "@epr/forms";
import { describe, expect, it } from "vitest";
import { approvedStepIds, draftFromEnrollment, newDraft, reduceDraft } from "./draft.js";

const today = new Date(2026, 10, 22);
const harbor = { brand: getBrand("6008").capabilities };
const reduce = reduceDraft(harbor);

const subscriberInput = {
  firstName: "Elena",
  lastName: "Lindqvist",
  gender: "F",
  birthDate: "05/23/1990",
  coverageEffectiveDate: "12/01/2026",
  ssn: "123456789",
  confirmSsn: "123456789",
  address1: "1 Main St",
  city: "Pittsburgh",
  state: "PA",
  zipCode: "15222",
  otherInsuranceIndicator: "no",
  medicareEligibleIndicator: "no",
};
const subscriber = (changes: Record<string, unknown> = {}) =>
  subscriberFormSchema({ today, flow: "add" }).parse({ ...subscriberInput, ...changes });
const dependent = (changes: Record<string, unknown> = {}) =>
  dependentFormSchema({ today, flow: "add" }).parse({
    firstName: "Kim",
    lastName: "Lindqvist",
    gender: "M",
    birthDate: "03/04/2010",
    relationshipCode: "02",
    otherInsuranceIndicator: "no",
    medicareEligibleIndicator: "no",
    ...changes,
  });
const stepIds = (draft: { steps: { id: string }[] }) => draft.steps.map((step) => step.id);

describe("the add flow's draft (enrollment.md §4 Add flow steps)", () => {
  it("starts with the three always-required steps, none approved", () => {
    const draft = newDraft(harbor);
    expect(stepIds(draft)).toEqual(["subscriber", "coverage", "reviewSubmit"]);
    expect(approvedStepIds(draft)).toEqual([]);
  });

  it.each([
    [
      "other insurance yes on a dependent",
      {},
      { otherInsuranceIndicator: "yes" },
      "otherInsurance",
      "otherInsurance",
    ],
    [
      "Medicare yes on the subscriber",
      { medicareEligibleIndicator: "yes" },
      {},
      "medicare",
      "medicareEligible",
    ],
    ["a dependent Full-Time Student-MNLOA", {}, { dependentStatus: "M" }, "mnloa", "mnloa"],
  ] as const)(
    "%s adds its step, renumbered, and an empty record to fill",
    (_, subscriberChanges, dependentChanges, step, key) => {
      const draft = reduce(newDraft(harbor), {
        type: "subscriberStepAccepted",
        subscriber: subscriber(subscriberChanges),
        dependents: [{ id: "d1", values: dependent(dependentChanges) }],
      });
      expect(stepIds(draft)).toContain(step);
      expect(draft.steps.map((s) => s.number)).toEqual(draft.steps.map((_, i) => i + 1));
      const member = Object.keys(subscriberChanges).length
        ? draft.record.subscriber
        : draft.record.dependents[0];
      expect(member?.[key as keyof typeof member]).toEqual({});
      expect(approvedStepIds(draft)).toEqual(["subscriber"]);
    },
  );

  it("accepting the subscriber step builds the record: names, effective date, dependents in card order", () => {
    const draft = reduce(newDraft(harbor), {
      type: "subscriberStepAccepted",
      subscriber: subscriber(),
      dependents: [
        { id: "a", values: dependent({ firstName: "Ana" }) },
        { id: "b", values: dependent({ firstName: "Bo" }) },
      ],
    });
    expect(draft.record.globalCoverageEffectiveDate).toBe("12/01/2026");
    expect(draft.record.subscriber).toMatchObject({ ssn: "123456789", relationshipCode: "20" });
    expect(draft.record.dependents.map((d) => d.fullName.first)).toEqual(["Ana", "Bo"]);
    expect(stepIds(draft)).toEqual(["subscriber", "coverage", "reviewSubmit"]);
  });

  it("adding a dependent un-approves the subscriber and plan coverage steps", () => {
    let draft = reduce(newDraft(harbor), {
      type: "subscriberStepAccepted",
      subscriber: subscriber(),
      dependents: [],
    });
    draft = reduce(draft, { type: "recordChanged", record: draft.record, step: "coverage" });
    expect(approvedStepIds(draft)).toEqual(["subscriber", "coverage"]);
    draft = reduce(draft, { type: "dependentAdded", id: "new" });
    expect(approvedStepIds(draft)).toEqual([]);
    expect(draft.dependents).toHaveLength(1);
    expect(draft.dirty).toBe(true);
  });

  it("a failed save denies the current step and every later one", () => {
    let draft = reduce(newDraft(harbor), {
      type: "subscriberStepAccepted",
      subscriber: subscriber(),
      dependents: [],
    });
    draft = reduce(draft, { type: "saveFailed", step: "subscriber" });
    expect(approvedStepIds(draft)).toEqual([]);
  });

  it("typing keeps the values across steps and marks the draft unsaved until a save", () => {
    let draft = reduce(newDraft(harbor), {
      type: "subscriberTyped",
      values: { ...subscriberInput, firstName: "E" } as never,
    });
    expect(draft.subscriber.firstName).toBe("E");
    expect(draft.dirty).toBe(true);
    draft = reduce(draft, { type: "saved", enrollmentId: "e1", version: 2 });
    expect(draft).toMatchObject({ enrollmentId: "e1", version: 2, dirty: false });
  });
});

describe("resuming an enrollment in progress (enrollment.md §4 Resuming)", () => {
  it("shows what was saved and resumes at the first required step not approved", () => {
    const accepted = reduce(newDraft(harbor), {
      type: "subscriberStepAccepted",
      subscriber: subscriber({ otherInsuranceIndicator: "yes" }),
      dependents: [{ id: "d", values: dependent() }],
    });
    let n = 0;
    const { draft, resumeAt } = draftFromEnrollment(
      { id: "e1", version: 3, payload: accepted.record },
      { ...harbor, outsideOpenEnrollment: false, sepEnabled: false },
      () => `id${++n}`,
    );
    expect(resumeAt).toBe("coverage");
    expect(draft.subscriber).toMatchObject({ firstName: "Elena", coverageEffectiveDate: "12/01/2026" });
    expect(draft.dependents).toEqual([{ id: "id1", values: expect.objectContaining({ firstName: "Kim" }) }]);
    expect(stepIds(draft)).toEqual(["subscriber", "coverage", "otherInsurance", "reviewSubmit"]);
    expect(draft).toMatchObject({ enrollmentId: "e1", version: 3, dirty: false });
  });
});

describe("special enrollment on the subscriber step (enrollment.md §4 Special enrollment, Resuming)", () => {
  const withEvent = { eventCode: "MAR", eventDate: "11/10/2026" };
  it.each([
    [true, ["MAR", "11/10/2026"]],
    [false, [null, null]],
  ] as const)(
    "life event required %s → subscriber and dependents carry %j",
    (lifeEventRequired, expected) => {
      const draft = reduce(newDraft(harbor), {
        type: "subscriberStepAccepted",
        subscriber: subscriber(withEvent),
        dependents: [{ id: "d1", values: dependent() }],
        lifeEventRequired,
      });
      for (const member of [draft.record.subscriber, ...draft.record.dependents]) {
        expect([member.eventCode ?? null, member.eventDate ?? null]).toEqual(expected);
      }
      expect(draft.dependentRecords.d1?.eventCode ?? null).toBe(expected[0]);
    },
  );
});

describe("the Plan Coverage step's typed values (enrollment.md §2 PCPIndex: nothing typed is lost)", () => {
  it("merges what each card typed and marks the draft unsaved", () => {
    const start = { ...newDraft(harbor), dirty: false };
    const plans = reduce(start, {
      type: "coverageTyped",
      values: {
        plans: {
          MEDICAL: {
            coverageType: "MEDICAL",
            groupNumber: "100100",
            productId: "100100-MED",
            effectiveDate: "12/01/2026",
            members: { subscriber: true },
            lineOfBusiness: "PPO",
          },
        },
      },
    });
    const provider = reduce(plans, {
      type: "coverageTyped",
      values: { providers: { subscriber: { physicianNumber: "1000003" } } },
    });
    const tobacco = reduce(provider, {
      type: "coverageTyped",
      values: { tobacco: { subscriber: { tobaccoStatus: "N" } } },
    });
    expect(tobacco.dirty).toBe(true);
    expect(tobacco.coverageTyped).toEqual({
      plans: { MEDICAL: expect.objectContaining({ productId: "100100-MED" }) },
      providers: { subscriber: { physicianNumber: "1000003" } },
      tobacco: { subscriber: { tobaccoStatus: "N" } },
      reportCodes: {},
    });
    const again = reduce(tobacco, {
      type: "coverageTyped",
      values: { providers: { subscriber: { physicianNumber: "1000000" } } },
    });
    expect(again.coverageTyped?.providers).toEqual({ subscriber: { physicianNumber: "1000000" } });
    expect(again.coverageTyped?.tobacco).toEqual({ subscriber: { tobaccoStatus: "N" } });
  });
});
