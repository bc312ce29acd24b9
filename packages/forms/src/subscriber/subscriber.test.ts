import { addDays, format } from "date-fns";
import { describe, expect, it } from "vitest";
import { errorsOf } from "../shared/testing.js";
import {
  isValidSsn,
  normalizeSsn,
  showsCobraCheckbox,
  subscriberFormSchema,
  subscriberMessages,
} from "./subscriber.js";

const today = new Date(2024, 4, 20, 9); // 05/20/2024
const us = (date: Date) => format(date, "MM/dd/yyyy");
const add = subscriberFormSchema({ today, flow: "add" });
const edit = subscriberFormSchema({ today, flow: "edit" });
const valid = {
  firstName: "Mary Ann",
  middleName: "",
  lastName: "O'Neil-Smith",
  gender: "F",
  birthDate: "02/03/1980",
  hireDate: "01/15/2024",
  coverageEffectiveDate: "05/01/2024",
  ssn: "123-45-6789",
  confirmSsn: "123456789",
  address1: "12 Main St #4",
  city: "Pittsburgh",
  state: "PA",
  zipCode: "15222",
  otherInsuranceIndicator: "no",
  medicareEligibleIndicator: "no",
};

describe("subscriberFormSchema (enrollment.md §5 Subscriber form)", () => {
  it("accepts a valid subscriber and normalises", () => {
    const result = add.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.ssn).toBe("123456789");
    expect(result.data?.cobra).toBe(false);
    expect(add.parse({ ...valid, birthDate: "1980-02-03" }).birthDate).toBe("02/03/1980");
  });

  it.each([
    ["firstName", "", "Please enter a first name"],
    ["firstName", "A".repeat(25), undefined],
    ["firstName", "A".repeat(26), "Please enter a first name"],
    ["firstName", "Ann  Marie", "Please enter a first name"],
    ["firstName", "Ann3", "Please enter a first name"],
    ["firstName", 42, "Please enter a first name"],
    ["middleName", "Q", undefined],
    ["middleName", "Q.", "Please enter a middle name"],
    ["lastName", undefined, "Please enter a last name"],
    ["lastName", "L".repeat(26), "Please enter a last name"],
    ["suffix", "JR", undefined],
    ["suffix", "ESQUIRE", "Please enter the value in a valid format."],
    ["gender", "", "Please select Gender"],
    ["gender", "X", "Please select Gender"],
    ["birthDate", "", "Please enter valid Date of Birth"],
    ["birthDate", "02/30/1980", "Please enter valid Date of Birth"],
    ["birthDate", "12/31/1899", "Please enter valid Date of Birth"],
    ["birthDate", "01/01/1900", undefined],
    ["birthDate", "05/21/2024", "Please enter valid Date of Birth"],
    ["birthDate", "05/01/2024", "Date of birth has to be less than Coverage effective date"],
    ["ssn", "", "Please enter a valid SSN"],
    ["ssn", "12345678", "Please enter a valid SSN"],
    ["ssn", "000-00-0000", "Please enter a valid SSN"],
    ["confirmSsn", "123456780", "SSN and Confirm SSN should have the same value."],
    ["confirmSsn", "", "This field is required"],
    ["address1", "", "This field is required"],
    ["address1", "12 Main St. Apt 4", "Please enter the value in a valid format."],
    ["address1", "A".repeat(41), "Please enter the value in a valid format."],
    ["address2", "Unit 5/B", undefined],
    ["address2", "Unit_5", "Please enter the value in a valid format."],
    ["city", "", "This field is required"],
    ["city", "St. Louis", "Please enter the value in a valid format."],
    ["state", "DC", undefined],
    ["state", "XX", "This field is required"],
    ["zipCode", "1522", "Please enter a valid zipcode"],
    ["zipCode", "152222", "Please enter a valid zipcode"],
    ["zipExtension", "123", "Please enter a valid zipcode"],
    ["zipExtension", "1234", undefined],
    ["homePhone", "(412) 555-1234", undefined],
    ["workPhone", "412-555-123", "Please enter the value in a valid format."],
    ["workEmail", "ann@example.com", undefined],
    ["workEmail", "ann@", "Please enter a valid e-mail address."],
    ["otherInsuranceIndicator", "unknown", "Please select from the options"],
    ["medicareEligibleIndicator", undefined, "Please select from the options"],
    ["cobra", "yes", "Please enter the value in a valid format."],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsOf(add, { ...valid, [field]: value })[field]).toBe(message);
  });

  it.each([
    ["hireDate", "01/01/1980", "Hire date cannot be earlier than the birth date"],
    ["hireDate", "05/02/2024", "Hire Date cannot be greater than coverage effective date"],
    ["hireDate", "13/01/2024", "Please enter a valid Date."],
    ["hireDate", "", undefined],
  ])("hire date %s = %s → %s", (field, value, message) => {
    expect(errorsOf(add, { ...valid, [field]: value })[field]).toBe(message);
  });

  it("checks hire date years 1900 to 2500", () => {
    expect(errorsOf(add, { ...valid, birthDate: "", hireDate: "01/01/1899" }).hireDate).toBe(
      subscriberMessages.outOfRange,
    );
  });

  it.each([
    ["", "Please enter a valid Date."],
    ["04/01/2024", undefined],
    ["03/31/2024", subscriberMessages.outOfRange],
    [us(addDays(today, 90)), undefined],
    [us(addDays(today, 91)), subscriberMessages.outOfRange],
    [us(addDays(today, 92)), subscriberMessages.outOfRange],
    ["01/14/2024", "Member effective date is before their date of birth"],
  ])("coverage effective date %s → %s", (value, message) => {
    expect(
      errorsOf(add, { ...valid, hireDate: "01/15/2024", coverageEffectiveDate: value }).coverageEffectiveDate,
    ).toBe(message);
  });

  it("uses the ASO and COBRA windows", () => {
    const aso = subscriberFormSchema({ today, flow: "add", aso: true });
    expect(
      errorsOf(aso, { ...valid, hireDate: "", coverageEffectiveDate: "05/01/2021" }).coverageEffectiveDate,
    ).toBeUndefined();
    expect(
      errorsOf(add, { ...valid, hireDate: "", cobra: true, coverageEffectiveDate: "03/15/2024" }),
    ).toEqual({});
    expect(
      errorsOf(add, { ...valid, hireDate: "", cobra: true, coverageEffectiveDate: "03/14/2024" })
        .coverageEffectiveDate,
    ).toBe(subscriberMessages.outOfRange);
  });

  it("edit flow: SSN and effective date are optional", () => {
    expect(errorsOf(edit, { ...valid, ssn: "", confirmSsn: "", coverageEffectiveDate: "" })).toEqual({});
  });

  it("add flow with the SSN on file (a resumed enrollment): the masked SSN is not entered or checked again", () => {
    const onFile = subscriberFormSchema({ today, flow: "add", ssnOnFile: true });
    expect(errorsOf(onFile, { ...valid, ssn: "*****6789", confirmSsn: "" })).toEqual({});
    expect(errorsOf(add, { ...valid, ssn: "*****6789", confirmSsn: "" }).ssn).toBe(subscriberMessages.ssn);
    // Both empty: each says so (the confirmation is required on its own).
    const empty = errorsOf(add, { ...valid, ssn: "", confirmSsn: "" });
    expect([empty.ssn, empty.confirmSsn]).toEqual([subscriberMessages.ssn, subscriberMessages.required]);
    // A wrong SSN is reported once, on the SSN, not again as a mismatch.
    expect(errorsOf(add, { ...valid, ssn: "12", confirmSsn: "13" }).confirmSsn).toBeUndefined();
  });

  it("shows every field error at once", () => {
    const errors = errorsOf(add, {});
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        "firstName",
        "lastName",
        "gender",
        "birthDate",
        "ssn",
        "address1",
        "city",
        "state",
        "zipCode",
      ]),
    );
  });

  it("rejects wrong types without throwing", () => {
    expect(add.safeParse(null).success).toBe(false);
    expect(add.safeParse({ ...valid, birthDate: 20240101 }).success).toBe(false);
  });

  describe("life event (enrollment.md §5)", () => {
    const sep = subscriberFormSchema({
      today,
      flow: "add",
      lifeEventRequired: true,
      outsideOpenEnrollment: true,
      lifeEventRules: [{ lifeEventId: "BIRTH", lifeEventDescription: "Birth", beforeDays: 0, afterDays: 30 }],
    });
    it.each([
      ["", "05/01/2024", "eventCode", "Please select a valid reason."],
      ["OTHER", "05/01/2024", "eventCode", "Please select a valid reason."],
      ["BIRTH", "", "eventDate", "Please enter a valid Date."],
      ["BIRTH", "04/20/2024", "eventDate", undefined],
      [
        "BIRTH",
        "03/31/2024",
        "eventDate",
        "The life event date is outside the allowable Special Enrollment Period.",
      ],
      [
        "BIRTH",
        "05/02/2024",
        "eventDate",
        "The life event date is outside the allowable Special Enrollment Period.",
      ],
    ])("reason %s date %s → %s %s", (eventCode, eventDate, field, message) => {
      expect(errorsOf(sep, { ...valid, eventCode, eventDate })[field]).toBe(message);
    });
  });

  it("a life event window permits an earlier effective date outside open enrollment", () => {
    const sep = subscriberFormSchema({
      today,
      flow: "add",
      lifeEventRequired: true,
      outsideOpenEnrollment: true,
      lifeEventRules: [{ lifeEventId: "BIRTH", lifeEventDescription: "Birth", beforeDays: 0, afterDays: 30 }],
    });
    const early = { ...valid, hireDate: "", coverageEffectiveDate: "03/10/2024", eventCode: "BIRTH" };
    expect(errorsOf(sep, { ...early, eventDate: "03/01/2024" })).toEqual({});
    expect(errorsOf(sep, { ...early, eventDate: "01/01/2024" }).coverageEffectiveDate).toBe(
      subscriberMessages.outOfRange,
    );
  });

  it("helpers", () => {
    expect(normalizeSsn("123-45-6789")).toBe("123456789");
    expect(isValidSsn("000000000")).toBe(false);
    expect(showsCobraCheckbox({})).toBe(true);
    expect(showsCobraCheckbox({ aso: true })).toBe(false);
    expect(showsCobraCheckbox({ brand: { hidesCobraCheckbox: true } })).toBe(false);
  });
});
