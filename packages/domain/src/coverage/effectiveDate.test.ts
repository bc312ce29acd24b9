import { addDays } from "date-fns";
import { describe, expect, it } from "vitest";
import type { EnrollmentFlow, EnrollmentScreen } from "../flows/flows.js";
import {
  checkEffectiveDate,
  EARLIEST_DATE,
  effectiveDateRuleApplies,
  effectiveDateWindow,
  isWithinLifeEventWindow,
} from "./effectiveDate.js";

const today = new Date(2024, 4, 20, 10); // 05/20/2024
const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);
const base = { today, aso: false, cobra: false };

describe("effectiveDateWindow (enrollment.md §5 Effective date for coverage)", () => {
  it("non-ASO non-COBRA: from the first of last month", () => {
    expect(effectiveDateWindow(base).min).toEqual(d(2024, 4, 1));
  });
  it("COBRA: from the 15th two months prior", () => {
    expect(effectiveDateWindow({ ...base, cobra: true }).min).toEqual(d(2024, 3, 15));
  });
  it("ASO: from the first of the month 3 years ago, notice before 6 months before the first of this month", () => {
    const window = effectiveDateWindow({ ...base, aso: true });
    expect(window.min).toEqual(d(2021, 5, 1));
    expect(window.asoNoticeBefore).toEqual(d(2023, 11, 1));
  });
  it("all: up to but not including today plus 91 days", () => {
    expect(effectiveDateWindow(base).maxExclusive).toEqual(addDays(d(2024, 5, 20), 91));
  });
  it("with no screen named (a server's check) the window applies", () => {
    expect(effectiveDateWindow(base).min).toEqual(d(2024, 4, 1));
  });
});

describe("checkEffectiveDate", () => {
  it.each([
    ["90 days ahead", addDays(d(2024, 5, 20), 90), base, true],
    ["91 days ahead", addDays(d(2024, 5, 20), 91), base, false],
    ["92 days ahead", addDays(d(2024, 5, 20), 92), base, false],
    ["first of last month", d(2024, 4, 1), base, true],
    ["day before first of last month", d(2024, 3, 31), base, false],
    ["COBRA 15th two months prior", d(2024, 3, 15), { ...base, cobra: true }, true],
    ["COBRA 14th", d(2024, 3, 14), { ...base, cobra: true }, false],
    ["ASO 3 years back", d(2021, 5, 1), { ...base, aso: true }, true],
    ["ASO before 3 years", d(2021, 4, 30), { ...base, aso: true }, false],
    ["ASO ignores COBRA", d(2022, 1, 1), { ...base, aso: true, cobra: true }, true],
  ])("%s", (_label, date, ctx, ok) => {
    expect(checkEffectiveDate(date, ctx).ok).toBe(ok);
  });

  it.each([
    ["before 6 months", d(2023, 10, 31), true],
    ["on the boundary", d(2023, 11, 1), false],
  ])("ASO notice %s, no flow named", (_label, date, notice) => {
    expect(checkEffectiveDate(date, { ...base, aso: true })).toEqual({ ok: true, asoNotice: notice });
  });

  it("a life event window permits an earlier date outside open enrollment", () => {
    const lifeEvent = { eventDate: d(2024, 2, 10), rule: { beforeDays: 0, afterDays: 30 } };
    expect(checkEffectiveDate(d(2024, 3, 1), { ...base, outsideOpenEnrollment: true, lifeEvent }).ok).toBe(
      true,
    );
    expect(checkEffectiveDate(d(2024, 3, 12), { ...base, outsideOpenEnrollment: true, lifeEvent })).toEqual({
      ok: false,
      reason: "outOfRange",
    });
    expect(checkEffectiveDate(d(2024, 3, 1), { ...base, outsideOpenEnrollment: false, lifeEvent }).ok).toBe(
      false,
    );
  });
});

describe("isWithinLifeEventWindow", () => {
  const rule = { beforeDays: 5, afterDays: 10 };
  it.each([
    [d(2024, 1, 5), false],
    [d(2024, 1, 6), true],
    [d(2024, 1, 21), true],
    [d(2024, 1, 22), false],
  ])("%s", (date, expected) => {
    expect(isWithinLifeEventWindow(date, d(2024, 1, 11), rule)).toBe(expected);
  });
});

/**
 * By flow and screen (enrollment.md §5 Effective date for coverage): the window's lower bound holds
 * on the add flow's subscriber and coverage steps, the employee summary (and its add-coverage page)
 * and cancel coverage, elsewhere only the upper bound (1900, §9); the ASO notice (earlier than 6
 * months before the first of this month, within 3 years) shows outside the add flow, which a
 * reinstate runs through (§4 Reinstate).
 */
describe.each<{ flow: EnrollmentFlow; screen: EnrollmentScreen; window: boolean; notice: boolean }>([
  { flow: "add", screen: "employee.add.subscriber", window: true, notice: false },
  { flow: "add", screen: "employee.add.coverage", window: true, notice: false },
  { flow: "add", screen: "employee.add.reviewSubmit", window: false, notice: false },
  { flow: "add", screen: "employee.add.otherInsurance", window: false, notice: false },
  { flow: "reinstate", screen: "employee.add.subscriber", window: true, notice: false },
  { flow: "reinstate", screen: "employee.add.coverage", window: true, notice: false },
  { flow: "edit", screen: "employee.find.review", window: true, notice: true },
  { flow: "edit", screen: "employee.find.addCoverage", window: true, notice: true },
  { flow: "cancel", screen: "employee.cancelCoverage", window: true, notice: true },
])("flow $flow on $screen", ({ flow, screen, window, notice }) => {
  const at = { ...base, flow, screen };
  it(`the window ${window ? "applies" : "does not apply"}`, () => {
    expect(effectiveDateRuleApplies(screen)).toBe(window);
    expect(effectiveDateWindow(at).min).toEqual(window ? d(2024, 4, 1) : EARLIEST_DATE);
    expect(checkEffectiveDate(d(2024, 3, 31), at).ok).toBe(!window);
    // The upper bound holds on every screen: today plus 91 days is out.
    expect(checkEffectiveDate(addDays(today, 91), at)).toEqual({ ok: false, reason: "outOfRange" });
  });
  it(`ASO: from 3 years back${window ? "" : " (only the upper bound)"}, the notice ${notice ? "shows" : "does not show"}`, () => {
    const aso = { ...at, aso: true };
    expect(effectiveDateWindow(aso).min).toEqual(window ? d(2021, 5, 1) : EARLIEST_DATE);
    expect(checkEffectiveDate(d(2021, 4, 30), aso).ok).toBe(!window);
    expect(checkEffectiveDate(d(2023, 10, 31), aso)).toEqual({ ok: true, asoNotice: notice });
    expect(checkEffectiveDate(d(2023, 11, 1), aso)).toEqual({ ok: true, asoNotice: false });
  });
});
