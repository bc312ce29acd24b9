import { createHash } from "node:crypto";

/**
 * How many statement texts one server process prepares at most. The server's statements are
 * written in its code, so the set is finite (a few hundred with every search's shape); the cap
 * only guards against a text that carries its values, which would otherwise add a prepared
 * statement to every connection for each value.
 */
export const MAX_PREPARED_STATEMENTS = 512;

/** What pg's `query` takes: a named statement is parsed once per connection, then only bound. */
export interface StatementConfig {
  name?: string;
  text: string;
  values?: unknown[];
}

/**
 * Names parameterised statements for PostgreSQL server mode (per-request overhead).
 * pg parses a named statement once per connection and afterwards only binds it, so PostgreSQL
 * keeps its plan: planning the session's statement took about three times as long as running it
 * (EXPLAIN on 10,000 members: 0.3–1.3 ms of planning, 0.15 ms of execution; bench/scale.mjs).
 * PostgreSQL re-plans a statement itself when a table it reads changes, and after five runs keeps
 * a generic plan only when that is no costlier than planning for the values given.
 * A statement without parameters goes by the simple protocol, which allows several statements in
 * one text (migrations): it is never named.
 */
export function statementNamer(max: number = MAX_PREPARED_STATEMENTS) {
  const names = new Map<string, string>();
  return (text: string, values?: unknown[]): StatementConfig => {
    if (!values?.length) return { text };
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `epr_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;
      names.set(text, name);
    }
    return name === undefined ? { text, values } : { name, text, values };
  };
}

/**
 * Frozen array parameters given as their PostgreSQL array literal, made once per array. A session's
 * readable groups (policy/records.ts, frozen and kept with the session) go with every search, and
 * pg turned their hundreds of group numbers into one literal again on every call: a tenth of the
 * server's CPU under the million-member search load (docs/benchmarks.md, Scale under load). A
 * frozen array cannot change, so its literal stays right; `literal` is the driver's own conversion.
 */
export function frozenArrayLiterals(literal: (array: readonly unknown[]) => unknown) {
  const made = new WeakMap<readonly unknown[], unknown>();
  return (values: unknown[] | undefined): unknown[] | undefined => {
    if (!values) return values;
    let given = values;
    for (const [i, value] of values.entries()) {
      if (!Array.isArray(value) || !Object.isFrozen(value)) continue;
      let text = made.get(value);
      if (text === undefined) {
        text = literal(value);
        made.set(value, text);
      }
      if (given === values) given = [...values];
      given[i] = text;
    }
    return given;
  };
}
