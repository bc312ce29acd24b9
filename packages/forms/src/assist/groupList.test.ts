import { describe, expect, it } from "vitest";
import { GROUP_STATUS_MESSAGE, groupListSearchSchema } from "./groupList.js";

describe("group list search (assist-employees.md §2.10, §9)", () => {
  it.each([
    { input: {}, search: "", status: "Active" },
    { input: { search: "  1001 ", status: "All" }, search: "1001", status: "All" },
    { input: { search: "Harbor", status: "Cancelled" }, search: "Harbor", status: "Cancelled" },
  ])("reads $input", ({ input, search, status }) => {
    expect(groupListSearchSchema.parse(input)).toEqual({ search, status });
  });

  it.each([
    { input: { status: "Pending" }, message: GROUP_STATUS_MESSAGE },
    { input: { search: "x".repeat(61) }, message: "Too Long" },
    {
      input: { search: "a\u0000b" },
      message: "Please remove the control characters (such as null bytes) from this field.",
    },
  ])("refuses $input", ({ input, message }) => {
    const result = groupListSearchSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
