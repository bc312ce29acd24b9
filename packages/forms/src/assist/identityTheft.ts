import { identityTheftChanges } from "@epr/domain";
import * as z from "zod/mini";
import { issue } from "../shared/fields.js";

/** What the identity theft form compares against: each group's stored opt-in (assist-employees.md §4). */
export interface IdentityTheftFormContext {
  /** Stored opt-in by group number. */
  original: Readonly<Record<string, boolean>>;
}

/**
 * The identity theft form (assist-employees.md §4, §5): a toggle per group; a save with no group
 * changed is refused with the spec's message, reported on `groups`.
 */
export function identityTheftFormSchema(ctx: IdentityTheftFormContext) {
  return z
    .object({
      groups: z.array(z.object({ groupNumber: z.string(), optedIn: z.boolean() })),
    })
    .check(
      z.superRefine((value, refinement) => {
        const current = Object.fromEntries(value.groups.map((g) => [g.groupNumber, g.optedIn]));
        const changes = identityTheftChanges(ctx.original, current);
        if (!changes.ok) issue(refinement, ["groups"], changes.message);
      }),
    );
}
/** The identity theft form's values. */
export type IdentityTheftFormValues = z.infer<ReturnType<typeof identityTheftFormSchema>>;
