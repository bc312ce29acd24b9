import { describe, expect, it } from "vitest";
import type { MemberCoverage } from "../entities/coverage.js";
import type { EmployeeRecord } from "../entities/employee.js";
import { assignProviders } from "./assignProviders.js";

const lob = (coverageType: string) => ({ lineOfBusiness: "X", coverageType, productId: "P" });
const coverage = (groupNumber: string, types: string[], providerInformation: unknown = null) =>
  ({ groupNumber, memberLobs: types.map(lob), providerInformation }) as unknown as MemberCoverage;
const record = (subscriber: MemberCoverage[], dependent: MemberCoverage[]) =>
  ({
    subscriber: { memberCoverages: subscriber },
    dependents: [{ memberCoverages: dependent }],
  }) as unknown as EmployeeRecord;
const riverside = {
  physicianNumber: "1000000",
  physicianName: "RIVERSIDE",
  physicianEffectiveDate: "12/01/2026",
};
const old = { physicianNumber: "1000003", physicianName: "OLD" };

describe("assignProviders (enrollment.md §3 providerInformation, §4 Provider validation on save)", () => {
  it.each([
    [
      "the medical group's coverage takes the member's provider",
      record([coverage("100100", ["MEDICAL", "DENTAL"])], [coverage("100100", ["MEDICAL"])]),
      { subscriber: riverside, d1: null },
      [[riverside], [null]],
    ],
    [
      "a member without an entry has none",
      record([coverage("100100", ["MEDICAL"], old)], [coverage("100100", ["MEDICAL"], old)]),
      { subscriber: riverside },
      [[riverside], [null]],
    ],
    [
      "a coverage without a medical line keeps no provider",
      record([coverage("100100", ["MEDICAL"]), coverage("100107", ["DENTAL"], old)], []),
      { subscriber: riverside },
      [[riverside, null], [null]],
    ],
    [
      "another group's medical line is left as it is",
      record([coverage("100107", ["MEDICAL"], old)], []),
      { subscriber: riverside },
      [[old], [null]],
    ],
  ] as const)("%s", (_label, input, providers, expected) => {
    const result = assignProviders(input, "100100", providers, ["d1"]);
    const read = (coverages: MemberCoverage[]) => coverages.map((c) => c.providerInformation ?? null);
    expect(read(result.subscriber.memberCoverages)).toEqual(expected[0]);
    expect(read(result.dependents[0]?.memberCoverages ?? [])).toEqual(
      input.dependents[0]?.memberCoverages.length ? expected[1] : [],
    );
  });

  it("a dependent without a key and no medical group change nothing but drop providers off non-medical lines", () => {
    const input = record([coverage("100100", ["MEDICAL"], old)], [coverage("100100", ["MEDICAL"], old)]);
    const result = assignProviders(input, null, {}, []);
    expect(result.subscriber.memberCoverages[0]?.providerInformation).toEqual(old);
    expect(result.dependents[0]?.memberCoverages[0]?.providerInformation).toEqual(old);
  });
});
