import { describe, expect, it } from "vitest";
import { cleanSearchData, employeeSearchSchema, searchMessages } from "./employeeSearch.js";

function errors(values: unknown) {
  const result = employeeSearchSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("employeeSearchSchema (enrollment.md §5 Search)", () => {
  it.each([
    [{ lastName: "Le" }, "lastName", "There has to be at least 3 characters here."],
    [{ lastName: " Lee " }, "lastName", undefined],
    [{ lastName: "L".repeat(35) }, "lastName", undefined],
    [{ lastName: "L".repeat(36) }, "lastName", "Too Long"],
    [{ groupNumber: "12345" }, "groupNumber", "This must be at least 6 digits."],
    [{ groupNumber: "123456" }, "groupNumber", undefined],
    [{ groupNumber: "12a456" }, "groupNumber", "There can only be digits here."],
    [{ groupNumber: "1".repeat(16) }, "groupNumber", "Too Long"],
    [{ memberId: "AB12" }, "memberId", "There has to be at least 5 characters here."],
    [{ memberId: "AB123" }, "memberId", undefined],
    [{ memberId: "AB-123" }, "memberId", "Please enter the value in a valid format."],
    [{ memberId: "A".repeat(21) }, "memberId", "Too Long"],
    [{ lastName: 12 }, "lastName", "Please enter the value in a valid format."],
  ])("%o → %s: %s", (values, field, message) => {
    expect(errors(values)[field]).toBe(message);
  });

  it("accepts an all-empty search and trims", () => {
    expect(employeeSearchSchema.parse({ lastName: "  ", groupNumber: "" })).toEqual({
      lastName: "",
      groupNumber: "",
    });
    expect(employeeSearchSchema.safeParse({}).success).toBe(true);
  });

  it("exports the messages", () => {
    expect(searchMessages.memberIdMin).toBe("There has to be at least 5 characters here.");
  });
});

describe("cleanSearchData", () => {
  it.each([
    [{}, null],
    [{ lastName: " ", groupNumber: "", memberId: null }, null],
    [{ lastName: " Lee ", groupNumber: "" }, { lastName: "Lee" }],
    [
      { groupNumber: "123456", memberId: "AB123" },
      { groupNumber: "123456", memberId: "AB123" },
    ],
  ])("%o → %o", (values, expected) => {
    expect(cleanSearchData(values)).toEqual(expected);
  });
});
