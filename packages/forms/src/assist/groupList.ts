import { DEFAULT_GROUP_STATUS_FILTER, groupStatusFilters } from "@epr/domain";
import * as z from "zod/mini";
import { text } from "../shared/fields.js";
import { genericMessages } from "../shared/messages.js";

/** The group list search's longest text: a group name is at most 60 characters (our limit). */
export const GROUP_SEARCH_MAX = 60;

/** Said for a status other than the filter's (our wording). */
export const GROUP_STATUS_MESSAGE = `The status is one of ${groupStatusFilters.join(", ")}.`;

/** The group list search's fields, for the API query that adds its page cursor. */
export const groupListSearchFields = {
  search: text().check(z.refine((value) => value.length <= GROUP_SEARCH_MAX, genericMessages.tooLong)),
  status: z.pipe(
    z.nullish(z.enum(groupStatusFilters, { error: GROUP_STATUS_MESSAGE })),
    z.transform((value) => value ?? DEFAULT_GROUP_STATUS_FILTER),
  ),
};

/**
 * The group list search (assist-employees.md §2.10): optional text matching a group number from its
 * beginning or a name anywhere in it, and the status filter, Active by default (§9).
 */
export const groupListSearchSchema = z.object(groupListSearchFields);
/** The group list search as typed. */
export type GroupListSearchInput = z.input<typeof groupListSearchSchema>;
/** The group list search, trimmed, with its status. */
export type GroupListSearch = z.output<typeof groupListSearchSchema>;
