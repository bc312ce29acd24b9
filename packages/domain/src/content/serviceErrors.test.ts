import { describe, expect, it } from "vitest";
import { assistMessages, domainMessages, sessionMessages } from "../messages.js";
import { serviceErrorCatalogue, serviceErrorCatalogueSchema, serviceErrorMessage } from "./serviceErrors.js";

describe("serviceErrorMessage (enrollment.md §8: returnCode in baseMessage, generic fallback)", () => {
  it.each([
    ["10023", domainMessages.enrollmentsUnexpected],
    [10023, domainMessages.enrollmentsUnexpected],
    [" 100231 ", domainMessages.noEnrollments],
    ["100212", sessionMessages.enrollmentReportsUnavailable],
    ["999999", assistMessages.unableToProcess],
    ["", assistMessages.unableToProcess],
    [null, assistMessages.unableToProcess],
    [undefined, assistMessages.unableToProcess],
    ["toString", assistMessages.unableToProcess],
  ])("%j → %s", (code, message) => {
    expect(serviceErrorMessage(serviceErrorCatalogue, code)).toBe(message);
  });

  it("the catalogue parses with its schema and carries the generic failures of assist-employees.md §8", () => {
    const parsed = serviceErrorCatalogueSchema.parse(serviceErrorCatalogue);
    expect(Object.values(parsed.failures)).toEqual(
      expect.arrayContaining([assistMessages.noItems, assistMessages.unexpected, assistMessages.serverError]),
    );
  });
});
