import { ApiError } from "@epr/contract";
import {
  domainMessages,
  type EditBookkeeping,
  type EmployeeRecord,
  emptyBookkeeping,
  fillMessage,
  type MemberLob,
} from "@epr/domain";
import { describe, expect, it } from "vitest";
import { editPayload, editSaveFailure, preSaveEdit, reportCodesToValidate } from "./editSave.js";

const today = new Date(2026, 10, 22);
const lob = (lineOfBusiness: string, extra: Partial<MemberLob> = {}): MemberLob => ({
  lineOfBusiness,
  coverageType: lineOfBusiness === "DEN" ? "DENTAL" : "MEDICAL",
  coverageEffectiveDate: "01/01/2026",
  ...extra,
});
const coverage = (lines: MemberLob[], groupNumber = "100100") => ({ groupNumber, memberLobs: lines });
const member = (first: string, relationshipCode: string, lines: MemberLob[] | null) => ({
  fullName: { first, last: "Lee" },
  relationshipCode,
  medicareEligibleIndicator: "unknown" as const,
  otherInsuranceIndicator: "unknown" as const,
  memberCoverages: lines ? [coverage(lines)] : [],
});
function record(dependents: ReturnType<typeof member>[] = [], city = "Erie"): EmployeeRecord {
  return {
    umi: "M1",
    globalCoverageEffectiveDate: "12/01/2026",
    subscriber: {
      ...member("Ann", "20", [lob("MED")]),
      address: { address1: "1 Main St", city, state: "PA", zipCode: { base: "16501" } },
    },
    dependents,
  } as EmployeeRecord;
}
const deletion: EditBookkeeping = {
  coverages: {
    forAddition: [],
    forDeletion: [
      { groupNumber: "100100", lineOfBusiness: "MED", cancelReasonCode: "01", cancelDate: "12/31/2026" },
    ],
  },
};

describe("preSaveEdit (enrollment.md §4 Pre-save in edit)", () => {
  it.each([
    {
      name: "lines deleted without any addition block the save with the employee's name",
      bookkeeping: deletion,
      want: { kind: "blocked", message: fillMessage(domainMessages.addCoverageFor, { name: "Ann Lee" }) },
    },
    {
      name: "a deletion with an addition goes on",
      bookkeeping: {
        coverages: {
          ...deletion.coverages,
          forAddition: [{ groupNumber: "100100", lineOfBusiness: "DEN" }],
        },
      },
      want: { kind: "prepared" },
    },
    { name: "no coverage change goes on", bookkeeping: emptyBookkeeping(), want: { kind: "prepared" } },
  ])("$name", ({ bookkeeping, want }) => {
    expect(preSaveEdit({ record: record(), bookkeeping }, today)).toMatchObject(want);
  });

  it("new-member lines take the global effective date; kept lines keep theirs", () => {
    const newcomer = member("Kid", "02", [lob("MED", { coverageEffectiveDate: "updateMe" })]);
    const result = preSaveEdit({ record: record([newcomer]), bookkeeping: emptyBookkeeping() }, today);
    if (result.kind !== "prepared") throw new Error(result.message);
    expect(result.record.dependents[0]?.memberCoverages[0]?.memberLobs[0]?.coverageEffectiveDate).toBe(
      "12/01/2026",
    );
    expect(result.record.subscriber.memberCoverages[0]?.memberLobs[0]?.coverageEffectiveDate).toBe(
      "01/01/2026",
    );
  });

  it("deletion-marked lines receive their cancel reason and date, and categories are recomputed", () => {
    const bookkeeping = {
      coverages: { ...deletion.coverages, forAddition: [{ groupNumber: "100100", lineOfBusiness: "DEN" }] },
    };
    const spouse = member("Sam", "01", [lob("MED")]);
    const result = preSaveEdit({ record: record([spouse]), bookkeeping }, today);
    if (result.kind !== "prepared") throw new Error(result.message);
    expect(result.record.subscriber.memberCoverages[0]?.memberLobs[0]).toMatchObject({
      cancelReasonCode: "01",
      coverageEndDate: "12/31/2026",
    });
    expect(result.record.subscriber.memberCoverages[0]?.memberLobs[0]?.coverageCategoryCode).toBeTruthy();
  });

  it.each([
    {
      name: "every dependent covered: nothing to ask",
      dependents: [member("Kid", "02", [lob("MED")])],
      want: [],
    },
    {
      name: "a dependent with no coverage line is listed by index and name",
      dependents: [member("Kid", "02", [lob("MED")]), member("New", "02", null)],
      want: [{ index: 1, name: "New Lee" }],
    },
  ])("uncovered dependents: $name", ({ dependents, want }) => {
    const result = preSaveEdit({ record: record(dependents), bookkeeping: emptyBookkeeping() }, today);
    expect(result).toMatchObject({ kind: "prepared", uncovered: want });
  });
});

