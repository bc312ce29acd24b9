import { describe, expect, it } from "vitest";
import { errorsOf } from "../shared/testing.js";
import { employerSearchSchema } from "./employerSearch.js";

describe("employerSearchSchema (assist-employees.md §5 Employer search)", () => {
  it.each([
    [{}, { number: "Please enter a number or a name." }],
    [{ number: "123456", name: "Acme" }, { name: "Please search by number or by name, not both." }],
    [{ number: "12345" }, { number: "This must be at least 6 digits." }],
    [{ number: "123456" }, {}],
    [{ number: "12345a" }, { number: "There can only be digits here." }],
    [{ number: "1".repeat(16) }, { number: "Too Long" }],
    [{ name: "Ac" }, { name: "There has to be at least 3 characters here." }],
    [{ name: "Acm" }, {}],
    [{ name: "Acme", nameMatch: "CONTAINS" }, { name: "There has to be at least 5 characters here." }],
    [{ name: "Acme ", nameMatch: "CONTAINS" }, { name: "There has to be at least 5 characters here." }],
    [{ name: "Acmes", nameMatch: "CONTAINS" }, {}],
    [{ name: "A".repeat(36) }, { name: "Too Long" }],
    [{ name: "Acme", nameMatch: "ENDSWITH" }, { nameMatch: "Please enter the value in a valid format." }],
  ])("%o → %o", (values, expected) => {
    expect(errorsOf(employerSearchSchema, values)).toEqual(expected);
  });
});
