import { ApiError, errorCodes, NETWORK_ERROR } from "@epr/contract";
import { describe, expect, it } from "vitest";
import {
  callFailure,
  failureKind,
  failureSentence,
  isDuplicatePayment,
  isGroupInAccount,
  isPasswordRefused,
  isPendingTransaction,
  isRefusal,
  refusalSentence,
  returnCodeOf,
} from "./failures.js";

/**
 * The portal maps a failed call to what it shows in one place (lib/failures.ts): a page that names
 * an error code, compares a failure's status or asks `instanceof ApiError` decides by itself what
 * the mapper decides for every page. These checks read every source file as a newcomer would.
 */

const MAPPER = "lib/failures.ts";

/** Every source file under src/ (tests aside), as text, by its path under src/. */
const texts = import.meta.glob<string>(
  ["../**/*.ts", "../**/*.tsx", "!../**/*.test.*", "!../**/*.test-support.*"],
  { query: "?raw", import: "default", eager: true },
);
const underSrc = (key: string) => key.replace(/^\.\//, "lib/").replace(/^\.\.\//, "");

const codes = new Set<string>(errorCodes);

/** What in `source` decides a failure outside the mapper: one line per finding. */
export function failureDecisions(source: string): string[] {
  return source.split("\n").flatMap((line, index) => {
    const found: string[] = [];
    if (/\binstanceof\s+ApiError\b/.test(line)) found.push("instanceof ApiError");
    for (const [, literal] of line.matchAll(/["'`]([a-z_]+)["'`]/g))
      if (literal && codes.has(literal)) found.push(`error code "${literal}"`);
    if (/\.status\s*(?:===|!==|==|!=|>=|<=|>|<)\s*[1-5]\d\d\b/.test(line))
      found.push("compares a failure's status");
    return found.map((what) => `${index + 1}: ${what}`);
  });
}

describe("one place maps a failure to what the portal shows", () => {
  it("no source file but the mapper names an error code, compares a status or asks instanceof ApiError", () => {
    const findings = Object.entries(texts)
      .map(([key, text]) => ({ path: underSrc(key), text }))
      .filter((file) => file.path !== MAPPER)
      .flatMap((file) => failureDecisions(file.text).map((finding) => `${file.path}:${finding}`));
    expect(findings).toEqual([]);
  });

  it.each([
    ['if (error instanceof ApiError) return "x";', "instanceof ApiError"],
    ['if (error.code === "pending_transaction") open();', 'error code "pending_transaction"'],
    ["const denied = error.code === 'view_only';", 'error code "view_only"'],
    ["if (error.status === 412) reload();", "compares a failure's status"],
    ["return error.status >= 500;", "compares a failure's status"],
  ])("finds %s", (line, what) => {
    expect(failureDecisions(line).join()).toContain(what);
  });

  it("leaves other words alone", () => {
    expect(failureDecisions('const kind = "changedElsewhere"; const tab = "profile";')).toEqual([]);
  });
});

describe("the mapper", () => {
  const failed = (status: number, code?: (typeof errorCodes)[number]) =>
    new ApiError(status, { message: `said ${status}`, ...(code ? { code } : {}) });

  it.each([
    [new Error("a bug"), "notACall"],
    [failed(0, "network"), "noAnswer"],
    [failed(502, "bad_response"), "unreadable"],
    [failed(500, "server_error"), "serverFailure"],
    [failed(401, "session_ended"), "signedOut"],
    [failed(403, "view_only"), "notAllowed"],
    [failed(404, "not_found"), "notFound"],
    [failed(412, "stale"), "changedElsewhere"],
    [failed(409, "pending_transaction"), "refused"],
  ])("reads %s as %s", (error, kind) => {
    expect(failureKind(error)).toBe(kind);
  });

  it("gives the server's sentence for a refusal and the page's own otherwise", () => {
    expect(refusalSentence(failed(409), "ours")).toBe("said 409");
    expect(refusalSentence(failed(500), "ours")).toBe("ours");
    expect(refusalSentence(new Error("bug"), "ours")).toBe("ours");
    expect(failureSentence(new ApiError(0, { message: NETWORK_ERROR, code: "network" }), "ours")).toBe(
      NETWORK_ERROR,
    );
    expect(failureSentence(new Error("bug"), null)).toBeNull();
  });

  it("names the failures pages act on", () => {
    expect(isPendingTransaction(failed(409, "pending_transaction"))).toBe(true);
    expect(isPendingTransaction(failed(409, "enrollment_staged"))).toBe(false);
    expect(isDuplicatePayment(failed(409, "duplicate_payment"))).toBe(true);
    expect(isDuplicatePayment(failed(409, "pending_transaction"))).toBe(false);
    expect(isGroupInAccount(failed(409, "group_in_account"))).toBe(true);
    expect(isGroupInAccount(failed(409, "duplicate_payment"))).toBe(false);
    expect(isPasswordRefused(failed(403, "wrong_password"))).toBe(true);
    expect(isPasswordRefused(failed(429, "too_many_attempts"))).toBe(true);
    expect(isPasswordRefused(failed(403, "forbidden"))).toBe(false);
    expect(isRefusal(failed(404))).toBe(true);
    expect(isRefusal(failed(0, "network"))).toBe(false);
    expect(returnCodeOf(failed(409, "enrollment_staged"))).toBe("enrollment_staged");
    expect(returnCodeOf(failed(503))).toBe("503");
    expect(returnCodeOf(new Error("bug"))).toBeNull();
    expect(callFailure(failed(400))?.issues).toEqual([]);
  });
});
