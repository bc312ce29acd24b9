import type { ExistingSubscriber, FraudCheckResponse, SsnCheckResponse } from "@epr/contract";
import { EMPLOYEE_DETAILS_FRAUD, type Subscriber } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { type ExistingSsnOutcome, existingSsnOutcome, fraudCheckRequest } from "./existingSsn.js";

const onFile: ExistingSubscriber = {
  umi: "M00000042",
  fullName: { first: "Ada", middle: "J", last: "Lind" },
  gender: "F",
  birthDate: "05/23/1988",
  ssn: "*****6789",
  memberCoverages: [
    { groupNumber: "100100", memberLobs: [] },
    { groupNumber: "100107", memberLobs: [] },
    { groupNumber: "100100", memberLobs: [] },
  ],
};
const validate: ExistingSsnOutcome = {
  kind: "validate",
  match: {
    name: "Ada J Lind",
    memberId: "M00000042",
    ssn: "*****6789",
    birthDate: "05/23/1988",
    gender: "F",
    groups: ["100100", "100107"],
  },
};
const fraud: FraudCheckResponse = { fraud: true, description: EMPLOYEE_DETAILS_FRAUD };

describe("existingSsnOutcome (enrollment.md §5 existing-SSN check, §8 EMPLOYEE-DETAILS-FRAUD)", () => {
  it.each<[string, FraudCheckResponse, SsnCheckResponse | null, ExistingSsnOutcome]>([
    ["nobody has the SSN", { fraud: false }, null, { kind: "none" }],
    ["this client's employee, same details", { fraud: false, subscriber: onFile }, null, validate],
    ["this client's employee, other details", fraud, { exists: true, subscriber: onFile }, validate],
    ["another client's member", fraud, { exists: false }, { kind: "fraud" }],
    ["this client's employee the administrator may not read", fraud, { exists: true }, { kind: "fraud" }],
    ["fraud with no same-client answer", fraud, null, { kind: "fraud" }],
  ])("%s", (_, fraudAnswer, sameClient, outcome) => {
    expect(existingSsnOutcome(fraudAnswer, sameClient)).toEqual(outcome);
  });
});

const subscriber = (changes: Partial<Subscriber>): Subscriber =>
  ({
    fullName: { first: "Elena", last: "Quill" },
    gender: "F",
    birthDate: "05/23/1988",
    ssn: "123456789",
    memberCoverages: [],
    ...changes,
  }) as Subscriber;

describe("fraudCheckRequest (enrollment.md §7: ssn, names, gender, date of birth MM/dd/yyyy)", () => {
  it.each<[string, Partial<Subscriber>, ReturnType<typeof fraudCheckRequest>]>([
    [
      "a typed SSN",
      {},
      { ssn: "123456789", firstName: "Elena", lastName: "Quill", gender: "F", dob: "05/23/1988" },
    ],
    [
      "an SSN typed with dashes",
      { ssn: "123-45-6789" },
      { ssn: "123456789", firstName: "Elena", lastName: "Quill", gender: "F", dob: "05/23/1988" },
    ],
    ["a resumed enrollment's masked SSN", { ssn: "*****6789" }, null],
    ["no SSN", { ssn: null }, null],
    ["no birth date", { birthDate: null }, null],
  ])("%s", (_, changes, request) => {
    expect(fraudCheckRequest(subscriber(changes))).toEqual(request);
  });
});
