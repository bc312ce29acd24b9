import { describe, expect, it } from "vitest";
import { clampDay, compareDays, formatDateTyping, formatDay, parseDay } from "./dates.js";
import { digitsOnly, formatPhone, formatZip, isZip, maskSsn, SSN_PLACEHOLDER } from "./masks.js";

describe("masks (enrollment.md §5, assist-employees.md §2.14)", () => {
  it("SSN placeholder is nine underscores and digits are kept, max 9", () => {
    expect(SSN_PLACEHOLDER).toBe("_________");
    expect(digitsOnly("123-45-67890", 9)).toBe("123456789");
  });
  it("masks a 9-character SSN to asterisks plus the last 4, leaves others alone", () => {
    expect(maskSsn("123456789")).toBe("*****6789");
    expect(maskSsn("1234")).toBe("1234");
  });
  it.each([
    ["", ""],
    ["2", "(2"],
    ["2155", "(215) 5"],
    ["2155550100", "(215) 555-0100"],
    ["(215) 555-01009", "(215) 555-0100"],
  ])("phone %j → %j", (input, out) => expect(formatPhone(input)).toBe(out));
  it.each([
    ["19103", "19103"],
    ["191031234", "19103-1234"],
    ["19103-12345", "19103-1234"],
  ])("zip %j → %j", (input, out) => expect(formatZip(input)).toBe(out));
  it("accepts ZIP 5 or 5+4 only", () => {
    expect(isZip("19103")).toBe(true);
    expect(isZip("19103-1234")).toBe(true);
    expect(isZip("1910")).toBe(false);
  });
});

describe("dates", () => {
  it("parses MM/DD/YYYY and ISO, rejects impossible days", () => {
    expect(parseDay("02/29/2024")).toEqual({ year: 2024, month: 1, day: 29 });
    expect(parseDay("2024-02-29")).toEqual({ year: 2024, month: 1, day: 29 });
    expect(parseDay("02/29/2023")).toBeNull();
    expect(parseDay("13/01/2023")).toBeNull();
    expect(parseDay("1/1/2023")).toBeNull();
  });
  it("formats, compares and bounds days", () => {
    const d = { year: 2024, month: 0, day: 31 };
    const next = { year: 2024, month: 1, day: 1 };
    expect(formatDay(d)).toBe("01/31/2024");
    expect(compareDays(next, d)).toBeGreaterThan(0);
    expect(clampDay(next, d, d)).toBe(d);
    expect(clampDay(d, d, next)).toBe(d);
  });
  it("inserts slashes while typing", () => {
    expect(formatDateTyping("0115")).toBe("01/15");
    expect(formatDateTyping("01152024")).toBe("01/15/2024");
  });
});
