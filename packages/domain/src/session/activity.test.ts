import { describe, expect, it } from "vitest";
import { activityOf, ownActivityActions } from "./activity.js";

describe("activityOf: the administrator's own activity", () => {
  it.each([
    ["session.login", "sign-in", "success"],
    ["session.login.failed", "failure", "failure"],
    ["session.factor.failed", "failure", "failure"],
    ["mfa.enrolled", "mfa", "success"],
    ["mfa.disabled", "mfa", "success"],
    ["mfa.passcode.locked", "failure", "failure"],
    ["employee.enroll", "write", "success"],
    ["enrollment.delete", "write", "success"],
    ["account.password.changed", "write", "success"],
    ["account.password.failed", "failure", "failure"],
    ["mfa.authenticator.enrolled", "mfa", "success"],
    ["mfa.authenticator.failed", "failure", "failure"],
    ["access.denied", "failure", "failure"],
  ] as const)("%s is a %s row (%s)", (action, kind, result) => {
    expect(activityOf(action)).toMatchObject({ kind, result });
  });

  it.each([
    "employee.view",
    "employee.ssn.view",
    "employee.history.plan.view",
    "enrollment.view",
    "toString",
    "",
  ])("%s is not shown (a read, or not an action)", (action) => {
    expect(activityOf(action)).toBeNull();
  });

  it("lists exactly the shown actions", () => {
    expect(ownActivityActions.every((action) => activityOf(action) !== null)).toBe(true);
    expect(ownActivityActions).not.toContain("employee.view");
  });
});
