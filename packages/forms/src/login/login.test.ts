import { describe, expect, it } from "vitest";
import { loginSchema } from "./login.js";

function firstError(values: unknown) {
  const result = loginSchema.safeParse(values);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("loginSchema", () => {
  it.each([
    [{ loginId: "admin", password: "x" }, undefined],
    [{ loginId: "  ", password: "x" }, "Please enter your user ID"],
    [{ password: "x" }, "Please enter your user ID"],
    [{ loginId: "a".repeat(64), password: "x" }, undefined],
    [{ loginId: "a".repeat(65), password: "x" }, "Your user ID can have at most 64 characters"],
    [{ loginId: "admin", password: "" }, "Please enter your password"],
    [{ loginId: "admin", password: 5 }, "Please enter your password"],
    [{ loginId: "admin", password: "p".repeat(128) }, undefined],
    [{ loginId: "admin", password: "p".repeat(129) }, "Your password can have at most 128 characters"],
  ])("%o → %s", (values, message) => {
    expect(firstError(values)).toBe(message);
  });

  it("trims the login ID", () => {
    expect(loginSchema.parse({ loginId: " admin ", password: " p " })).toEqual({
      loginId: "admin",
      password: " p ",
    });
  });
});
