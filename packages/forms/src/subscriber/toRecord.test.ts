import { dependentSchema, subscriberSchema } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { dependentFormSchema } from "../dependent/dependent.js";
import { subscriberFormSchema } from "./subscriber.js";
import { dependentFromForm, subscriberFromForm } from "./toRecord.js";

const today = new Date(2024, 4, 20);

describe("form values to records (enrollment.md §3)", () => {
  it("builds a subscriber the entity schema accepts", () => {
    const values = subscriberFormSchema({ today, flow: "add" }).parse({
      firstName: "Ann",
      lastName: "Lee",
      suffix: "JR",
      gender: "F",
      birthDate: "1980-02-03",
      coverageEffectiveDate: "05/01/2024",
      ssn: "123456789",
      confirmSsn: "123456789",
      address1: "1 Main St",
      city: "Town",
      state: "PA",
      zipCode: "15222",
      homePhone: "(412) 555-1234",
      otherInsuranceIndicator: "yes",
      medicareEligibleIndicator: "no",
    });
    const record = subscriberFromForm(values, {
      pin: "P1",
      memberCoverages: [{ groupNumber: "1", memberLobs: [] }],
    });
    expect(subscriberSchema.safeParse(record).success).toBe(true);
    expect(record).toMatchObject({
      pin: "P1",
      relationshipCode: "20",
      birthDate: "02/03/1980",
      fullName: { first: "Ann", middle: null, suffix: "JR" },
      address: { zipCode: { base: "15222", extension: null } },
      phones: { home: "(412) 555-1234", work: null },
      otherInsuranceIndicator: "yes",
      cobra: { value: false },
    });
    expect(record.memberCoverages).toHaveLength(1);
  });

  it("keeps the SSN and event data in edit", () => {
    const values = subscriberFormSchema({ today, flow: "edit" }).parse({
      firstName: "Ann",
      lastName: "Lee",
      gender: "F",
      birthDate: "02/03/1980",
      address1: "1 Main St",
      city: "Town",
      state: "PA",
      zipCode: "15222",
      otherInsuranceIndicator: "no",
      medicareEligibleIndicator: "no",
    });
    const record = subscriberFromForm(values, {
      ssn: "999887777",
      eventCode: "BIRTH",
      eventDate: "01/01/2024",
    });
    expect(record).toMatchObject({
      ssn: "999887777",
      eventCode: "BIRTH",
      eventDate: "01/01/2024",
      memberCoverages: [],
    });
    expect(subscriberFromForm(values).ssn).toBeNull();
  });

  it("builds a dependent the entity schema accepts", () => {
    const values = dependentFormSchema({ today, flow: "add" }).parse({
      firstName: "Kim",
      lastName: "Lee",
      gender: "M",
      birthDate: "01/01/2010",
      relationshipCode: "02",
      otherInsuranceIndicator: "no",
      medicareEligibleIndicator: "no",
    });
    const record = dependentFromForm(values);
    expect(dependentSchema.safeParse(record).success).toBe(true);
    expect(record).toMatchObject({
      relationshipCode: "02",
      dependentStatus: null,
      ssn: null,
      memberCoverages: [],
    });
    expect(
      dependentFromForm({ ...values, ssn: "123456789", dependentStatus: "F" }, { pin: "D1" }),
    ).toMatchObject({
      pin: "D1",
      ssn: "123456789",
      dependentStatus: "F",
    });
  });
});
