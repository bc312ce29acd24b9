import { describe, expect, it } from "vitest";
import { dependentFormSchema } from "../dependent/dependent.js";
import { dependentFormInputFromRecord, subscriberFormInputFromRecord } from "./fromRecord.js";
import { subscriberFormSchema } from "./subscriber.js";
import { dependentFromForm, subscriberFromForm } from "./toRecord.js";

const today = new Date(2024, 4, 20);
const subscriberValues = {
  prefix: "",
  firstName: "Ann",
  middleName: "Q",
  lastName: "Lee",
  suffix: "JR",
  gender: "F",
  birthDate: "02/03/1980",
  hireDate: "01/02/2010",
  coverageEffectiveDate: "06/01/2024",
  ssn: "123456789",
  confirmSsn: "123456789",
  address1: "1 Main St",
  address2: "",
  city: "Town",
  state: "PA",
  zipCode: "15222",
  zipExtension: "1234",
  homePhone: "(412) 555-1234",
  workPhone: "",
  mobilePhone: "",
  fax: "",
  workEmail: "ann.lee@example.com",
  cobra: false,
  otherInsuranceIndicator: "yes",
  medicareEligibleIndicator: "no",
  eventCode: "",
  eventDate: "",
} as const;

describe("records back to form values (the inverse of toRecord, for the server's checks)", () => {
  it("a subscriber record gives back the values it was made from", () => {
    const schema = subscriberFormSchema({ today, flow: "add" });
    const values = schema.parse(subscriberValues);
    const record = subscriberFromForm(values);
    const again = schema.parse(
      subscriberFormInputFromRecord(record, { ssn: "123456789", coverageEffectiveDate: "06/01/2024" }),
    );
    expect(again).toEqual(values);
  });

  it.each([
    ["unknown", ""],
    ["yes", "yes"],
    ["no", "no"],
  ] as const)("the record's indicator %s is the form's %j (unknown is unanswered)", (indicator, answer) => {
    const record = subscriberFromForm(subscriberFormSchema({ today, flow: "add" }).parse(subscriberValues));
    const input = subscriberFormInputFromRecord(
      { ...record, otherInsuranceIndicator: indicator },
      { ssn: "", coverageEffectiveDate: null },
    );
    expect(input.otherInsuranceIndicator).toBe(answer);
    expect(input.coverageEffectiveDate).toBe("");
  });

  it("a dependent record gives back its card's values", () => {
    const schema = dependentFormSchema({ today, flow: "add" });
    const values = schema.parse({
      firstName: "Kid",
      lastName: "Lee",
      gender: "M",
      birthDate: "03/04/2015",
      relationshipCode: "02",
      ssn: "987654321",
      dependentStatus: "F",
      otherInsuranceIndicator: "no",
      medicareEligibleIndicator: "no",
    });
    expect(schema.parse(dependentFormInputFromRecord(dependentFromForm(values)))).toEqual(values);
  });

  it("an empty record is empty values, which the forms then refuse with their messages", () => {
    const input = dependentFormInputFromRecord({
      fullName: {},
      medicareEligibleIndicator: "unknown",
      otherInsuranceIndicator: "unknown",
      memberCoverages: [],
    });
    expect(input).toMatchObject({ firstName: "", lastName: "", relationshipCode: "", ssn: "" });
    expect(dependentFormSchema({ today, flow: "add" }).safeParse(input).success).toBe(false);
  });
});
