import * as z from "zod/mini";

/** The cancelled client's conditions form (session-and-admin.md §4 Cancelled client; the message is ours). */
export const conditionsMessages = {
  agree: "Please confirm that you accept the conditions.",
} as const;

/** Accepting a cancelled client's conditions: the box must be ticked (session-and-admin.md §2, §4). */
export const conditionsFormSchema = z.object({
  agree: z
    .boolean({ error: conditionsMessages.agree })
    .check(z.refine((agreed) => agreed, conditionsMessages.agree)),
});

/** The conditions form's values. */
export type ConditionsForm = z.output<typeof conditionsFormSchema>;
