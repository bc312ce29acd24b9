import { describe, expect, it } from "vitest";
import { errorsOf } from "../shared/testing.js";
import {
  addDependentError,
  dependentCoverageNotices,
  dependentFormSchema,
  dependentLineDateValid,
  dependentMessages,
  dependentsFormSchema,
  spouseOrPartnerError,
} from "./dependent.js";

const today = new Date(2024, 5, 15, 8); // 06/15/2024
const ctx = { today, flow: "add" as const, subscriberGender: "F" };
const child = {
  firstName: "Kim",
  lastName: "Lee",
  gender: "M",
  birthDate: "01/01/2010",
  relationshipCode: "02",
  otherInsuranceIndicator: "no",
  medicareEligibleIndicator: "no",
};
const schema = dependentFormSchema(ctx);

describe("dependentFormSchema (enrollment.md §5 Dependents)", () => {
  it("accepts a valid dependent", () => {
    expect(errorsOf(schema, child)).toEqual({});
  });

  it.each([
    ["firstName", "", "Please enter a first name"],
    ["firstName", "K".repeat(25), undefined],
    ["firstName", "K".repeat(26), "Please enter a first name"],
    ["middleName", "J-P", undefined],
    ["middleName", "J P!", "Please enter a middle name"],
    ["lastName", "L".repeat(26), "Please enter a last name"],
    ["suffix", "XIV", "Please enter the value in a valid format."],
    ["gender", "", "Please select Gender"],
    ["relationshipCode", "99", "Please select a relationship"],
    ["relationshipCode", "", "Please select a relationship"],
    ["otherInsuranceIndicator", "", "Please select from the options"],
    ["medicareEligibleIndicator", "maybe", "Please select from the options"],
    ["birthDate", "", "Please enter valid Date of Birth"],
    ["birthDate", "06/16/2024", undefined],
    ["birthDate", "06/17/2024", "Please enter valid Date of Birth"],
    ["birthDate", "12/31/1899", "Please enter valid Date of Birth"],
    ["birthDate", "02/30/2010", "Please enter valid Date of Birth"],
    ["ssn", "", undefined],
    ["ssn", "123456789", undefined],
    ["ssn", "000000000", "Please enter a valid SSN."],
    ["ssn", "12345", "Please enter a valid SSN."],
    ["ssn", "*****4354", undefined],
    ["ssn", "****4354", "Please enter a valid SSN."],
    ["ssn", "*****435", "Please enter a valid SSN."],
    ["dependentStatus", "Z", "Please enter the value in a valid format."],
    ["hasActiveCoverage", "yes", "Please enter the value in a valid format."],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsOf(schema, { ...child, [field]: value })[field]).toBe(message);
  });

  it("keeps an SSN on file, masked, as it came; a typed one as digits", () => {
    expect(schema.parse({ ...child, ssn: "*****4354" }).ssn).toBe("*****4354");
    expect(schema.parse({ ...child, ssn: "123-45-6789" }).ssn).toBe("123456789");
  });

  it.each([
    ["age 25, no status", "06/16/1998", "02", "", undefined],
    ["age 26, no status", "06/15/1998", "02", "", dependentMessages.specialStatusRequired],
    ["age 26, status N", "06/15/1998", "02", "N", dependentMessages.specialStatusRequired],
    ["age 26, status F", "06/15/1998", "02", "F", undefined],
    ["age 26, status 3", "06/15/1998", "17", "3", undefined],
    ["spouse age 40", "01/01/1984", "01", "", undefined],
    ["partner age 40", "01/01/1984", "29", "", undefined],
  ])("special status: %s", (_label, birthDate, relationshipCode, dependentStatus, message) => {
    expect(errorsOf(schema, { ...child, birthDate, relationshipCode, dependentStatus }).dependentStatus).toBe(
      message,
    );
  });

  it("domestic partner and civil union rules", () => {
    const noPartner = dependentFormSchema({ ...ctx, group: { domesticPartner: false } });
    expect(
      errorsOf(noPartner, { ...child, relationshipCode: "29", birthDate: "01/01/1980" }).relationshipCode,
    ).toBe(
      "The plan you have selected does not allow domestic partner benefits. Please contact Customer Service for assistance",
    );
    const noCivilUnion = dependentFormSchema({ ...ctx, group: { civilUnion: false } });
    const adult = { ...child, birthDate: "01/01/1980", gender: "F" };
    expect(errorsOf(noCivilUnion, { ...adult, relationshipCode: "01" }).gender).toBe(
      "Spouse cannot have same gender as Subscriber",
    );
    expect(errorsOf(noCivilUnion, { ...adult, relationshipCode: "29" }).gender).toBe(
      "Domestic Partner cannot have same gender as Subscriber",
    );
    expect(errorsOf(noCivilUnion, { ...adult, relationshipCode: "01", gender: "M" }).gender).toBeUndefined();
    expect(
      errorsOf(noCivilUnion, { ...adult, relationshipCode: "02", dependentStatus: "3" }).gender,
    ).toBeUndefined();
    expect(errorsOf(schema, { ...adult, relationshipCode: "01" }).gender).toBeUndefined();
  });

  it("rejects wrong types without throwing", () => {
    expect(schema.safeParse(undefined).success).toBe(false);
    expect(errorsOf(schema, { ...child, firstName: 7 }).firstName).toBe("Please enter a first name");
  });
});

