import { describe, expect, it } from "vitest";
import { errorsOf } from "../shared/testing.js";
import { conditionsFormSchema, conditionsMessages } from "./conditions.js";

describe("conditionsFormSchema (session-and-admin.md §4 Cancelled client)", () => {
  it.each([
    [{ agree: true }, {}],
    [{ agree: false }, { agree: conditionsMessages.agree }],
    [{}, { agree: conditionsMessages.agree }],
    [{ agree: "yes" }, { agree: conditionsMessages.agree }],
  ])("%o → %o", (values, expected) => {
    expect(errorsOf(conditionsFormSchema, values)).toEqual(expected);
  });
});
