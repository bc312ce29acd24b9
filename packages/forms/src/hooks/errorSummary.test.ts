import { describe, expect, it } from "vitest";
import { errorSummaryItems } from "./errorSummary.js";

describe("errorSummaryItems", () => {
  it("lists the errors in the fields' order, each linked to its control", () => {
    const errors = {
      memberId: { type: "custom", message: "Please enter the value in a valid format." },
      lastName: { type: "custom", message: "There has to be at least 3 characters here." },
      groupNumber: { type: "custom" },
    };
    expect(
      errorSummaryItems(errors, {
        lastName: "search-lastName",
        groupNumber: "g",
        memberId: "search-memberId",
      }),
    ).toEqual([
      { fieldId: "search-lastName", message: "There has to be at least 3 characters here." },
      { fieldId: "search-memberId", message: "Please enter the value in a valid format." },
    ]);
  });
});
