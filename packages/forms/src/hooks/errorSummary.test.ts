import { describe, expect, it } from "vitest";
import { errorSummaryItems, summaryLinkText } from "./errorSummary.js";

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

describe("summaryLinkText: the summary says which field when the message does not", () => {
  it.each([
    ["This field is required", "Date of Birth", "Date of Birth: This field is required"],
    ["Please select from the options", "Other Insurance", "Other Insurance: Please select from the options"],
    [
      "Please enter a valid Date.",
      "Coverage Effective Date",
      "Coverage Effective Date: Please enter a valid Date.",
    ],
    ["This field is required", "Confirm SSN", "Confirm SSN: This field is required"],
    ["This field is required", "Address 1 *", "Address 1: This field is required"],
    [
      "Please select from the options",
      "Does the member have other insurance?",
      "Does the member have other insurance? Please select from the options",
    ],
    // the message names its field: kept as it is
    ["Please enter valid Date of Birth", "Date of Birth", "Please enter valid Date of Birth"],
    ["Please enter a first name", "Legal First Name", "Please enter a first name"],
    ["Please enter a valid zipcode", "ZIP Code", "Please enter a valid zipcode"],
    ["Please enter a valid SSN", "SSN", "Please enter a valid SSN"],
    [
      "SSN and Confirm SSN should have the same value.",
      "Confirm SSN",
      "SSN and Confirm SSN should have the same value.",
    ],
    ["Please select Gender", "Gender", "Please select Gender"],
    ["Please select a relationship", "Relationship", "Please select a relationship"],
    // no label known: the message alone
    ["This field is required", "", "This field is required"],
    ["This field is required", null, "This field is required"],
  ])("%j at %j → %j", (message, label, text) => {
    expect(summaryLinkText(message, label)).toBe(text);
  });
});
