import { employeeRecordSchema } from "@epr/domain";
import { describe, expect, it } from "vitest";
import {
  dependentCardValues,
  withDependentAdded,
  withDependentRemoved,
  withDependentTyped,
  withMemberRecord,
  withQualifyingEvent,
  withSubscriberTyped,
} from "./editRecord.js";

const record = employeeRecordSchema.parse({
  globalCoverageEffectiveDate: "12/01/2026",
  subscriber: {
    pin: "01",
    ssn: "*****6789",
    fullName: { first: "Ada", last: "Lovelace" },
    address: { address1: "1 Main St", city: "Erie", state: "PA", zipCode: { base: "16501" } },
    memberCoverages: [{ groupNumber: "100100", memberLobs: [] }],
  },
  dependents: [
    {
      pin: "02",
      ssn: "*****1111",
      fullName: { first: "Kid", last: "Lovelace" },
      relationshipCode: "02",
      memberCoverages: [],
    },
  ],
});

describe("the edit's record changes (enrollment.md §4 Edit entry)", () => {
  it("a subscriber field typed changes it and keeps what the form does not hold", () => {
    const next = withSubscriberTyped(record, { city: "Pittsburgh" });
    expect(next.subscriber.address?.city).toBe("Pittsburgh");
    expect(next.subscriber).toMatchObject({
      pin: "01",
      ssn: "*****6789",
      memberCoverages: record.subscriber.memberCoverages,
    });
  });

  it.each([
    { values: { qualifyingEvent: "Test", qualifyingEventDate: "11/01/2026" }, date: "11/01/2026" },
    { values: { qualifyingEvent: "None", qualifyingEventDate: "" }, date: null },
  ])("qualifying event $values.qualifyingEvent", ({ values, date }) => {
    expect(withQualifyingEvent(record, values).subscriber).toMatchObject({
      qualifyingEvent: values.qualifyingEvent,
      qualifyingEventDate: date,
    });
  });

  it("an SSN on file shows empty on the card and is kept when left so", () => {
    const dependent = record.dependents[0];
    if (!dependent) throw new Error("no dependent");
    const values = dependentCardValues(dependent);
    expect(values.ssn).toBe("");
    const next = withDependentTyped(record, 0, { ...values, firstName: "Kit" });
    expect(next.dependents[0]).toMatchObject({ pin: "02", ssn: "*****1111", fullName: { first: "Kit" } });
  });

  it.each([
    { name: "a dependent added in the edit may be removed", index: 1, count: 1 },
    { name: "a dependent on file may not", index: 0, count: 2 },
  ])("$name", ({ index, count }) => {
    const added = withDependentAdded(record);
    expect(added.dependents[1]?.pin).toBeUndefined();
    expect(added.dependents[1]?.memberCoverages).toEqual([]);
    expect(withDependentRemoved(added, index).dependents).toHaveLength(count);
  });

  it.each([
    { index: 0, where: (r: typeof record) => r.subscriber.mnloa },
    { index: 1, where: (r: typeof record) => r.dependents[0]?.mnloa },
  ])("a member record of member $index", ({ index, where }) => {
    const mnloa = { startDate: "01/01/2026" } as never;
    expect(where(withMemberRecord(record, index, "mnloa", mnloa))).toBe(mnloa);
  });
});

describe("an indicator changed in the edit (enrollment.md §4: yes creates the empty record, anything else removes it)", () => {
  it.each([
    { kind: "other insurance", typed: { otherInsuranceIndicator: "yes" }, key: "otherInsurance" },
    { kind: "Medicare", typed: { medicareEligibleIndicator: "yes" }, key: "medicareEligible" },
  ] as const)("a dependent answering yes to $kind gets its empty record, for its card", ({ typed, key }) => {
    const dependent = record.dependents[0];
    if (!dependent) throw new Error("no dependent");
    const next = withDependentTyped(record, 0, { ...dependentCardValues(dependent), ...typed });
    expect(next.dependents[0]?.[key]).toEqual({});
  });

  it("a subscriber answering no removes the record, and an unchanged yes keeps the one on file", () => {
    const onFile = {
      ...record,
      subscriber: { ...record.subscriber, otherInsuranceIndicator: "yes" as const },
    };
    const withCarrier = withMemberRecord(onFile, 0, "otherInsurance", { carrierName: "Keystone" } as never);
    expect(withSubscriberTyped(withCarrier, { city: "Erie" }).subscriber.otherInsurance).toEqual({
      carrierName: "Keystone",
    });
    expect(
      withSubscriberTyped(withCarrier, { otherInsuranceIndicator: "no" }).subscriber.otherInsurance,
    ).toBeUndefined();
  });

  it("a dependent set to status M gets an empty MNLOA record", () => {
    const dependent = record.dependents[0];
    if (!dependent) throw new Error("no dependent");
    const next = withDependentTyped(record, 0, { ...dependentCardValues(dependent), dependentStatus: "M" });
    expect(next.dependents[0]?.mnloa).toEqual({});
  });
});