describe("dependentsFormSchema (cross-member rules)", () => {
  const list = dependentsFormSchema(ctx);
  it.each([
    [24, undefined],
    [25, undefined],
    [26, "Max Dependents Reached!"],
  ])("%i dependents → %s", (count, message) => {
    expect(errorsOf(list, Array(count).fill(child))[""]).toBe(message);
  });

  it("allows one spouse or domestic partner in total", () => {
    const spouse = { ...child, relationshipCode: "01", birthDate: "01/01/1980" };
    const partner = { ...spouse, relationshipCode: "29" };
    expect(errorsOf(list, [spouse, child])).toEqual({});
    expect(errorsOf(list, [spouse, partner])["1.relationshipCode"]).toBe(
      "No more than one spouse or one domestic partner can be added",
    );
    const edit = dependentsFormSchema({ ...ctx, flow: "edit" });
    expect(errorsOf(edit, [{ ...spouse, hasActiveCoverage: false }, partner])).toEqual({});
    expect(errorsOf(edit, [spouse, partner])["1.relationshipCode"]).toBeDefined();
  });

  it("reports per-dependent errors with their index", () => {
    expect(errorsOf(list, [child, { ...child, firstName: "" }])["1.firstName"]).toBe(
      "Please enter a first name",
    );
    expect(list.safeParse("x").success).toBe(false);
  });
});

describe("dependent helpers", () => {
  it.each([
    [24, null],
    [25, "Max Dependents Reached!"],
  ])("adding with %i present → %s", (count, message) => {
    expect(addDependentError(count)).toBe(message);
  });

  it("spouse or partner already present", () => {
    expect(spouseOrPartnerError([{ relationshipCode: "02" }], "add")).toBeNull();
    expect(spouseOrPartnerError([{ relationshipCode: "29" }], "add")).toBe(
      dependentMessages.oneSpouseOrPartner,
    );
    expect(spouseOrPartnerError([{ relationshipCode: "01", hasActiveCoverage: false }], "edit")).toBeNull();
    expect(spouseOrPartnerError([{ relationshipCode: "01", hasActiveCoverage: false }], "add")).toBe(
      dependentMessages.oneSpouseOrPartner,
    );
  });

  it.each([
    [
      "adultDental",
      "06/16/2005",
      { adultDentalAllowed: true },
      ["Members under 19 years old cannot be added to an Adult Dental plan."],
    ],
    ["adultDental", "06/15/2005", { adultDentalAllowed: true }, []],
    [
      "adultVision",
      "06/16/2005",
      { adultVisionAllowed: true },
      ["Members under 19 years old cannot be added to an Adult Vision plan."],
    ],
    ["adultVision", "06/16/2005", { adultVisionAllowed: false }, []],
    [
      "adultVision",
      "01/01/2000",
      { adultVisionAllowed: true, adultAge: 26 },
      ["Members under 26 years old cannot be added to an Adult Vision plan."],
    ],
    ["adultDental", null, { adultDentalAllowed: true }, []],
    ["other", "01/01/2020", { adultDentalAllowed: true }, []],
  ] as const)("%s born %s group %o", (product, birthDate, group, messages) => {
    const notices = dependentCoverageNotices({ birthDate, product, today, group });
    expect(notices.map((n) => n.message)).toEqual(messages);
    expect(notices.every((n) => !n.unchecks)).toBe(true);
  });

  it.each([
    ["29", "M", "F", { domesticPartner: false }, [dependentMessages.domesticPartnerNotAllowed]],
    ["29", "F", "F", { domesticPartner: true }, []],
    ["29", "F", "F", { civilUnion: false }, [dependentMessages.partnerSameGender]],
    ["01", "F", "F", { civilUnion: false }, [dependentMessages.spouseSameGender]],
    ["01", "M", "F", { civilUnion: false }, []],
    ["01", "F", "F", { civilUnion: true }, []],
    ["02", "F", "F", { civilUnion: false, domesticPartner: false }, []],
    ["01", "F", null, { civilUnion: false }, []],
  ] as const)(
    "relationship %s, sex %s, subscriber %s, group %o: unchecking notices",
    (relationshipCode, gender, subscriberGender, group, messages) => {
      const notices = dependentCoverageNotices({
        birthDate: "01/01/1990",
        product: "other",
        today,
        group,
        relationshipCode,
        gender,
        subscriberGender,
      });
      expect(notices.map((n) => n.message)).toEqual(messages);
      expect(notices.every((n) => n.unchecks)).toBe(true);
    },
  );

  it("cancel reason 06 is not eligible and unchecks", () => {
    expect(
      dependentCoverageNotices({ birthDate: "01/01/2010", product: "other", today, cancelReasonCode: "06" }),
    ).toEqual([{ message: "This dependent is not eligible for coverage.", unchecks: true }]);
  });

  it.each([
    ["07/01/2024", "07/01/2024", true],
    ["07/02/2024", "07/01/2024", true],
    ["06/30/2024", "07/01/2024", false],
    ["", "07/01/2024", false],
  ])("change %s vs line %s → %s", (change, line, expected) => {
    expect(dependentLineDateValid(change, line)).toBe(expected);
  });
});
