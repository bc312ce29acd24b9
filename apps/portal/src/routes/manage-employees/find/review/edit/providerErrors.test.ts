import { employeeRecordSchema } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { providerErrorsByMember } from "./providerErrors.js";

const coverage = (groupNumber: string) => ({ groupNumber, memberLobs: [] });
const record = employeeRecordSchema.parse({
  subscriber: {
    fullName: { first: "Ada", last: "Lovelace" },
    memberCoverages: [coverage("100200"), coverage("100300")],
  },
  dependents: [{ fullName: { first: "Ben", last: "Lovelace" }, memberCoverages: [coverage("100300")] }],
});
const path = (member: string, c: number) =>
  `record.${member}.memberCoverages.${c}.providerInformation.physicianNumber`;

describe("providerErrorsByMember (enrollment.md §4 Provider validation on save)", () => {
  it.each([
    [
      "the subscriber's message in the group shown",
      { [path("subscriber", 1)]: "Please enter a valid Provider Number." },
      "100300",
      { subscriber: "Please enter a valid Provider Number." },
    ],
    [
      "a dependent's message, by its card key",
      { [path("dependents.0", 0)]: "Bad PCP" },
      "100300",
      { "dependent-0": "Bad PCP" },
    ],
    [
      "a message of another group stays off these cards",
      { [path("subscriber", 0)]: "Bad PCP" },
      "100300",
      {},
    ],
    [
      "a message on another field is not a provider's",
      { "record.subscriber.address1": "Required" },
      "100200",
      {},
    ],
  ])("%s", (_name, issues, groupNumber, expected) => {
    expect(providerErrorsByMember(issues, record, groupNumber)).toEqual(expected);
  });

  it("answers nothing before the record is read", () => {
    expect(providerErrorsByMember({ [path("subscriber", 0)]: "x" }, undefined, "100200")).toEqual({});
  });
});
