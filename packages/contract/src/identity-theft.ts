import { assistMessages, identityTheftGroupSchema } from "@epr/domain";
import { genericMessages } from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { groupNumberSchema } from "./reference.js";

/**
 * A group on the identity theft page (assist-employees.md §3 Identity theft group), with whether
 * it may opt in today and, when not, why (§9 rules, decided by the server).
 */
export const identityTheftPageGroupSchema = z.extend(identityTheftGroupSchema, {
  displayName: z.string(),
  vendor: z.string(),
  protectionEnabled: z.boolean(),
  /** Whether the administrator may change this group (Modify on an active group). */
  modifiable: z.boolean(),
  optInAllowed: z.boolean(),
  /** Why opting in is refused today (§9), or null. */
  optInRefusal: z.nullable(z.string()),
});
export type IdentityTheftPageGroup = z.infer<typeof identityTheftPageGroupSchema>;

/** GET /api/identity-theft/groups: the chosen client's groups, by group number (§7 idTheft getGroups). */
export const identityTheftGroupsResponseSchema = z.object({
  payload: z.object({ groups: z.array(identityTheftPageGroupSchema) }),
});
export type IdentityTheftGroupsResponse = z.infer<typeof identityTheftGroupsResponseSchema>;

/** Said for a choice other than optin or optout (our wording). */
export const USER_CHOICE_MESSAGE = "The choice is optin or optout.";

/** Said when a group is listed twice (our wording). */
export const DUPLICATE_GROUP_MESSAGE = "A group is listed twice.";

/** POST /api/identity-theft: only the changed groups, each as userChoice optin or optout (§4, §7). */
export const identityTheftSaveRequestSchema = z.strictObject({
  idTheftGroups: z
    .array(
      z.strictObject({
        groupNumber: groupNumberSchema,
        userChoice: z.enum(["optin", "optout"], { error: USER_CHOICE_MESSAGE }),
      }),
    )
    .check(
      z.minLength(1, assistMessages.idTheftNoSelection),
      z.maxLength(100, genericMessages.tooLong),
      z.refine(
        (list) => new Set(list.map((g) => g.groupNumber)).size === list.length,
        DUPLICATE_GROUP_MESSAGE,
      ),
    ),
});
export type IdentityTheftSaveRequest = z.infer<typeof identityTheftSaveRequestSchema>;

/**
 * The save's answer: msgCase optin when a group was opted in (the opt-in thanks), success otherwise
 * (assist-employees.md §8), with the groups as stored now.
 */
export const identityTheftSaveResponseSchema = z.object({
  msgCase: z.enum(["success", "optin"]),
  payload: z.object({ groups: z.array(identityTheftPageGroupSchema) }),
});
export type IdentityTheftSaveResponse = z.infer<typeof identityTheftSaveResponseSchema>;

/** The identity theft page's calls (assist-employees.md §4, §7 idTheft). */
export function identityTheftCalls(call: ApiCall) {
  return {
    /** The chosen client's groups for identity theft protection (§7 idTheft getGroups). */
    identityTheftGroups: () => call("/api/identity-theft/groups", identityTheftGroupsResponseSchema),
    /** Saves the changed groups' opt-in or opt-out (§7 idTheft save). */
    saveIdentityTheft: (body: IdentityTheftSaveRequest) =>
      call("/api/identity-theft", identityTheftSaveResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
  };
}
