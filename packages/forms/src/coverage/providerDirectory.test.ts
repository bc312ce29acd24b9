import { describe, expect, it } from "vitest";
import { errorsOf } from "../shared/testing.js";
import { cleanProviderDirectorySearch, providerDirectorySearchSchema } from "./providerDirectory.js";

const atLeastOne = "Enter a provider name, number, city, state or ZIP code to search.";

describe("providerDirectorySearchSchema (enrollment.md §7 Find a doctor)", () => {
  it.each([
    [{}, { name: atLeastOne }],
    [{ name: "  ", city: " " }, { name: atLeastOne }],
    [{ zipCode: "19103" }, {}],
    [{ zipCode: "1910" }, { zipCode: "Please enter a valid zipcode" }],
    [{ zipCode: "191034" }, { zipCode: "Please enter a valid zipcode" }],
    [{ zipCode: "19103-1234" }, { zipCode: "Please enter a valid zipcode" }],
    [{ number: "A1 2" }, { number: "Please enter a valid Provider Number." }],
    [{ number: "A12" }, {}],
    [{ city: "Cherry Hill" }, {}],
    [{ city: "St. Louis" }, { city: "Please enter the value in a valid format." }],
    [{ state: "pa" }, {}],
    [{ state: "XX" }, { state: "Please enter the value in a valid format." }],
    [{ name: "N".repeat(60) }, {}],
    [{ name: "N".repeat(61) }, { name: "Too Long" }],
  ])("%o → %o", (values, expected) => {
    expect(errorsOf(providerDirectorySearchSchema, values)).toEqual(expected);
  });

  it("upper-cases the state and sends only the criteria given", () => {
    const parsed = providerDirectorySearchSchema.parse({ name: " Lind ", state: "nj", zipCode: "" });
    expect(cleanProviderDirectorySearch(parsed)).toEqual({ name: "Lind", state: "NJ" });
  });
});
