import { describe, expect, it } from "vitest";
import { fillMessage } from "../messages.js";
import {
  alertCountersSchema,
  claimSummarySchema,
  dateRangeOptionSchema,
  idCardMemberSchema,
  idCardOrderSchema,
  pcpParticipantSchema,
  pcpRecordSchema,
  spendingAccountInfoSchema,
  spendingPlanPeriodSchema,
} from "./assist.js";
import { editBookkeepingSchema, historyRecordSchema, lifeEventRuleSchema } from "./coverage.js";
import {
  employerInfoSchema,
  entitlementsSchema,
  mfaUpdateSchema,
  otpCreateRequestSchema,
} from "./session.js";

describe("assist-employees.md §3 entities", () => {
  it("parse valid values", () => {
    expect(
      pcpParticipantSchema.safeParse({ firstName: "A", theReason: { reasonCode: "01", retroDays: 30 } })
        .success,
    ).toBe(true);
    expect(
      pcpRecordSchema.safeParse({ insuranceLineCde: "HMO", reasonCodes: [{ pcpReasonCode: "01" }] }).success,
    ).toBe(true);
    expect(idCardMemberSchema.parse({ firstName: "A" }).cards).toEqual([]);
    expect(spendingAccountInfoSchema.parse({}).spendingAccountLists).toEqual([]);
    expect(spendingPlanPeriodSchema.safeParse({ status: "Elected", beginDate: "01/01/2024" }).success).toBe(
      true,
    );
    expect(
      claimSummarySchema.parse({ claims: [{ claimNumber: "1", bilgProvClmStaCd: 3 }] }).memberInfos,
    ).toEqual([]);
    expect(dateRangeOptionSchema.safeParse({ startDate: "20240101", endDate: "20241231" }).success).toBe(
      true,
    );
    expect(alertCountersSchema.parse({})).toEqual({
      bookletAlertCounter: 0,
      contractAlertCounter: 0,
      contractRiderCounter: 0,
      bookletRiderCounter: 0,
    });
  });

  it("reject wrong values without throwing", () => {
    expect(pcpRecordSchema.safeParse({ insuranceLineCde: "EPO" }).success).toBe(false);
    expect(
      idCardOrderSchema.safeParse({ groupNumber: "1", umi: "U", memberList: [], lob: "MED" }).success,
    ).toBe(false);
    expect(dateRangeOptionSchema.safeParse({ startDate: "2024-01-01", endDate: "20241231" }).success).toBe(
      false,
    );
    expect(spendingPlanPeriodSchema.safeParse({ status: "Active" }).success).toBe(false);
  });
});

describe("session-and-admin.md §3 entities", () => {
  it("defaults entitlements", () => {
    const parsed = entitlementsSchema.parse({});
    expect(parsed.employees).toEqual({ view: false, edit: false });
    expect(parsed.clientStatus.cancelled).toBe(false);
  });
  it("parses employer info", () => {
    const parsed = employerInfoSchema.parse({ planAdministrator: { loginId: "X" } });
    expect(parsed.ucciGroupNumbers).toEqual([]);
    expect(employerInfoSchema.safeParse({}).success).toBe(false);
  });
  it("parses MFA and OTP records", () => {
    expect(mfaUpdateSchema.safeParse({ hmhsmfaenrolled: "true" }).success).toBe(true);
    expect(mfaUpdateSchema.safeParse({ hmhsmfaenrolled: true }).success).toBe(false);
    expect(
      otpCreateRequestSchema.safeParse({ userId: "u", appName: "a", deliveryChannel: "sms", email: "e" })
        .success,
    ).toBe(false);
  });
});

describe("enrollment.md §3 remaining entities", () => {
  it("parses bookkeeping, life event rules and history", () => {
    expect(editBookkeepingSchema.parse({ coverages: {} })).toEqual({
      coverages: { forAddition: [], forDeletion: [] },
    });
    expect(
      lifeEventRuleSchema.safeParse({
        lifeEventId: "1",
        lifeEventDescription: "Birth",
        beforeDays: 0,
        afterDays: -1,
      }).success,
    ).toBe(false);
    expect(historyRecordSchema.parse({ groupId: "1", extra: 2 })).toEqual({ groupId: "1", extra: 2 });
  });
});

describe("fillMessage", () => {
  it("fills known placeholders and keeps unknown ones", () => {
    expect(fillMessage("group {group} ends {date} {x}", { group: "1", date: 2 })).toBe("group 1 ends 2 {x}");
  });
});
