import { describe, expect, it } from "vitest";
import {
  CLIENT_SEARCH_PAGE_SIZE,
  clientStatusFilters,
  isInternalUser,
  isProducer,
  MULTI_CLIENT_COOKIE,
  mustAcceptConditions,
} from "./clientAccess.js";

describe("isInternalUser (session-and-admin.md §6)", () => {
  it.each([
    ["internal", true],
    ["ROLE_INTERNAL_STAFF", true],
    ["plan_admin", false],
    ["mcu_admin", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("%s → %s", (role, expected) => {
    expect(isInternalUser(role)).toBe(expected);
  });
});

describe("isProducer: the multi-client cookie is present (session-and-admin.md §1, §6, §9)", () => {
  it.each([
    ["multiClientID=100001", true],
    ["portal_session=abc; multiClientID=100002; theme=x", true],
    ["multiClientID=", false],
    ["xmultiClientID=100001", false],
    ["portal_session=abc", false],
    ["", false],
    [null, false],
  ])("%s → %s", (cookie, expected) => {
    expect(isProducer(cookie)).toBe(expected);
  });

  it("names the spec's cookie and page size", () => {
    expect(MULTI_CLIENT_COOKIE).toBe("multiClientID");
    expect(CLIENT_SEARCH_PAGE_SIZE).toBe(25);
    expect(clientStatusFilters[0]).toBe("All");
  });
});

describe("mustAcceptConditions (session-and-admin.md §2, §4 Cancelled client)", () => {
  it.each([
    [{ status: "cancelled" }, true],
    [{ status: "cancelled", conditionsAccepted: false }, true],
    [{ status: "cancelled", conditionsAccepted: true }, false],
    [{ status: "active" }, false],
    [{ status: "active", conditionsAccepted: false }, false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (employer, expected) => {
    expect(mustAcceptConditions(employer)).toBe(expected);
  });
});
