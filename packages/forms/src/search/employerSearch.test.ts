import { describe, expect, it } from "vitest";
import { errorsOf } from "../shared/testing.js";
import { clientSearchFormSchema, employerSearchSchema } from "./employerSearch.js";

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

describe("clientSearchFormSchema (session-and-admin.md §2 /clients: the employer search with a status filter)", () => {
  it.each([
    [{ name: "Ash" }, {}],
    [{ name: "Ash", status: "Cancelled" }, {}],
    [{ name: "Ash", status: "Active" }, {}],
    [{ name: "Ash", status: "Gone" }, { status: expect.any(String) }],
    [
      { number: "100001", name: "Ash", status: "All" },
      { name: "Please search by number or by name, not both." },
    ],
    [{ name: "Mill", nameMatch: "CONTAINS" }, { name: "There has to be at least 5 characters here." }],
    [{ number: "10a001" }, { number: "There can only be digits here." }],
  ])("%o → %o", (values, expected) => {
    expect(errorsOf(clientSearchFormSchema, values)).toEqual(expected);
  });

  it("filters All by default", () => {
    expect(clientSearchFormSchema.parse({ name: "Ash" }).status).toBe("All");
  });
});
