import { describe, expect, it } from "vitest";
import {
  type BillingAction,
  type BillingUserType,
  billingUserTypeAllows,
  billingUserTypeSchema,
  effectiveBillingUserType,
} from "./user-type.js";

describe("billingUserTypeAllows", () => {
  it.each<[BillingUserType | null, BillingAction, boolean]>([
    ["view", "view", true],
    ["view", "pay", false],
    ["view", "manage", false],
    ["pay", "view", true],
    ["pay", "pay", true],
    ["pay", "manage", false],
    ["manage", "view", true],
    ["manage", "pay", true],
    ["manage", "manage", true],
    [null, "view", false],
    [null, "pay", false],
    [null, "manage", false],
  ])("%s may %s: %s", (userType, action, allowed) => {
    expect(billingUserTypeAllows(userType, action)).toBe(allowed);
  });
});

describe("effectiveBillingUserType", () => {
  it.each<[boolean, BillingUserType | null | undefined, BillingUserType | null]>([
    [false, undefined, null],
    [false, "manage", null],
    [true, undefined, "view"],
    [true, null, "view"],
    [true, "pay", "pay"],
    [true, "manage", "manage"],
  ])("Bills %s, stored %s: %s", (ebill, stored, effective) => {
    expect(effectiveBillingUserType(ebill, stored)).toBe(effective);
  });
});

describe("billingUserTypeSchema", () => {
  it.each(["view", "pay", "manage"])("takes %s", (value) => {
    expect(billingUserTypeSchema.parse(value)).toBe(value);
  });
  it.each(["", "VIEW", "admin", null, 1])("refuses %s", (value) => {
    expect(billingUserTypeSchema.safeParse(value).success).toBe(false);
  });
});
