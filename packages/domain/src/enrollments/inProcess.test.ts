import { describe, expect, it } from "vitest";
import {
  canDeleteEnrollment,
  embedEnrollments,
  enrollmentCounts,
  enrollmentLandingRedirect,
  enrollmentsListMessage,
  interpretPendingCheck,
  isMaskedSsn,
  maskMemberId,
  maskSsn,
  pageEnrollments,
} from "./inProcess.js";

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    firstName: "A",
    lastName: `Name${String(n - i).padStart(3, "0")}`,
    status: "SAVED",
  }));

describe("enrollments in process (enrollment.md §2, §8, §9)", () => {
  it.each([
    ["123456789", "*****6789"],
    ["6789", "*****6789"],
    ["789", "*****"],
    [null, "*****"],
  ])("masks %s as %s", (value, masked) => {
    expect(maskMemberId(value)).toBe(masked);
  });

  it("masks a 9-character SSN only", () => {
    expect(maskSsn("123456789")).toBe("*****6789");
    expect(maskSsn("12345")).toBe("12345");
    expect(maskSsn(null)).toBe("");
  });

  it.each([
    ["*****4354", true],
    [maskSsn("123456789"), true],
    ["****4354", false],
    ["*****435", false],
    ["123454354", false],
    ["", false],
    [null, false],
  ])("reads %s as masked: %s", (value, masked) => {
    expect(isMaskedSsn(value)).toBe(masked);
  });

  it.each([
    [20, 1, 20, 1],
    [21, 1, 20, 2],
    [21, 2, 1, 2],
    [0, 1, 0, 1],
    [21, 9, 1, 2],
    [21, Number.NaN, 20, 2],
  ])("%i rows, page %i → %i rows of %i pages", (count, page, size, pages) => {
    const result = pageEnrollments(rows(count), page);
    expect(result.rows).toHaveLength(size);
    expect(result.pageCount).toBe(pages);
    expect(result.total).toBe(count);
  });

  it("orders by last name", () => {
    expect(pageEnrollments(rows(3), 1).rows.map((r) => r.lastName)).toEqual([
      "Name001",
      "Name002",
      "Name003",
    ]);
    expect(
      pageEnrollments([{ lastName: "b" }, { firstName: "z" }, { lastName: "A" }], 1).rows.map(
        (r) => r.lastName,
      ),
    ).toEqual([undefined, "A", "b"]);
  });

  it.each([
    [5, 5, false],
    [6, 5, true],
  ])("embed of %i rows shows %i, more %s", (count, shown, more) => {
    const result = embedEnrollments(rows(count));
    expect(result.rows).toHaveLength(shown);
    expect(result.more).toBe(more);
  });

  it.each([
    ["SAVED", true],
    ["saved ", true],
    ["SUBMITTED", false],
    [null, false],
  ])("status %s deletable: %s", (status, expected) => {
    expect(canDeleteEnrollment({ status })).toBe(expected);
  });

  it("counts by status", () => {
    expect(
      enrollmentCounts([
        { status: "SAVED" },
        { status: "SUBMITTED" },
        { status: "Partial Submit" },
        { status: "PARTIAL_SUBMIT" },
        {},
      ]),
    ).toEqual({ enrollSaved: 1, enrollSubmitted: 1, enrollPartialSubmit: 2, enrollmentTotal: 5 });
  });

  it.each([
    ["10023", "We're sorry Something unexpected happened."],
    [100231, "There are no enrollments in process to display."],
    [null, "There are no enrollments in process to display."],
    ["500", "We apologize, but there seems to be an error with this page. Please try again later."],
  ])("code %s → %s", (code, message) => {
    expect(enrollmentsListMessage(code)).toBe(message);
  });

  it.each([
    [{ pending: true }, "pending"],
    [{ pending: false }, "clear"],
    [{ returnCode: "100231" }, "clear"],
    [{ returnCode: 500 }, "error"],
  ])("pending check %o → %s", (response, outcome) => {
    expect(interpretPendingCheck(response)).toBe(outcome);
  });
});

describe("enrollmentLandingRedirect (enrollment.md §2 employee.enrollment)", () => {
  it.each([
    [{ viewEmployees: false, clientCancelled: false, agreedToConditions: false }, "home"],
    [{ viewEmployees: false, clientCancelled: true, agreedToConditions: false }, "home"],
    [{ viewEmployees: true, clientCancelled: true, agreedToConditions: false }, "cancelledConditions"],
    [{ viewEmployees: true, clientCancelled: true, agreedToConditions: true }, null],
    [{ viewEmployees: true, clientCancelled: false, agreedToConditions: false }, null],
  ] as const)("%o → %s", (input, where) => {
    expect(enrollmentLandingRedirect(input)).toBe(where);
  });
});
