import { idCardOrderFormSchema } from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { umiParamSchema } from "./employees.js";
import { groupNumberSchema } from "./reference.js";

/**
 * ID cards (assist-employees.md §2.6, §3 ID card member and Order request, §7 idcardMembers,
 * orderIdCard and getidcard):
 *   GET  /api/employees/{umi}/id-cards            the members and their cards
 *   GET  /api/id-cards/{cardId}/card.svg?side=…   one card's image, drawn from the member's data
 *   POST /api/employees/{umi}/id-card-orders      orders cards: one order per group and line of business
 *   GET  /api/employees/{umi}/id-card-orders      the orders placed, newest first
 * Vision and hospitals (§2.8, §7 visionProvider, visionAndDental, hospitalQuality):
 *   GET  /api/vision-provider                     the vision provider page's address and operation
 *   GET  /api/groups/{groupNumber}/vision-and-dental
 *   GET  /api/hospital-quality
 */

/** Our wording for a malformed card id or side. */
export const idCardQueryMessages = {
  cardId: "A card id is <member ID>-<pin>-<group number>-<line of business>.",
  side: "side is front or back.",
} as const;

/** One card of a member, with its images' addresses (§7 getidcard builds card image addresses). */
export const idCardEntrySchema = z.object({
  cardId: z.string(),
  groupNumber: z.string(),
  lob: z.string(),
  cType: z.enum(["MEDICAL", "DENTAL", "VISION"]),
  productName: z.string(),
  /** MM/dd/yyyy */
  effectiveDate: z.string(),
  front: z.string(),
  back: z.string(),
});
export type IdCardEntry = z.infer<typeof idCardEntrySchema>;

/** A member with their cards (§3 ID card member); the address is where an order is mailed. */
export const idCardMemberEntrySchema = z.object({
  memberKey: z.string(),
  pin: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  relationship: z.enum(["Subscriber", "Dependent"]),
  cards: z.array(idCardEntrySchema),
});
export type IdCardMemberEntry = z.infer<typeof idCardMemberEntrySchema>;

/** The mailing address of the orders (§3 Order request address fields). */
export const idCardAddressSchema = z.object({
  address: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type IdCardAddress = z.infer<typeof idCardAddressSchema>;

/** GET /api/employees/{umi}/id-cards. */
export const idCardMembersResponseSchema = z.object({
  umi: z.string(),
  members: z.array(idCardMemberEntrySchema),
  address: idCardAddressSchema,
});
export type IdCardMembersResponse = z.infer<typeof idCardMembersResponseSchema>;

export const idCardParamSchema = z.object({
  cardId: z
    .string({ error: idCardQueryMessages.cardId })
    .check(z.regex(/^[A-Za-z0-9]{1,20}-\d{2}-[A-Za-z0-9]{1,20}-[A-Z]{2,4}$/, idCardQueryMessages.cardId)),
});
export const idCardImageQuerySchema = z.object({
  side: z
    ._default(z.enum(["front", "back"], { error: idCardQueryMessages.side }), "front")
    .check(z.meta({ example: "front" })),
});

/** POST /api/employees/{umi}/id-card-orders: the members to order for (§5: at least one). */
export const idCardOrderRequestSchema = z.strictObject(idCardOrderFormSchema.shape);
export type IdCardOrderRequest = z.infer<typeof idCardOrderRequestSchema>;

/** One order as stored: one group and line of business, for its members (§4, §7 orderIdCard). */
export const idCardOrderRowSchema = z.object({
  id: z.string(),
  groupNumber: z.string(),
  lob: z.string(),
  members: z.array(z.string()),
  address: idCardAddressSchema,
  orderedAt: z.string(),
  orderedBy: z.string(),
});
export type IdCardOrderRow = z.infer<typeof idCardOrderRowSchema>;

/** The orders one request placed, or the employee's orders newest first. */
export const idCardOrdersResponseSchema = z.object({ orders: z.array(idCardOrderRowSchema) });
export type IdCardOrdersResponse = z.infer<typeof idCardOrdersResponseSchema>;

/**
 * How the vision partner's page opens (§7 visionProvider operation): IFRAME, the page embeds the
 * address; NEW_WINDOW, it links to it (our name for the other case). The answer, the server's
 * EPR_VISION_PROVIDER_OPERATION check and the vision adapter all read this one list.
 */
export const visionOperationSchema = z.enum(["IFRAME", "NEW_WINDOW"]);
export type VisionOperation = z.infer<typeof visionOperationSchema>;

/** What the vision provider page shows (§2.8, §7 visionProvider: url and operation). */
export const visionProviderResponseSchema = z.object({
  url: z.string(),
  operation: visionOperationSchema,
});
export type VisionProviderResponse = z.infer<typeof visionProviderResponseSchema>;

export const visionAndDentalParamSchema = z.object({
  groupNumber: groupNumberSchema.check(z.meta({ example: "100100" })),
});
/** §7 visionAndDental: whether the group offers vision and dental, and the plans. */
export const visionAndDentalResponseSchema = z.object({
  payload: z.object({
    vision: z.array(z.object({ productId: z.string(), productName: z.string() })),
    dental: z.array(z.object({ productId: z.string(), productName: z.string() })),
  }),
});
export type VisionAndDentalResponse = z.infer<typeof visionAndDentalResponseSchema>;

/** §7 hospitalQuality getData: the payload is a url. */
export const hospitalQualityResponseSchema = z.object({ payload: z.string() });

export const idCardUmiParamSchema = umiParamSchema;

/** The typed client's ID card, vision and hospital calls. */
export function idCardCalls(call: ApiCall) {
  return {
    /** The members of an employee with their ID cards (§7 idcardMembers by umi). */
    idCardMembers: (umi: string) =>
      call(`/api/employees/${encodeURIComponent(umi)}/id-cards`, idCardMembersResponseSchema),
    /** Orders cards for the members; `idempotencyKey` is the same for every retry of one order. */
    orderIdCards: (umi: string, body: IdCardOrderRequest, idempotencyKey: string) =>
      call(`/api/employees/${encodeURIComponent(umi)}/id-card-orders`, idCardOrdersResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "idempotency-key": idempotencyKey },
      }),
    idCardOrders: (umi: string) =>
      call(`/api/employees/${encodeURIComponent(umi)}/id-card-orders`, idCardOrdersResponseSchema),
    visionProvider: () => call("/api/vision-provider", visionProviderResponseSchema),
    visionAndDental: (groupNumber: string) =>
      call(`/api/groups/${encodeURIComponent(groupNumber)}/vision-and-dental`, visionAndDentalResponseSchema),
    hospitalQuality: () => call("/api/hospital-quality", hospitalQualityResponseSchema),
  };
}
