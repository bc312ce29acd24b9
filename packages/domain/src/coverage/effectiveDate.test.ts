import { addDays } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  checkEffectiveDate,
  effectiveDateRuleApplies,
  effectiveDateWindow,
  isAddFlowPath,
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
  it("applies only on the named paths", () => {
    expect(effectiveDateWindow({ ...base, path: "/employer/home" }).min).toEqual(d(1900, 1, 1));
    expect(effectiveDateWindow({ ...base, path: "/employer/manage-employees/add/subscriber" }).min).toEqual(
      d(2024, 4, 1),
    );
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
    ["before 6 months, outside add flow", d(2023, 10, 31), "/employer/manage-employees/find/review", true],
    ["on the boundary", d(2023, 11, 1), "/employer/manage-employees/find/review", false],
    ["inside add flow", d(2023, 10, 31), "/employer/manage-employees/add/subscriber", false],
    ["no path", d(2023, 10, 31), undefined, true],
  ])("ASO notice %s", (_label, date, path, notice) => {
    expect(checkEffectiveDate(date, { ...base, aso: true, path })).toEqual({ ok: true, asoNotice: notice });
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

describe("paths", () => {
  it.each([
    ["/employer/manage-employees/add/coverage", true, true],
    ["/employer/manage-employees/find/review", true, false],
    ["/employer/manage-employees/cancel-coverage", true, false],
    ["/employer/manage-employees/add", false, true],
    [null, false, false],
  ])("%s", (path, rule, add) => {
    expect(effectiveDateRuleApplies(path)).toBe(rule);
    expect(isAddFlowPath(path)).toBe(add);
  });
});
