import { ApiError } from "@epr/contract";
import { domainMessages } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { failureOf } from "./stepOutcome.js";

describe("a plan administrator step's failed save (session-and-admin.md §8)", () => {
  it.each([
    [
      "a refusal the server explained says its reason",
      new ApiError(409, { message: "That user ID is taken." }),
      "That user ID is taken.",
    ],
    [
      "a server error never shows its own words",
      new ApiError(500, { message: "relation x does not exist" }),
      domainMessages.genericErrorText,
    ],
    ["no answer at all", new TypeError("Failed to fetch"), domainMessages.genericErrorText],
  ])("%s", (_case, error, message) => {
    expect(failureOf(error)).toEqual({ kind: "failure", message });
  });
});
