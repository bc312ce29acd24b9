import type { Context } from "hono";

/**
 * Sets headers on the answer a handler already gave, from a middleware after `next()`. Hono's
 * `c.header` would rebuild the whole Response (its body read into a new one) for every call, a
 * tenth of a bare call's CPU; the answer's own headers take the change in place, unless
 * they are immutable (a Response fetched from elsewhere), which gets a copy.
 */
export function setAnswerHeaders(c: Context, headers: Record<string, string>): void {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  }
}
