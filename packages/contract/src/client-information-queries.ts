import { groupListSearchFields } from "@epr/forms/schemas";
import * as z from "zod/mini";

/**
 * The queries of the client information calls (assist-employees.md §7 clientInformation), apart
 * from client-information.ts: the typed client imports only their types, so the portal's shared
 * API chunk does not carry the server's query validation to every page.
 */

/** Said for a page cursor this server did not give (our wording). */
export const CLIENT_INFO_CURSOR_MESSAGE = "after is not one this server gave.";
/** Said for a vendor name that is not one (our wording). */
export const VENDOR_MESSAGE = "vendor is a name of at most 60 letters, digits and spaces.";

const cursorSchema = z
  .string({ error: CLIENT_INFO_CURSOR_MESSAGE })
  .check(
    z.maxLength(200, CLIENT_INFO_CURSOR_MESSAGE),
    z.regex(/^[A-Za-z0-9_-]+$/, CLIENT_INFO_CURSOR_MESSAGE),
  );

/** GET report-codes: one page (1000, §9) of the client's report code rows (§3: type, codes, groups). */
export const clientReportCodesQuerySchema = z.object({ after: z.optional(cursorSchema) });
export type ClientReportCodesQuery = z.input<typeof clientReportCodesQuerySchema>;
/** GET groups: the group list's search and status filter (Active by default) and the page cursor. */
export const groupListQuerySchema = z.object({ ...groupListSearchFields, after: z.optional(cursorSchema) });
export type GroupListQuery = z.input<typeof groupListQuerySchema>;

/**
 * GET brand-groups (§7 getBrandGroups with loginId and vendor): the groups the login may read with
 * the vendor's protection; the login is the session's, never a parameter. Without a vendor, the
 * portal's identity theft vendor.
 */
export const brandGroupsQuerySchema = z.object({
  vendor: z.optional(
    z
      .string({ error: VENDOR_MESSAGE })
      .check(z.trim(), z.maxLength(60, VENDOR_MESSAGE), z.regex(/^[A-Za-z0-9 ]*$/, VENDOR_MESSAGE)),
  ),
});
export type BrandGroupsQuery = z.input<typeof brandGroupsQuerySchema>;
