import type { Context } from "hono";
import { enrollmentSubjectOf } from "../enrollments/queries.js";
import {
  type Decision,
  mayModifyEnrollment,
  mayModifyGroup,
  mayReadEnrollment,
  mayReadGroup,
  mayReadGroupDocuments,
} from "../policy/index.js";
import type { AppEnv } from "./env.js";

/**
 * The ids a request carries outside its path (issue: authorization of what a request carries):
 * a route declares each field of its query or body that names a record, and the guard resolves
 * every value through the policy before the handler runs, so a handler never sees an id the
 * session may not use. Path ids are the route's record kind (`record` in routePolicies), which the
 * handler loads and decides.
 *
 * A field is named by where it is in the validated input: `query.groupNumber`, `body.groupNumbers[]`,
 * `body.record.subscriber.memberCoverages[].groupNumber`, `body[].groupNumber` (`[]` is every item
 * of an array). `need` says what the route does with it: `read` (the group is readable: View or
 * Modify) or `modify` (the group is modifiable: enrollment.md §6). A record whose change is judged
 * against the stored one (an employee's edit) declares its groups `read`: the write pipeline decides
 * which groups the change touches. `hold` is a group the administrator holds View or Modify on,
 * whatever their employee entitlements: plan documents hold nothing personal (assist-employees.md §2.4).
 */
export type ReferenceKind = "group" | "enrollment";
export interface Reference {
  kind: ReferenceKind;
  need: "read" | "modify" | "hold";
}
export type References = Readonly<Record<string, Reference>>;

/** The validated parts of a request a reference may point into. */
export interface ValidatedInput {
  query?: unknown;
  body?: unknown;
}

/** Every string at a field path of the validated input (absent or empty parts give none). */
export function valuesAt(input: ValidatedInput, path: string): string[] {
  const [root, ...rest] = path.split(".");
  const start = root === "query" ? input.query : root?.startsWith("body") ? input.body : undefined;
  // "body[]" is an array body: its first step is the array itself.
  const steps = root === "body[]" ? ["[]", ...rest.flatMap(split)] : rest.flatMap(split);
  let values: unknown[] = [start];
  for (const step of steps) {
    values = values.flatMap((value) => {
      if (step === "[]") return Array.isArray(value) ? value : [];
      if (value && typeof value === "object" && !Array.isArray(value))
        return [(value as Record<string, unknown>)[step]];
      return [];
    });
  }
  return values.filter((value): value is string => typeof value === "string" && value !== "");
}

/** "memberCoverages[]" is the field, then each of its items. */
const split = (step: string) => (step.endsWith("[]") ? [step.slice(0, -2), "[]"] : [step]);

/** The policy's answer for one referenced value. */
async function decide(c: Context<AppEnv>, reference: Reference, value: string): Promise<Decision> {
  const session = c.get("session");
  if (!session) return null; // the session gate has answered already
  switch (reference.kind) {
    case "group":
      if (reference.need === "modify") return mayModifyGroup(session, { groupNumber: value });
      return reference.need === "hold" ? mayReadGroupDocuments(session, value) : mayReadGroup(session, value);
    case "enrollment": {
      // An enrollment in process: of the session's client and, by the groups its record names,
      // one this administrator may read or modify (enrollment.md §6); else 404 like an unknown id.
      const subject = await enrollmentSubjectOf(c.get("deps").db, value);
      return reference.need === "modify"
        ? mayModifyEnrollment(session, subject)
        : mayReadEnrollment(session, subject);
    }
  }
}

/** The first refusal among the request's referenced values, or null when every one may be used. */
export async function referencesDecision(
  c: Context<AppEnv>,
  references: References,
  input: ValidatedInput,
): Promise<Decision> {
  for (const [path, reference] of Object.entries(references)) {
    for (const value of new Set(valuesAt(input, path))) {
      const decision = await decide(c, reference, value);
      if (decision) return decision;
    }
  }
  return null;
}

/** A group the route reads (View or Modify). */
export const readsGroup: Reference = { kind: "group", need: "read" };
/** A group whose plan documents the route reads (held View or Modify; no employee entitlement). */
export const holdsGroup: Reference = { kind: "group", need: "hold" };
/** A group the route changes (Modify). */
export const modifiesGroup: Reference = { kind: "group", need: "modify" };

/** An enrollment in process the route reads (its SSNs lent to a check, say). */
export const readsEnrollment: Reference = { kind: "enrollment", need: "read" };
/** An enrollment in process the route finishes or changes. */
export const modifiesEnrollment: Reference = { kind: "enrollment", need: "modify" };

/** The groups an employee record of a body names: each member's coverages (enrollment.md §4). */
export const recordGroups = (need: Reference): References => ({
  "body.record.subscriber.memberCoverages[].groupNumber": need,
  "body.record.dependents[].memberCoverages[].groupNumber": need,
});