describe("editPayload (enrollment.md §4 Edit save, Save routing)", () => {
  const original = record([member("Kid", "02", [lob("MED")])]);
  it.each([
    {
      name: "nothing changed rejects with 'No changes to save'",
      current: original,
      removed: [],
      want: { ok: false, message: domainMessages.noChanges },
    },
    {
      name: "a subscriber field changed sends the group",
      current: record([member("Kid", "02", [lob("MED")])], "Pittsburgh"),
      removed: [],
      want: { ok: true },
    },
    {
      name: "an uncovered dependent confirmed away leaves nothing to save",
      current: record([member("Kid", "02", [lob("MED")]), member("New", "02", null)]),
      removed: [1],
      want: { ok: false, message: domainMessages.noChanges },
    },
  ])("$name", ({ current, removed, want }) => {
    expect(editPayload(current, { original, bookkeeping: emptyBookkeeping() }, removed, today)).toMatchObject(
      want,
    );
  });

  it("drops a spouse with no active or deletion-marked product", () => {
    const spouse = member("Sam", "01", [lob("MED", { coverageEndDate: "01/31/2026" })]);
    const current = record([member("Kid", "02", [lob("MED")]), spouse], "Pittsburgh");
    const result = editPayload(current, { original, bookkeeping: emptyBookkeeping() }, [], today);
    expect(result.ok && result.record.dependents.map((d) => d.fullName.first)).toEqual(["Kid"]);
  });
});

describe("reportCodesToValidate (enrollment.md §7 Validate report codes)", () => {
  it.each([
    { name: "no codes: nothing to ask", codes: [], want: [] },
    {
      name: "the subscriber's codes per group, upper-cased, from the group's effective date",
      codes: [{ type: "Division", abbreviatedType: "DIV", value: "ab", required: true }],
      want: [
        {
          groupNumber: "100100",
          coverageStartDate: "01/01/2026",
          reportCodes: [{ abbreviatedType: "DIV", type: "Division", value: "AB", required: true }],
        },
      ],
    },
  ])("$name", ({ codes, want }) => {
    const r = record();
    r.subscriber.memberCoverages = [{ ...coverage([lob("MED")]), reportCodes: codes }];
    expect(reportCodesToValidate(r)).toEqual(want);
  });
});

describe("editSaveFailure (enrollment.md §8; concurrent edits)", () => {
  it.each([
    {
      name: "412 → the stale-version message",
      error: new ApiError(412, { message: "Precondition Failed" }),
      want: { kind: "changedElsewhere", message: domainMessages.employeeStale },
    },
    {
      name: "409 pendingTransaction → the pending modal with the server's sentence",
      error: new ApiError(409, { message: domainMessages.pendingEdit, code: "pending_transaction" }),
      want: { kind: "pending", message: domainMessages.pendingEdit },
    },
    {
      name: "422 invalid providers → the fields' messages",
      error: new ApiError(422, {
        message: domainMessages.invalidProviders,
        issues: [
          { path: "record.subscriber.memberCoverages.0.providerInformation", message: "Not a valid PCP." },
        ],
      }),
      want: {
        kind: "invalid",
        message: domainMessages.invalidProviders,
        issues: [{ message: "Not a valid PCP." }],
      },
    },
    {
      name: "another refusal → its message in a Warning",
      error: new ApiError(400, { message: domainMessages.noChanges }),
      want: { kind: "warning", message: domainMessages.noChanges },
    },
    {
      name: "a server failure → the service error on edit",
      error: new ApiError(500, { message: "boom" }),
      want: { kind: "warning", message: domainMessages.serviceErrorOnEdit },
    },
    {
      name: "no answer at all → the service error on edit",
      error: new TypeError("Failed to fetch"),
      want: { kind: "warning", message: domainMessages.serviceErrorOnEdit },
    },
  ])("$name", ({ error, want }) => {
    expect(editSaveFailure(error)).toMatchObject(want);
  });
});
