import * as z from "zod/mini";
import { withoutControlCharacters } from "../shared/fields.js";
import { genericMessages } from "../shared/messages.js";

/** Hint messages of the find-employee panel (enrollment.md §5 Search). */
export const searchMessages = {
  memberIdMin: "There has to be at least 5 characters here.",
  groupNumberDigits: "There can only be digits here.",
  groupNumberMin: "This must be at least 6 digits.",
  lastNameMin: "There has to be at least 3 characters here.",
  memberIdFormat: genericMessages.format,
  tooLong: genericMessages.tooLong,
  /**
   * A search with every field empty (enrollment.md §5 Search: "a search needs at least one of last
   * name, group number, member ID"; the spec gives no wording, this is ours). The panel shows it and
   * makes no call; the API answers it with a 400.
   */
  atLeastOne: "Enter a last name, group number or member ID to search.",
} as const;

/** Longest accepted values (our choice: the spec gives none). */
export const searchLimits = { lastName: 35, groupNumber: 15, memberId: 20 } as const;

const field = () =>
  z.optional(withoutControlCharacters(z.string({ error: genericMessages.format }).check(z.trim())));

/**
 * The find-employee panel (enrollment.md §2 employee.find, §5 Search): last name, group number and
 * member ID, each optional and trimmed; an empty field is not validated. Non-empty values: last name
 * at least 3 characters; group number digits only and at least 6; member ID letters and digits only
 * and at least 5. An all-empty search is valid here; {@link cleanSearchData} returns `null` for it.
 */
export const employeeSearchSchema = z
  .object({ lastName: field(), groupNumber: field(), memberId: field() })
  .check(
    z.superRefine((values, ctx) => {
      const issue = (path: "lastName" | "groupNumber" | "memberId", message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      const { lastName, groupNumber, memberId } = values;
      if (lastName) {
        if (lastName.length < 3) issue("lastName", searchMessages.lastNameMin);
        else if (lastName.length > searchLimits.lastName) issue("lastName", searchMessages.tooLong);
      }
      if (groupNumber) {
        if (!/^\d+$/.test(groupNumber)) issue("groupNumber", searchMessages.groupNumberDigits);
        else if (groupNumber.length < 6) issue("groupNumber", searchMessages.groupNumberMin);
        else if (groupNumber.length > searchLimits.groupNumber) issue("groupNumber", searchMessages.tooLong);
      }
      if (memberId) {
        if (!/^[A-Za-z0-9]+$/.test(memberId)) issue("memberId", searchMessages.memberIdFormat);
        else if (memberId.length < 5) issue("memberId", searchMessages.memberIdMin);
        else if (memberId.length > searchLimits.memberId) issue("memberId", searchMessages.tooLong);
      }
    }),
  );

/** Values of the find-employee panel. */
export type EmployeeSearch = z.infer<typeof employeeSearchSchema>;

/** The search data actually sent: only non-empty fields. */
export type CleanSearchData = { lastName?: string; groupNumber?: string; memberId?: string };

/**
 * Drops empty fields before the call (enrollment.md §5 Search: "all empty is ignored; empty fields
 * dropped before the call"). Returns `null` when every field is empty: the portal makes no call.
 */
export function cleanSearchData(values: {
  lastName?: string | null;
  groupNumber?: string | null;
  memberId?: string | null;
}): CleanSearchData | null {
  const result: CleanSearchData = {};
  for (const key of ["lastName", "groupNumber", "memberId"] as const) {
    const value = values[key];
    if (typeof value === "string" && value.trim() !== "") result[key] = value.trim();
  }
  return Object.keys(result).length > 0 ? result : null;
}
