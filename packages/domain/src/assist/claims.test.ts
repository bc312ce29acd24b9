import { describe, expect, it } from "vitest";
import {
  CLAIM_DETAIL_LOOKBACK_DAYS,
  CLAIMS_PAGE_SIZE,
  claimDetailEarliest,
  claimsRangeMessages,
  claimsRangeProblem,
  formatClaimAmount,
} from "./claims.js";

describe("claims date range bounds (assist-employees.md §5: 0 to 730 days back)", () => {
  const today = new Date(2024, 5, 15);
  it.each([
    ["20220616", "20240615", null],
    ["20240615", "20240615", null],
    ["20220615", "20240615", claimsRangeMessages.tooFarBack],
    ["20230101", "20240616", claimsRangeMessages.future],
    ["20240101", "20231231", claimsRangeMessages.order],
    ["20240230", "20240615", claimsRangeMessages.invalid],
    ["2024-01-01", "20240615", claimsRangeMessages.invalid],
  ])("%s to %s → %s", (start, end, message) => {
    expect(claimsRangeProblem(today, start, end)).toBe(message);
  });
  it("names the 730 days in its message", () => {
    expect(claimsRangeMessages.tooFarBack).toContain("730 days");
  });
});

describe("claims limits (assist-employees.md §9)", () => {
  it("lists 10 a page and reads detail about 740 days back", () => {
    expect(CLAIMS_PAGE_SIZE).toBe(10);
    expect(CLAIM_DETAIL_LOOKBACK_DAYS).toBe(740);
    expect(claimDetailEarliest(new Date(2024, 5, 15))).toBe("20220606");
  });
});

describe("formatClaimAmount", () => {
  it.each([
    [0, "$0.00"],
    [12.5, "$12.50"],
    [1234.567, "$1,234.57"],
  ])("%d → %s", (amount, text) => {
    expect(formatClaimAmount(amount)).toBe(text);
  });
});
