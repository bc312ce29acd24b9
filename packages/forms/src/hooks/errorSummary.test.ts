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

  it("reads nested fields by their dotted path", () => {
    const errors = {
      partA: { startDate: { type: "custom", message: "Please enter a Part A or Part B effective date" } },
      partCInfo: null,
    };
    expect(
      errorSummaryItems(errors as never, {
        claimNumber: "m-claim",
        "partA.startDate": "m-partA-start",
        "partCInfo.effectiveDate": "m-partC-effective",
      }),
    ).toEqual([{ fieldId: "m-partA-start", message: "Please enter a Part A or Part B effective date" }]);
  });
});
