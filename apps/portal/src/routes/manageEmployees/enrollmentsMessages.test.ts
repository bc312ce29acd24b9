import { ApiError } from "@epr/contract";
import { domainMessages } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { enrollmentStatusLabel, enrollmentsErrorMessage } from "./enrollmentsMessages.js";

describe("the enrollments-in-process messages (enrollment.md §8)", () => {
  it.each([
    [
      "an answer of an unexpected shape",
      new ApiError(502, { message: "x", code: "bad_response" }),
      domainMessages.enrollmentsUnexpected,
    ],
    ["a refusal", new ApiError(403, { message: "No.", code: "forbidden" }), domainMessages.genericErrorText],
    [
      "a server failure without a code",
      new ApiError(500, { message: "Oops" }),
      domainMessages.genericErrorText,
    ],
    [
      "no answer at all",
      new ApiError(0, { message: "offline", code: "network" }),
      domainMessages.genericErrorText,
    ],
    ["not an API error", new Error("boom"), domainMessages.genericErrorText],
  ])("%s → its message, never the empty-list message", (_name, error, message) => {
    expect(enrollmentsErrorMessage(error)).toBe(message);
    expect(enrollmentsErrorMessage(error)).not.toBe(domainMessages.noEnrollments);
  });

  it("statuses read as the add flow's outcome titles", () => {
    expect(enrollmentStatusLabel).toEqual({
      SAVED: "Saved",
      SUBMITTED: "Submitted",
      PARTIAL_SUBMIT: "Partially Submitted",
    });
  });
});
