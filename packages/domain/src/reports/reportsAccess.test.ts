import { describe, expect, it } from "vitest";
import { entitlementsSchema } from "../entities/session.js";
import { sessionMessages } from "../messages.js";
import { enrollmentReportsNotice, mayUseReportType, offersReports, reportsAccess } from "./reportsAccess.js";

const access = (reports: Record<string, boolean>) => reportsAccess(entitlementsSchema.parse({ reports }));

describe("reportsAccess (session-and-admin.md §6)", () => {
  it.each([
    [{}, { enrollment: false, census: false, wellness: false, medeAnalytics: false, atHand: false }],
    [
      { enrollment: true, CensusReports: true },
      { enrollment: true, census: true, wellness: false, medeAnalytics: false, atHand: false },
    ],
    [
      { WellnessReports: true, medeAnalytics: true, atHand: true },
      { enrollment: false, census: false, wellness: true, medeAnalytics: true, atHand: true },
    ],
    [
      { enrollment: false, CensusReports: false, WellnessReports: false },
      { enrollment: false, census: false, wellness: false, medeAnalytics: false, atHand: false },
    ],
  ])("%j gives %j", (reports, expected) => {
    expect(access(reports)).toEqual(expected);
  });

  it.each([
    [{ CensusReports: true }, "census", true],
    [{ CensusReports: true }, "wellness", false],
    [{ WellnessReports: true }, "wellness", true],
    [{ WellnessReports: true }, "census", false],
    [{}, "census", false],
  ] as const)("%j may use %s: %s", (reports, type, expected) => {
    expect(mayUseReportType(access(reports), type)).toBe(expected);
  });
});

describe("enrollmentReportsNotice (session-and-admin.md §8: 100212)", () => {
  const none = { medeAnalytics: false, atHand: false };
  it.each([
    ["100212", none, sessionMessages.enrollmentReportsUnavailable],
    [100212, none, sessionMessages.enrollmentReportsUnavailable],
    [" 100212 ", none, sessionMessages.enrollmentReportsUnavailable],
    ["100212", { medeAnalytics: true, atHand: false }, null],
    ["100212", { medeAnalytics: false, atHand: true }, null],
    ["100231", none, null],
    [null, none, null],
    [undefined, none, null],
  ] as const)("%j with %j says %j", (code, links, expected) => {
    expect(enrollmentReportsNotice(code, links)).toBe(expected);
  });

  it("says the spec's words", () => {
    expect(sessionMessages.enrollmentReportsUnavailable).toBe(
      "Enrollment reports are currently not available at this time.",
    );
  });
});

describe("offersReports (session-and-admin.md §2 /reports, §6)", () => {
  it.each([
    [{}, false],
    [{ enrollment: false, CensusReports: false, WellnessReports: false }, false],
    [{ enrollment: true }, true],
    [{ CensusReports: true }, true],
    [{ WellnessReports: true }, true],
    [{ medeAnalytics: true }, true],
    [{ atHand: true }, true],
  ] as const)("%j offers the reports landing: %s", (reports, expected) => {
    expect(offersReports(access(reports))).toBe(expected);
  });
});
