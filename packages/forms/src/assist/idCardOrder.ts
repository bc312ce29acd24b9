import { assistMessages } from "@epr/domain";
import * as z from "zod/mini";

/** Said for a member key of the wrong form (our wording). */
export const ID_CARD_MEMBER_KEY_MESSAGE = "A member is subscriber or dependent:<pin>.";

/** A member as the order names them: the subscriber, or a dependent by pin (as claims name them). */
export const idCardMemberKeySchema = z
  .string({ error: ID_CARD_MEMBER_KEY_MESSAGE })
  .check(z.regex(/^(subscriber|dependent:\d{2})$/, ID_CARD_MEMBER_KEY_MESSAGE));

/**
 * The ID card order form (assist-employees.md §2.6, §5): the members to order cards for; ordering
 * needs at least one (the EPR_IDCARD_ORDER_SELECT_MEMBER_WARNING text). A member appears once.
 */
export const idCardOrderFormSchema = z.object({
  members: z.array(idCardMemberKeySchema, { error: assistMessages.idCardSelectMember }).check(
    z.minLength(1, assistMessages.idCardSelectMember),
    z.maxLength(26, assistMessages.idCardSelectMember),
    z.refine((keys) => new Set(keys).size === keys.length, ID_CARD_MEMBER_KEY_MESSAGE),
  ),
});
/** The ID card order form's values. */
export type IdCardOrderFormValues = z.infer<typeof idCardOrderFormSchema>;
