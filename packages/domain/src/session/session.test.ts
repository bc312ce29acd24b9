import { describe, expect, it } from "vitest";
import { initialMfaState, type MfaState, mfaReducer } from "./mfa.js";
import {
  canSubmitPasswordChange,
  interpretPasswordResponse,
  meetsPasswordPolicy,
  passwordCriteria,
  passwordServiceMessages,
  temporaryPasswordEnds,
} from "./password.js";

describe("password policy (assist-employees.md §5 New password)", () => {
  it.each([
    ["Abcdefghij1!", true],
    ["Abcdefghi1!", false],
    ["abcdefghij1!", false],
    ["ABCDEFGHIJ1!", false],
    ["Abcdefghijk!", false],
    ["Abcdefghijk1", false],
    ["Abcdefg hij1!", false],
    ["Abcdefghij1<", false],
    ["Abcdefghij1>!", false],
    ["Abcdefghij1+!", false],
    ["Abcdefghij1é!", false],
  ])("%s acceptable: %s", (password, expected) => {
    expect(meetsPasswordPolicy(password)).toBe(expected);
  });

  it("reports each criterion", () => {
    expect(passwordCriteria("a b")).toMatchObject({
      minLength: false,
      upper: false,
      lower: true,
      noWhitespace: false,
    });
  });

  it.each([
    [{ current: "Oldpassword1!", next: "Newpassword1!", confirm: "Newpassword1!" }, true],
    [{ current: "Oldpassword1!", next: "Newpassword1!", confirm: "Newpassword1?" }, false],
    [{ current: "Newpassword1!", next: "Newpassword1!", confirm: "Newpassword1!" }, false],
    [{ current: "x", next: "short", confirm: "short" }, false],
  ])("submit %o → %s", (input, expected) => {
    expect(canSubmitPasswordChange(input)).toBe(expected);
  });

  it.each([
    [{ returnCode: "0" }, "success"],
    [{ returnCode: 406, returnCodeDescription: "PI-FOUND" }, "oldPasswordUsed"],
    [{ returnCode: "500", returnCodeDescription: "Password found in history" }, "previousPassword"],
    [{ returnCode: "401", returnCodeDescription: "Incorrect password" }, "incorrectCurrent"],
    [{ returnCode: "500" }, "failure"],
    [{}, "failure"],
  ])("service %o → %s", (base, outcome) => {
    expect(interpretPasswordResponse(base)).toBe(outcome);
  });

  it("has messages for each failure", () => {
    expect(Object.keys(passwordServiceMessages)).toHaveLength(4);
  });
});

describe("MFA attempts (session-and-admin.md §4, §5, §9)", () => {
  const entry = mfaReducer(initialMfaState, { type: "enable" });

  it("counts empty and wrong codes and locks out after 3", () => {
    let state: MfaState = entry;
    state = mfaReducer(state, { type: "submit", code: " ", valid: false });
    expect(state).toEqual({ view: "entry", failedAttempts: 1, error: "Required" });
    state = mfaReducer(state, { type: "submit", code: "123", valid: false });
    expect(state).toEqual({
      view: "entry",
      failedAttempts: 2,
      error: "Your MFA verification code was invalid. Please try again.",
    });
    state = mfaReducer(state, { type: "submit", code: "123", valid: false });
    expect(state).toEqual({
      view: "lockout",
      failedAttempts: 3,
      error: "Your MFA verification code was invalid.",
    });
    expect(mfaReducer(state, { type: "submit", code: "1", valid: true })).toBe(state);
    state = mfaReducer(state, { type: "generateNew" });
    expect(state).toEqual({ view: "entry", failedAttempts: 0, error: null });
  });

  it("a valid code completes; an empty 'valid' code still fails", () => {
    expect(mfaReducer(entry, { type: "submit", code: "654321", valid: true }).view).toBe("done");
    expect(mfaReducer(entry, { type: "submit", code: "", valid: true }).error).toBe("Required");
  });

  it("decline and help", () => {
    expect(mfaReducer(initialMfaState, { type: "decline" }).view).toBe("declined");
    expect(mfaReducer(entry, { type: "help" }).view).toBe("help");
  });
});

describe("a temporary password ends 7 days after it is issued", () => {
  it.each([
    ["2026-03-01T09:00:00.000Z", "2026-03-08T09:00:00.000Z"],
    ["2026-12-30T23:30:00.000Z", "2027-01-06T23:30:00.000Z"],
  ])("issued %s → ends %s", (issued, ends) => {
    expect(temporaryPasswordEnds(new Date(issued)).toISOString()).toBe(ends);
  });
});
