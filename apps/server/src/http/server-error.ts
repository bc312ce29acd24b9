import type { Context } from "hono";
import { routePath } from "hono/route";

/**
 * What the log may say of an unexpected error (issue 7 §4): the request's id, method and route
 * pattern (not the path, which can carry data), the error's class and code and where it was
 * thrown. Never its message — PostgreSQL's quote the offending value ("invalid input syntax for
 * type integer: \"123-45-6789\"") — nor its detail, SQL or parameters, which database errors carry.
 */
export function logServerError(c: Context, error: unknown): void {
  console.error(
    `[request ${c.get("requestId") ?? "-"}] ${c.req.method} ${routePath(c) || "?"} failed: ${describeError(error)}`,
  );
}

/** Class, code (a SQLSTATE such as 22P02, or a system code such as ECONNREFUSED) and stack frames only. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return `a thrown ${typeof error}`;
  const raw = (error as { code?: unknown }).code;
  const code = typeof raw === "string" && /^[A-Z0-9_]{2,40}$/.test(raw) ? raw : undefined;
  // Database errors of both drivers are named "error"; their SQLSTATE says more.
  const kind = code && /^[0-9A-Z]{5}$/.test(code) && error.name === "error" ? "DatabaseError" : error.name;
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  return `${kind}${code ? ` (code ${code})` : ""}\n${frames}`;
}
