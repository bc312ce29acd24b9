import { reportCodeRowSchema } from "@epr/domain";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import type {
  BrandGroupsQuery,
  ClientReportCodesQuery,
  GroupListQuery,
} from "./client-information-queries.js";
import { groupParamSchema } from "./groups.js";

/**
 * Client and group information (assist-employees.md §2.10, §7 clientInformation: getGeneralInfo,
 * getReportCodes, getContacts, getGroups, getBrandGroups), of the session's chosen client:
 *   GET /api/client-information/general-info
 *   GET /api/client-information/contacts
 *   GET /api/client-information/report-codes?after=…
 *   GET /api/client-information/groups?search=…&status=Active&after=…
 *   GET /api/client-information/groups/{groupNumber}
 *   GET /api/client-information/groups/{groupNumber}/contacts
 *   GET /api/client-information/brand-groups?vendor=…
 */

/** A group's or client's status as the pages show it. */
export const displayStatusSchema = z.enum(["Active", "Cancelled"]);

/** The general info tab (§7 getGeneralInfo; its fields are not shown, so ours). */
export const clientGeneralInfoSchema = z.object({
  clientNumber: z.string(),
  clientName: z.string(),
  brandCode: z.string(),
  status: displayStatusSchema,
  /** Self-funded (ASO) or fully insured. */
  aso: z.boolean(),
  /** MM/dd/yyyy; null for an established client. */
  coverageEffectiveDate: z.nullable(z.string()),
  address: z.nullable(z.object({ line: z.string(), city: z.string(), state: z.string(), zip: z.string() })),
  activeGroups: z.int(),
  cancelledGroups: z.int(),
});
export type ClientGeneralInfo = z.infer<typeof clientGeneralInfoSchema>;
export const clientGeneralInfoResponseSchema = z.object({ payload: clientGeneralInfoSchema });

/** A contact of the client or of one group (§7 getContacts). */
export const clientContactSchema = z.object({
  role: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type ClientContact = z.infer<typeof clientContactSchema>;
export const clientContactsResponseSchema = z.object({ payload: z.array(clientContactSchema) });

/** GET report-codes: one page (1000, §9) of the client's report code rows (§3: type, codes, groups). */
export const clientReportCodesResponseSchema = z.object({
  payload: z.array(reportCodeRowSchema),
  /** The next page's cursor, or null on the last page. */
  next: z.nullable(z.string()),
});
export type ClientReportCodesResponse = z.infer<typeof clientReportCodesResponseSchema>;

/** A row of the group list (§3 Group: groupNumber, groupName, status; ccount, acount, tcount). */
export const groupListRowSchema = z.object({
  groupNumber: z.string(),
  groupName: z.string(),
  status: displayStatusSchema,
  ccount: z.int(),
  acount: z.int(),
  tcount: z.int(),
});
export type GroupListRow = z.infer<typeof groupListRowSchema>;
/** One page (25, §9) of groups by group number. */
export const groupListResponseSchema = z.object({
  payload: z.array(groupListRowSchema),
  next: z.nullable(z.string()),
});
export type GroupListResponse = z.infer<typeof groupListResponseSchema>;

/** A product of a group (the group info's Products section). */
export const groupProductSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  coverageType: z.string(),
  lineOfBusiness: z.string(),
});
export type GroupProduct = z.infer<typeof groupProductSchema>;

/** GET groups/{groupNumber}: the group with its counts, cancel date (MM/dd/yyyy) and products. */
export const groupDetailSchema = z.extend(groupListRowSchema, {
  cancelDate: z.nullable(z.string()),
  products: z.array(groupProductSchema),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;
export const groupDetailResponseSchema = z.object({ payload: groupDetailSchema });
export const groupDetailParamSchema = groupParamSchema;

/**
 * GET brand-groups (§7 getBrandGroups with loginId and vendor): the groups the login may read with
 * the vendor's protection; the login is the session's, never a parameter.
 */
export const brandGroupSchema = z.object({
  groupNumber: z.string(),
  displayName: z.string(),
  vendor: z.string(),
  protectionEnabled: z.boolean(),
  /** The group's status. */
  status: displayStatusSchema,
});
export type BrandGroup = z.infer<typeof brandGroupSchema>;
export const brandGroupsResponseSchema = z.object({
  loginId: z.string(),
  vendor: z.string(),
  payload: z.array(brandGroupSchema),
});
export type BrandGroupsResponse = z.infer<typeof brandGroupsResponseSchema>;

const search = (query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** The typed calls of client and group information. */
export function clientInformationCalls(call: ApiCall) {
  const base = "/api/client-information";
  const group = (groupNumber: string) => `${base}/groups/${encodeURIComponent(groupNumber)}`;
  return {
    clientGeneralInfo: () => call(`${base}/general-info`, clientGeneralInfoResponseSchema),
    clientContacts: () => call(`${base}/contacts`, clientContactsResponseSchema),
    clientReportCodes: (query: ClientReportCodesQuery = {}) =>
      call(`${base}/report-codes${search(query)}`, clientReportCodesResponseSchema),
    groupList: (query: GroupListQuery) =>
      call(
        `${base}/groups${search({ search: query.search ?? undefined, status: query.status ?? undefined, after: query.after })}`,
        groupListResponseSchema,
      ),
    groupDetail: (groupNumber: string) => call(group(groupNumber), groupDetailResponseSchema),
    groupContacts: (groupNumber: string) =>
      call(`${group(groupNumber)}/contacts`, clientContactsResponseSchema),
    brandGroups: (query: BrandGroupsQuery = {}) =>
      call(`${base}/brand-groups${search(query)}`, brandGroupsResponseSchema),
  };
}
