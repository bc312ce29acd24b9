import { providerSearchUsesGroupName } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { getBrand } from "./registry.js";

// The real brand records handed to the domain's rule (enrollment.md §7 Group name by group number:
// used for provider search except brand 6008 non-AHPA and 6009; 6008 with plan area 375 is AHPA).
describe("brand records decide whether the provider search uses the group's product name", () => {
  it.each([
    ["6008", "363", false],
    ["6008", "375", true],
    ["6009", "363", false],
    ["6009", "375", false],
    ["6010", "363", true],
    ["6012", "375", true],
    ["9017", "363", true],
    ["3001", "363", true],
  ])("brand %s, plan area %s: %s", (code, area, expected) => {
    expect(providerSearchUsesGroupName(getBrand(code).capabilities, area)).toBe(expected);
  });
});
