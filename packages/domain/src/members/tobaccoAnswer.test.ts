import { describe, expect, it } from "vitest";
import { tobaccoAnswerRequired } from "./tobacco.js";

const today = new Date(2026, 10, 22);
const base = {
  questionRequired: true,
  hasMedicalCoverage: true,
  birthDate: "11/22/2008",
  minimumAge: 18,
  today,
};

describe("tobaccoAnswerRequired (enrollment.md §4, §5 Tobacco)", () => {
  it.each([
    ["asked, medical, old enough", {}, true],
    ["the group does not ask", { questionRequired: false }, false],
    ["the group's flag is missing", { questionRequired: null }, false],
    ["no medical coverage", { hasMedicalCoverage: false }, false],
    // 365-day years: born 11/23/2008 is 6573 days old, 6573 / 365 = 18.0 → 18.
    ["18 on a 365-day year a day before the birthday", { birthDate: "11/23/2008" }, true],
    ["17 on a 365-day year", { birthDate: "11/28/2008" }, false],
    ["no minimum age: no one qualifies", { minimumAge: null }, false],
    ["no birth date", { birthDate: "" }, false],
  ])("%s → %s", (_name, change, expected) => {
    expect(tobaccoAnswerRequired({ ...base, ...change })).toBe(expected);
  });
});
