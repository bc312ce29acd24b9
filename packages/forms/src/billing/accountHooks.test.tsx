import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { billingAccountMessages } from "./account.js";
import { useBillingAccountForm, useBillingStepForm } from "./accountHooks.js";

describe("the billing forms' hooks", () => {
  it("the account form refuses a paying group outside its groups with the schema's message", async () => {
    const { result } = renderHook(() =>
      useBillingAccountForm({
        defaultValues: {
          groupNumbers: ["100100"],
          payingGroupNumber: "100107",
          recipientName: "Pat",
          recipientEmail: "pat@example.com",
          delivery: "email",
        },
      }),
    );
    const refused: string[] = [];
    await act(async () => {
      await result.current.handleSubmit(
        () => undefined,
        (errors) => refused.push(String(errors.payingGroupNumber?.message)),
      )();
    });
    expect(refused).toEqual([billingAccountMessages.payingGroup]);
  });

  it("the Billing step's form holds Bills and a user type", async () => {
    const { result } = renderHook(() =>
      useBillingStepForm({ defaultValues: { ebill: true, userType: "pay" } }),
    );
    let valid = false;
    await act(async () => {
      valid = await result.current.trigger();
    });
    expect(valid).toBe(true);
    expect(result.current.getValues()).toEqual({ ebill: true, userType: "pay" });
  });
});
