import { describe, expect, it } from "vitest";
import {
  ageOn,
  convertDate,
  daysBetween,
  formatCompactDate,
  formatIsoDate,
  formatPcpDate,
  formatQueryDate,
  formatUsDate,
  formatUsDateTime,
  isDayAfter,
  isDayBefore,
  isSameDay,
  isSameOrAfterDay,
  isSameOrBeforeDay,
  parseDate,
  parseUsDate,
  toDate,
  tomorrow,
} from "./dates.js";

const d = (y: number, m: number, day: number, h = 0) => new Date(y, m - 1, day, h);

describe("parseUsDate", () => {
  it.each([
    ["01/31/2024", d(2024, 1, 31)],
    ["02/29/2024", d(2024, 2, 29)],
    [" 12/01/1900 ", d(1900, 12, 1)],
  ])("parses %s", (input, expected) => {
    expect(parseUsDate(input)).toEqual(expected);
  });

  it.each(["02/30/2024", "02/29/2023", "13/01/2024", "1/2/2024", "2024-01-01", "", "abc", null, undefined])(
    "rejects %s",
    (input) => {
      expect(parseUsDate(input)).toBeNull();
    },
  );
});

describe("formats", () => {
  const date = d(2024, 3, 7, 15);
  it("writes each format of enrollment.md §7", () => {
    expect(formatUsDate(date)).toBe("03/07/2024");
    expect(formatQueryDate(date)).toBe("03-07-2024");
    expect(formatIsoDate(date)).toBe("2024-03-07");
    expect(formatCompactDate(date)).toBe("20240307");
    expect(formatPcpDate(date)).toBe("03072024");
  });

  it.each([
    ["03-07-2024", "usDash"],
    ["2024-03-07", "iso"],
    ["20240307", "compact"],
    ["03072024", "pcp"],
  ] as const)("parses %s as %s", (input, name) => {
    expect(parseDate(input, name)).toEqual(d(2024, 3, 7));
  });

  it("converts between formats and returns null for a bad source", () => {
    expect(convertDate("03/07/2024", "us", "usDash")).toBe("03-07-2024");
    expect(convertDate("2024-03-07", "iso", "pcp")).toBe("03072024");
    expect(convertDate("not a date", "us", "iso")).toBeNull();
  });
});

describe("toDate", () => {
  it.each([
    [d(2024, 3, 7, 15), d(2024, 3, 7)],
    ["03/07/2024", d(2024, 3, 7)],
    ["03-07-2024", d(2024, 3, 7)],
    ["2024-03-07", d(2024, 3, 7)],
  ])("reads %s", (input, expected) => {
    expect(toDate(input)).toEqual(expected);
  });
  it.each([new Date("nope"), "20240307", 5 as unknown as string, null, undefined])("rejects %s", (input) => {
    expect(toDate(input)).toBeNull();
  });
});

describe("day-level comparisons", () => {
  const morning = d(2024, 5, 10, 1);
  const evening = d(2024, 5, 10, 23);
  const next = d(2024, 5, 11, 0);
  it("ignores the time of day", () => {
    expect(isSameDay(morning, evening)).toBe(true);
    expect(isDayBefore(morning, evening)).toBe(false);
    expect(isDayAfter(evening, morning)).toBe(false);
    expect(isSameOrAfterDay(morning, evening)).toBe(true);
    expect(isSameOrBeforeDay(evening, morning)).toBe(true);
  });
  it("orders different days", () => {
    expect(isDayBefore(evening, next)).toBe(true);
    expect(isDayAfter(next, evening)).toBe(true);
    expect(daysBetween(next, morning)).toBe(1);
    expect(tomorrow(evening)).toEqual(next);
  });
});

describe("ageOn", () => {
  it.each([
    [d(2000, 6, 15), d(2026, 6, 14), 25],
    [d(2000, 6, 15), d(2026, 6, 15), 26],
    [d(2000, 6, 15), d(2026, 5, 20), 25],
    [d(2000, 6, 15), d(2026, 7, 1), 26],
  ])("born %s is on %s aged %i", (birth, on, age) => {
    expect(ageOn(birth, on)).toBe(age);
  });
});

describe("formatUsDateTime", () => {
  it.each([
    ["2026-11-28T21:46:38Z", "UTC", "11/28/2026 9:46 PM"],
    ["2026-11-28T21:46:38Z", "America/New_York", "11/28/2026 4:46 PM"],
    ["2026-11-28T01:52:00Z", "America/New_York", "11/27/2026 8:52 PM"],
    ["2026-01-05T00:05:00Z", "UTC", "01/05/2026 12:05 AM"],
    ["2026-07-04T12:00:00Z", "UTC", "07/04/2026 12:00 PM"],
    ["2026-07-04T09:30:00+02:00", "Europe/Berlin", "07/04/2026 9:30 AM"],
  ])("%s in %s reads %s", (iso, zone, expected) => {
    expect(formatUsDateTime(iso, zone)).toBe(expected);
    expect(formatUsDateTime(new Date(iso), zone)).toBe(expected);
  });

  it("uses the viewer's time zone when none is named", () => {
    const local = new Date(2026, 10, 28, 16, 46, 38);
    expect(formatUsDateTime(local)).toBe("11/28/2026 4:46 PM");
  });

  it.each(["", "not a date", "2026-13-45T99:00:00Z"])("gives %j back as it came", (value) => {
    expect(formatUsDateTime(value)).toBe(value);
  });
});
