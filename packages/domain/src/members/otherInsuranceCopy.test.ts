import { describe, expect, it } from "vitest";
import type { OtherInsurance } from "../entities/cob.js";
import { copyOtherInsuranceTo, copySkipsCustody } from "./otherInsuranceCopy.js";

const source: Partial<OtherInsurance> = {
  insuranceCarrier: "Northwind Mutual",
  groupNumber: "G-77",
  policyNumber: "P123",
  relationSubscriber: "3",
  custody: "M",
  medicalResponsibility: "Mother",
  courtOrder: "0",
  effectiveDate: "01/01/2026",
};

describe("copySkipsCustody (enrollment.md §5: relation 3 and relationship 18 or 01)", () => {
  it.each([
    ["3", "18", true],
    ["3", "01", true],
    ["3", "02", false],
    ["3", "29", false],
    ["2", "01", false],
    ["1", "18", false],
    [null, "18", false],
    ["3", null, false],
  ])("relation %s, relationship %s → %s", (relation, relationship, expected) => {
    expect(copySkipsCustody(relation, relationship)).toBe(expected);
  });
});

describe("copyOtherInsuranceTo (assist-employees.md §2.3 Copy to Others)", () => {
  it("copies every field, keeping the spouse's and self's own custody block when relation is 3", () => {
    const result = copyOtherInsuranceTo(source, [
      { key: "d1", relationshipCode: "02" },
      {
        key: "d2",
        relationshipCode: "01",
        current: { custody: "J", medicalResponsibility: "Both", courtOrder: "1" },
      },
      { key: "d3", relationshipCode: "18" },
    ]);
    expect(result.d1).toEqual(source);
    expect(result.d2).toEqual({ ...source, custody: "J", medicalResponsibility: "Both", courtOrder: "1" });
    expect(result.d3).toEqual({ ...source, custody: null, medicalResponsibility: null, courtOrder: null });
  });

  it("copies custody to a spouse when the relation is not 3", () => {
    const spouseSource = { ...source, relationSubscriber: "2" as const };
    expect(copyOtherInsuranceTo(spouseSource, [{ key: "s", relationshipCode: "01" }]).s).toEqual(
      spouseSource,
    );
  });

  it("returns only the selected members, each its own object", () => {
    const result = copyOtherInsuranceTo(source, [
      { key: "a", relationshipCode: "02" },
      { key: "b", relationshipCode: "05" },
    ]);
    expect(Object.keys(result)).toEqual(["a", "b"]);
    expect(result.a).not.toBe(result.b);
    expect(copyOtherInsuranceTo(source, [])).toEqual({});
  });
});
