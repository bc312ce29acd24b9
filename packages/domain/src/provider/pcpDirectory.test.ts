import { describe, expect, it } from "vitest";
import { type DirectoryProvider, pcpDirectoryMessages, validatePcpInDirectory } from "./pcpDirectory.js";

const open: DirectoryProvider = {
  providerNumber: "1000001",
  name: "RIVERSIDE FAMILY PRACTICE",
  acceptingNewPatients: true,
  insuranceLines: ["HMO", "POS"],
  planAreaCodes: ["363"],
};
const closed: DirectoryProvider = { ...open, providerNumber: "1000002", acceptingNewPatients: false };
const ask = (
  pcpNum: string,
  extra: Partial<{ planAreaCde: string; insuranceLineCde: string; existingPatient: boolean }> = {},
) => ({
  pcpNum,
  planAreaCde: "363",
  insuranceLineCde: "HMO",
  existingPatient: false,
  ...extra,
});

describe("validatePcpInDirectory (enrollment.md §4 Provider validation, §7 Validate PCP)", () => {
  it.each([
    ["a provider that fits", ask("1000001"), open, null],
    ["line code in lower case", ask("1000001", { insuranceLineCde: "pos" }), open, null],
    ["unknown number: the empty answer", ask("1234"), null, pcpDirectoryMessages.notFound],
    [
      "wrong line of business",
      ask("1000001", { insuranceLineCde: "PPO" }),
      open,
      pcpDirectoryMessages.lineOfBusiness,
    ],
    [
      "other plan area (AHPA 375)",
      ask("1000001", { planAreaCde: "375" }),
      open,
      pcpDirectoryMessages.planArea,
    ],
    ["closed panel, new patient", ask("1000002"), closed, pcpDirectoryMessages.closedPanel],
    ["closed panel, existing patient", ask("1000002", { existingPatient: true }), closed, null],
    ["no-PCP number 999999", ask("999999"), null, null],
    ["no-PCP number 002759262", ask("002759262"), null, null],
    ["no-PCP prefix BC", ask("BC1234"), null, null],
    ["no-PCP prefix IP", ask("ip77"), null, null],
  ])("%s", (_name, question, provider, message) => {
    const outcome = validatePcpInDirectory(question, provider);
    if (message === null) expect(outcome.ok).toBe(true);
    else expect(outcome).toMatchObject({ ok: false, returnCodeDescription: message });
  });

  it("the empty answer is the spec's sentence", () => {
    expect(pcpDirectoryMessages.notFound).toBe("Please enter a valid Provider Number.");
  });
});
