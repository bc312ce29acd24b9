import { describe, expect, it } from "vitest";
import { inputMessages } from "../shared/fields.js";
import { PAYMENT_MAX_CENTS, paymentFormSchema, paymentMessages } from "./payment.js";

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
