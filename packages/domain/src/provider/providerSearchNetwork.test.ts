import { describe, expect, it } from "vitest";
import { type ProviderSearchNetworkBrand, providerSearchUsesGroupName } from "./providerSearchNetwork.js";

// The flag values of the brand records (@epr/brand-themes registry; its brandRules.test.ts checks the
// real records give the same answers).
const brand6008: ProviderSearchNetworkBrand = {
  providerSearchByGroupName: "ahpa-only",
  ahpaPlanAreaCode: "375",
};
const brand6009: ProviderSearchNetworkBrand = { providerSearchByGroupName: "never", ahpaPlanAreaCode: null };
const otherBrand: ProviderSearchNetworkBrand = {
  providerSearchByGroupName: "always",
  ahpaPlanAreaCode: null,
};

describe("provider search by the group's product name (enrollment.md §7 Group name by group number)", () => {
  it.each([
    ["6008 with plan area 363 (not AHPA)", brand6008, "363", false],
    ["6008 with plan area 375 (AHPA)", brand6008, "375", true],
    ["6008 without a plan area (363 by default, §9)", brand6008, undefined, false],
    ["6009 with plan area 363", brand6009, "363", false],
    ["6009 with plan area 375", brand6009, "375", false],
    ["another brand with plan area 363", otherBrand, "363", true],
    ["another brand with plan area 375", otherBrand, "375", true],
    ["another brand without a plan area", otherBrand, null, true],
  ] as const)("%s: %s", (_label, brand, planAreaCode, expected) => {
    expect(providerSearchUsesGroupName(brand, planAreaCode)).toBe(expected);
  });
});
