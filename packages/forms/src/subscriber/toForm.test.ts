import { describe, expect, it } from "vitest";
import { dependentFormSchema } from "../dependent/dependent.js";
import { subscriberFormSchema } from "./subscriber.js";
import { dependentFormFromRecord, subscriberFormFromRecord } from "./toForm.js";
import { dependentFromForm, subscriberFromForm } from "./toRecord.js";

const today = new Date(2024, 4, 20);

const subscriberInput = {
  prefix: "DR",
  firstName: "Ann",
  middleName: "B",
  lastName: "Lee",
  suffix: "JR",
  gender: "F",
  birthDate: "02/03/1980",
  hireDate: "01/15/2024",
  coverageEffectiveDate: "05/01/2024",
  ssn: "123456789",
  confirmSsn: "123456789",
  address1: "1 Main St",
  address2: "Apt 2",
  city: "Town",
  state: "PA",
  zipCode: "15222",
  zipExtension: "1234",
  homePhone: "(412) 555-1234",
  workPhone: "",
  mobilePhone: "",
  fax: "",
  workEmail: "ann@example.com",
  cobra: false,
  otherInsuranceIndicator: "yes",
  medicareEligibleIndicator: "no",
  eventCode: "",
  eventDate: "",
} as const;

describe("records back to form values (enrollment.md §4 Resuming: a saved step shows what was saved)", () => {
  it("round-trips a subscriber: form → record → form gives the same values", () => {
    const values = subscriberFormSchema({ today, flow: "add" }).parse(subscriberInput);
    const record = subscriberFromForm(values);
    expect(subscriberFormFromRecord(record, { globalCoverageEffectiveDate: "05/01/2024" })).toEqual(
      subscriberInput,
    );
  });

  it("round-trips a dependent", () => {
    const input = {
      prefix: "",
      firstName: "Kim",
      middleName: "",
      lastName: "Lee",
      suffix: "",
      gender: "M",
      birthDate: "03/04/2010",
      relationshipCode: "02",
      ssn: "",
      dependentStatus: "F",
      otherInsuranceIndicator: "no",
      medicareEligibleIndicator: "no",
    };
    const values = dependentFormSchema({ today, flow: "add" }).parse(input);
    expect(dependentFormFromRecord(dependentFromForm(values))).toEqual(input);
  });

  it.each([
    ["unknown", ""],
    [null, ""],
    ["yes", "yes"],
    ["no", "no"],
  ])("shows indicator %s as %j (unknown is unanswered)", (stored, shown) => {
    expect(
      subscriberFormFromRecord({ otherInsuranceIndicator: stored as never }).otherInsuranceIndicator,
    ).toBe(shown);
  });

  it("shows suffix NONE as no suffix, and an empty record as an empty form", () => {
    expect(dependentFormFromRecord({ fullName: { first: "A", last: "B", suffix: "NONE" } }).suffix).toBe("");
    expect(subscriberFormFromRecord({})).toMatchObject({
      firstName: "",
      ssn: "",
      confirmSsn: "",
      cobra: false,
    });
  });
});
