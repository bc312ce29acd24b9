import { describe, expect, it } from "vitest";
import { clientOf } from "./client.js";
import { mfaCalls, mfaOutcomeMessages, mfaUpdateRequestSchema, mfaValidateRequestSchema } from "./mfa.js";

const ID = "0f8e2b1c-1d2e-4f3a-8b9c-0123456789ab";

describe("MFA request schemas (session-and-admin.md §3, §5)", () => {
  it.each([
    { otpCode: "123456", ok: true },
    // Empty is a submission: it counts as a failed one on the server (§5), so it is accepted here.
    { otpCode: "", ok: true },
    { otpCode: "12345678901234", ok: false },
    { otpCode: "12 34", ok: false },
    { otpCode: "12\u000034", ok: false },
  ])("otpCode $otpCode → accepted $ok", ({ otpCode, ok }) => {
    expect(mfaValidateRequestSchema.safeParse({ correlationId: ID, otpCode }).success).toBe(ok);
  });

  it.each([
    [{ hmhsmfaenrolled: "false" }, true],
    [{ hmhsmfaenrolled: "true", correlationId: ID }, true],
    [{ hmhsmfaenrolled: "yes" }, false],
    [{ hmhsmfaenrolled: "true", correlationId: "not-an-id" }, false],
    [{ hmhsmfaenrolled: "false", hmhsmfaemail: "x@example.com" }, false],
    // Disabling carries the current password (or relies on a factor verified just now).
    [{ hmhsmfaenrolled: "false", currentPassword: "Current-Password-1!" }, true],
    [{ hmhsmfaenrolled: "false", currentPassword: "" }, false],
    [{ hmhsmfaenrolled: "false", currentPassword: "x".repeat(129) }, false],
  ])("update %j → accepted %s", (body, ok) => {
    expect(mfaUpdateRequestSchema.safeParse(body).success).toBe(ok);
  });

  it("the outcomes' sentences are the spec's (§5)", () => {
    expect(mfaOutcomeMessages).toMatchObject({
      valid: null,
      required: "Required",
      invalid: "Your MFA verification code was invalid. Please try again.",
      locked: "Your MFA verification code was invalid.",
    });
  });
});

describe("the MFA calls of the typed client", () => {
  it("asks for a code with the e-mail channel only, and validates with the attempt and the code", async () => {
    const sent: { url: string; body: unknown }[] = [];
    const answers = [
      {
        correlationId: ID,
        minorCode: null,
        destination: "d***a@example.com",
        expiresAt: "2026-11-22T12:10:00.000Z",
      },
      {
        valid: false,
        outcome: "invalid",
        message: "Your MFA verification code was invalid. Please try again.",
        attemptsLeft: 2,
      },
    ];
    const api = clientOf(mfaCalls, {
      fetch: async (url, init) => {
        sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
        return new Response(JSON.stringify(answers[sent.length - 1]), { status: 200 });
      },
    });
    expect((await api.createMfaPasscode()).correlationId).toBe(ID);
    expect((await api.validateMfaPasscode({ correlationId: ID, otpCode: "000000" })).attemptsLeft).toBe(2);
    expect(sent).toEqual([
      { url: "/api/mfa/passcodes", body: { deliveryChannel: "email" } },
      { url: "/api/mfa/passcodes/validate", body: { correlationId: ID, otpCode: "000000" } },
    ]);
  });
});
