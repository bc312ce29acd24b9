import { ApiError } from "@epr/contract";
import { domainMessages, serviceErrorCatalogue, serviceErrorMessage } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { enrollmentStatusLabel, enrollmentsReturnCode } from "./enrollmentsMessages.js";

describe("the enrollments-in-process messages (enrollment.md §8)", () => {
  it.each([
    ["an answer of an unexpected shape", new ApiError(502, { message: "x", code: "bad_response" }), "10023"],
    ["a refusal", new ApiError(403, { message: "No.", code: "forbidden" }), "forbidden"],
    ["a server failure without a code", new ApiError(500, { message: "Oops" }), "500"],
    ["not an API error", new Error("boom"), null],
  ])("%s → return code %s, looked up in the catalogue", (_name, error, code) => {
    expect(enrollmentsReturnCode(error)).toBe(code);
  });

  it.each([
    ["10023", domainMessages.enrollmentsUnexpected],
    ["forbidden", serviceErrorCatalogue.generic],
    ["500", serviceErrorCatalogue.generic],
  ])("the seeded catalogue answers %s with its message, never the empty-list message", (code, message) => {
    expect(serviceErrorMessage(serviceErrorCatalogue, code)).toBe(message);
    expect(message).not.toBe(domainMessages.noEnrollments);
  });

  it("statuses read as the add flow's outcome titles", () => {
    expect(enrollmentStatusLabel).toEqual({
      SAVED: "Saved",
      SUBMITTED: "Submitted",
      PARTIAL_SUBMIT: "Partially Submitted",
    });
  });
});
