import { describe, expect, it } from "vitest";
import { inputMessages } from "../shared/fields.js";
import {
  centsFromDollars,
  PAYMENT_MAX_CENTS,
  paymentEntrySchema,
  paymentFormSchema,
  paymentMessages,
} from "./payment.js";

describe("the payment form", () => {
  const valid = { reference: "CHK-1001", paidOn: "03/01/2026", amountCents: 150_000 };

  it.each([
    ["a check number, a date and an amount", valid, { ...valid }],
    ["a native date input's value, stored as MM/dd/yyyy", { ...valid, paidOn: "2026-03-01" }, { ...valid }],
    [
      "a reference trimmed",
      { ...valid, reference: "  WIRE 2026/03 #7 " },
      { ...valid, reference: "WIRE 2026/03 #7" },
    ],
    [
      "the largest amount",
      { ...valid, amountCents: PAYMENT_MAX_CENTS },
      { ...valid, amountCents: PAYMENT_MAX_CENTS },
    ],
  ])("takes %s", (_, input, output) => {
    expect(paymentFormSchema.parse(input)).toEqual(output);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["no reference", { ...valid, reference: "" }, paymentMessages.reference],
    [
      "a reference with a control character",
      { ...valid, reference: "CHK\u0000" },
      inputMessages.controlCharacters,
    ],
    ["a reference of 41 characters", { ...valid, reference: "A".repeat(41) }, paymentMessages.reference],
    ["no date", { ...valid, paidOn: "" }, paymentMessages.paidOn],
    ["a day that does not exist", { ...valid, paidOn: "02/30/2026" }, paymentMessages.paidOn],
    ["no amount", { ...valid, amountCents: 0 }, paymentMessages.amount],
    ["a fraction of a cent", { ...valid, amountCents: 10.5 }, paymentMessages.amount],
    ["an amount as text", { ...valid, amountCents: "100" }, paymentMessages.amount],
    [
      "more than the largest amount",
      { ...valid, amountCents: PAYMENT_MAX_CENTS + 1 },
      paymentMessages.amount,
    ],
  ])("refuses %s with its message", (_, input, message) => {
    const result = paymentFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe("the payment form on the screen (the amount in dollars)", () => {
  const typed = { reference: "CHK-1001", paidOn: "03/01/2026" };

  it.each([
    ["1500", 150_000],
    ["1,500", 150_000],
    ["$1,500.00", 150_000],
    ["$1500.5", 150_050],
    ["0.07", 7],
    [" 12.34 ", 1_234],
    ["1,000,000,000.00", PAYMENT_MAX_CENTS],
  ])("reads %j as %d cents", (amount, cents) => {
    expect(centsFromDollars(amount)).toBe(cents);
    expect(paymentEntrySchema.parse({ ...typed, amount })).toEqual({ ...typed, amountCents: cents });
  });

  it.each(["", "0", "0.00", "1.234", "1,50", "12,3456", "-5", "1e3", "$", "1,000,000,000.01", "abc"])(
    "refuses %j with its message",
    (amount) => {
      const result = paymentEntrySchema.safeParse({ ...typed, amount });
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["amount", paymentMessages.amountEntry],
      ]);
    },
  );

  it("says every field's fault at once", () => {
    const result = paymentEntrySchema.safeParse({ reference: "", paidOn: "", amount: "" });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["reference", "paidOn", "amount"]);
  });

  it("gives what the API takes", () => {
    const entered = paymentEntrySchema.parse({ ...typed, amount: "2,000" });
    expect(paymentFormSchema.parse(entered)).toEqual(entered);
  });
});
