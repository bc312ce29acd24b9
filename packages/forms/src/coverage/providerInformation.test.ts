import { describe, expect, it } from "vitest";
import { providerFormFromInformation, providerFormSchema, providerInformationFromForm } from "./provider.js";

const optional = providerFormSchema({ group: { providerRequired: false } });

describe("providerInformationFromForm (enrollment.md §3 providerInformation, §4 no-PCP numbers)", () => {
  it.each([
    [
      "a chosen provider",
      {
        physicianNumber: "1000003",
        physicianName: "VALLEY SPECIALTY CLINIC",
        effectiveDate: "12/01/2026",
        establishedPatient: true,
      },
      {
        physicianNumber: "1000003",
        physicianName: "VALLEY SPECIALTY CLINIC",
        existingPatientIndicator: true,
        physicianEffectiveDate: "12/01/2026",
      },
    ],
    [
      "a no-PCP number keeps only the date and the answer",
      {
        physicianNumber: "999999",
        physicianName: "Dr Who",
        effectiveDate: "12/01/2026",
        establishedPatient: false,
      },
      {
        physicianNumber: null,
        physicianName: null,
        existingPatientIndicator: false,
        physicianEffectiveDate: "12/01/2026",
      },
    ],
    [
      "nothing entered is no provider",
      { physicianNumber: "", physicianName: "", effectiveDate: "", establishedPatient: false },
      null,
    ],
    [
      "a number without a name or date",
      { physicianNumber: "1000000", physicianName: "", effectiveDate: "", establishedPatient: false },
      {
        physicianNumber: "1000000",
        physicianName: null,
        existingPatientIndicator: false,
        physicianEffectiveDate: null,
      },
    ],
  ])("%s", (_label, input, expected) => {
    const valid = optional.safeParse(input);
    // A number without a date is refused by the card; the mapping still reads the values as given.
    const values = valid.success ? valid.data : { ...input, reason: "" };
    expect(providerInformationFromForm(values)).toEqual(expected);
  });

  it.each([
    [null, { physicianNumber: "", physicianName: "", establishedPatient: false, effectiveDate: "" }],
    [
      {
        physicianNumber: "1000000",
        physicianName: "A NAME LONGER THAN THIRTY-FOUR CHARACTERS IN ALL",
        existingPatientIndicator: true,
        physicianEffectiveDate: "12/01/2026",
      },
      {
        physicianNumber: "1000000",
        physicianName: "A NAME LONGER THAN THIRTY-FOUR CHA",
        establishedPatient: true,
        effectiveDate: "12/01/2026",
      },
    ],
  ])("back to the card: %j", (information, expected) => {
    expect(providerFormFromInformation(information)).toEqual(expected);
  });
});
