import { describe, expect, it } from "vitest";
import { type CoverageLineForActions, coverageLineActions } from "./lineActions.js";

const today = new Date(2026, 10, 22);
const summit6012 = { hidesVisionDentalCancelAlongsideMedical: true };
const others = { hidesVisionDentalCancelAlongsideMedical: false };
const med: CoverageLineForActions = {
  groupNumber: "100",
  lineOfBusiness: "MED",
  coverageEffectiveDate: "01/01/2026",
  coverageEndDate: null,
};

describe("coverageLineActions (enrollment.md §6 trash and remove cancel date)", () => {
  it.each([
    ["active line, editing, modifiable", med, true, true, others, { cancel: true, removeCancelDate: false }],
    ["not editing", med, false, true, others, { cancel: false, removeCancelDate: false }],
    ["group view-only", med, true, false, others, { cancel: false, removeCancelDate: false }],
    [
      "already marked",
      { ...med, markedForDeletion: true },
      true,
      true,
      others,
      { cancel: false, removeCancelDate: false },
    ],
    [
      "cancel date in the past (cancelled)",
      { ...med, coverageEndDate: "11/21/2026" },
      true,
      true,
      others,
      { cancel: false, removeCancelDate: false },
    ],
    [
      "cancel date today: still active, date removable",
      { ...med, coverageEndDate: "11/22/2026" },
      true,
      true,
      others,
      { cancel: true, removeCancelDate: true },
    ],
    [
      "future cancel date, group view-only",
      { ...med, coverageEndDate: "12/31/2026" },
      true,
      false,
      others,
      { cancel: false, removeCancelDate: false },
    ],
    [
      "future-active line",
      { ...med, coverageEffectiveDate: "01/01/2027" },
      true,
      true,
      others,
      { cancel: true, removeCancelDate: false },
    ],
    [
      "6012: dental alongside medical has no trash",
      { ...med, lineOfBusiness: "DEN", groupHasMedical: true },
      true,
      true,
      summit6012,
      { cancel: false, removeCancelDate: false },
    ],
    [
      "6012: vision without medical keeps the trash",
      { ...med, lineOfBusiness: "VIS", groupHasMedical: false },
      true,
      true,
      summit6012,
      { cancel: true, removeCancelDate: false },
    ],
    [
      "other brands: vision alongside medical keeps the trash",
      { ...med, lineOfBusiness: "VIS", groupHasMedical: true },
      true,
      true,
      others,
      { cancel: true, removeCancelDate: false },
    ],
  ])("%s", (_label, line, editing, groupModifiable, brand, expected) => {
    expect(coverageLineActions({ line, today, editing, groupModifiable, brand })).toEqual(expected);
  });
});
