import { describe, expect, it } from "vitest";
import { providerFormSchema } from "./provider.js";

const optional = providerFormSchema({ group: { providerRequired: false } });
const required = providerFormSchema({ group: { providerRequired: true } });

describe("providerFormSchema output (enrollment.md §3 Provider card, §4 no-PCP numbers)", () => {
  it.each([
    ["002759262", "Dr Who", "", "", "NO INITIAL PCP SELECTION"],
    ["999999", "Dr Who", "", "", "NO INITIAL PCP SELECTION"],
    ["BC12345", "Dr Who", "", "", "NO INITIAL PCP SELECTION"],
    ["IP0042", "Dr Who", "", "", "NO INITIAL PCP SELECTION"],
    ["bc12345", "Dr Who", "", "", "NO INITIAL PCP SELECTION"],
    ["0027592620", "Dr Who", "0027592620", "Dr Who", "Initial PCP Selection"],
    ["A12345", "Dr Who", "A12345", "Dr Who", "Initial PCP Selection"],
  ])("number %j name %j → %j %j, reason %j", (physicianNumber, physicianName, number, name, reason) => {
    expect(
      optional.parse({
        physicianNumber,
        physicianName,
        effectiveDate: "07/01/2026",
        establishedPatient: true,
      }),
    ).toEqual({
      physicianNumber: number,
      physicianName: name,
      effectiveDate: "07/01/2026",
      establishedPatient: true,
      reason,
    });
  });

  it("needs the effective date for a no-PCP number too (a number was entered)", () => {
    expect(optional.safeParse({ physicianNumber: "999999" }).success).toBe(false);
    expect(required.safeParse({ physicianNumber: "999999", effectiveDate: "07/01/2026" }).success).toBe(true);
  });

  it("cuts a 40-character name to 34 and keeps a 34-character one", () => {
    expect(optional.parse({ physicianName: "N".repeat(34) }).physicianName).toBe("N".repeat(34));
    expect(optional.parse({ physicianName: "N".repeat(40) }).physicianName).toBe("N".repeat(34));
  });
});
