import { describe, expect, it } from "vitest";
import { mayEditEmployee, withEditParam } from "./editEntry.js";

const rights = (employeesEdit: boolean, viewOnly = false) => ({
  viewOnly,
  entitlements: {
    employeesView: true,
    employeesEdit,
    claims: false,
    groupSpendingAccount: false,
    spendingAccountAccess: false,
    claimsView: false,
  },
});
const group = (modifiable: boolean, status: "active" | "cancelled" = "active") => ({ modifiable, status });

describe("mayEditEmployee (enrollment.md §4 Edit entry, §6)", () => {
  it.each([
    {
      name: "employees.edit and an active modifiable group",
      r: rights(true),
      groups: [group(true)],
      want: true,
    },
    { name: "no employees.edit", r: rights(false), groups: [group(true)], want: false },
    { name: "a view-only login", r: rights(true, true), groups: [group(true)], want: false },
    { name: "only view groups", r: rights(true), groups: [group(false)], want: false },
    {
      name: "the modifiable group is cancelled",
      r: rights(true),
      groups: [group(true, "cancelled")],
      want: false,
    },
    {
      name: "one of two groups modifiable",
      r: rights(true),
      groups: [group(false), group(true)],
      want: true,
    },
    { name: "no session", r: null, groups: [group(true)], want: false },
  ])("$name → $want", ({ r, groups, want }) => {
    expect(mayEditEmployee(r, groups)).toBe(want);
  });
});

describe("withEditParam", () => {
  it.each([
    { from: "umi=M1", editing: true, want: "umi=M1&edit=true" },
    { from: "umi=M1&edit=true", editing: false, want: "umi=M1" },
    { from: "umi=M1&edit=true", editing: true, want: "umi=M1&edit=true" },
  ])("$from, editing $editing → $want", ({ from, editing, want }) => {
    expect(withEditParam(new URLSearchParams(from), editing).toString()).toBe(want);
  });
});
