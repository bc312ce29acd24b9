import { beforeAll, describe, expect, it } from "vitest";
import { config, locales } from "zod/mini";
import { genericMessages } from "../shared/messages.js";
import {
  BILLING_ACCOUNT_MAX_GROUPS,
  billingAccountFormSchema,
  billingAccountMessages,
  billingStepFormSchema,
  billingUserTypeFormSchema,
} from "./account.js";

describe("the billing account form", () => {
  // zod's English messages, as the server gives them (its classic zod loads the English locale for
  // every schema); the spec has no sentence for an unknown field, and the browser never sends one.
  beforeAll(() => {
    config(locales.en());
  });

  const valid = {
    groupNumbers: ["100100", "100101"],
    payingGroupNumber: "100101",
    recipientName: "Pat Payer",
    recipientEmail: "billing@example.com",
    delivery: "email",
  };

  it.each([
    ["two groups, one paying", valid, valid],
    ["the portal delivery", { ...valid, delivery: "portal" }, { ...valid, delivery: "portal" }],
    [
      "a group named twice, kept once; names trimmed",
      { ...valid, groupNumbers: ["100100", "100100"], payingGroupNumber: "100100", recipientName: " Pat " },
      { ...valid, groupNumbers: ["100100"], payingGroupNumber: "100100", recipientName: "Pat" },
    ],
  ])("takes %s", (_, input, output) => {
    expect(billingAccountFormSchema.parse(input)).toEqual(output);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["no group", { ...valid, groupNumbers: [] }, billingAccountMessages.groups],
    [
      "too many groups",
      {
        ...valid,
        groupNumbers: Array.from({ length: BILLING_ACCOUNT_MAX_GROUPS + 1 }, (_, i) => `G${i}`),
        payingGroupNumber: "G0",
      },
      billingAccountMessages.groups,
    ],
    ["a group number with a space", { ...valid, groupNumbers: ["100 100"] }, billingAccountMessages.group],
    [
      "a paying group not among the groups",
      { ...valid, payingGroupNumber: "100102" },
      billingAccountMessages.payingGroup,
    ],
    ["no recipient", { ...valid, recipientName: " " }, billingAccountMessages.recipientName],
    [
      "a recipient of 61 characters",
      { ...valid, recipientName: "A".repeat(61) },
      billingAccountMessages.recipientName,
    ],
    ["a control character", { ...valid, recipientName: "Pat\u0000" }, genericMessages.format],
    ["no e-mail", { ...valid, recipientEmail: "" }, billingAccountMessages.recipientEmail],
    [
      "an e-mail without a domain",
      { ...valid, recipientEmail: "billing@" },
      billingAccountMessages.recipientEmail,
    ],
    ["another delivery", { ...valid, delivery: "fax" }, billingAccountMessages.delivery],
    ["an unknown field", { ...valid, clientNumber: "100005" }, 'Unrecognized key: "clientNumber"'],
  ])("refuses %s with its message", (_, input, message) => {
    const result = billingAccountFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe("the billing user type form", () => {
  it.each(["view", "pay", "manage"])("takes %s", (userType) => {
    expect(billingUserTypeFormSchema.parse({ userType })).toEqual({ userType });
  });
  it.each([{ userType: "admin" }, { userType: "" }, {}, { userType: "pay", loginId: "x" }])(
    "refuses %j",
    (input) => {
      expect(billingUserTypeFormSchema.safeParse(input).success).toBe(false);
    },
  );
  it("says the user type's message", () => {
    expect(billingUserTypeFormSchema.safeParse({ userType: "x" }).error?.issues[0]?.message).toBe(
      billingAccountMessages.userType,
    );
  });
});

describe("the Billing step form", () => {
  it.each([[{ ebill: true, userType: "manage" }], [{ ebill: false, userType: "view" }]])(
    "takes %j",
    (input) => {
      expect(billingStepFormSchema.parse(input)).toEqual(input);
    },
  );
  it.each([{ ebill: "yes", userType: "view" }, { ebill: true, userType: "all" }, { ebill: true }])(
    "refuses %j",
    (input) => {
      expect(billingStepFormSchema.safeParse(input).success).toBe(false);
    },
  );
});
