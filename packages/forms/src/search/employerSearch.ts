import { clientStatusFilters } from "@epr/domain";
import * as z from "zod/mini";
import { issue, text } from "../shared/fields.js";
import { searchMessages } from "./employeeSearch.js";

/** Messages of the employer (group) search (assist-employees.md §5; the two combination messages are ours). */
export const employerSearchMessages = {
  digits: searchMessages.groupNumberDigits,
  numberMin: searchMessages.groupNumberMin,
  containsMin: searchMessages.memberIdMin,
  beginsWithMin: searchMessages.lastNameMin,
  notBoth: "Please search by number or by name, not both.",
  oneRequired: "Please enter a number or a name.",
  tooLong: searchMessages.tooLong,
} as const;

/** The employer search's fields (assist-employees.md §5); a name matches from its beginning by default. */
export const employerSearchFields = {
  number: text(),
  name: text(),
  nameMatch: z.pipe(
    z.nullish(z.enum(["CONTAINS", "BEGINSWITH"], { error: searchMessages.memberIdFormat })),
    z.transform((value) => value ?? "BEGINSWITH"),
  ),
};

/**
 * The employer search's rule over its fields, for schemas that add fields of their own (the
 * internal clients list's status filter and page cursor, session-and-admin.md §2 /clients).
 */
export function refineEmployerSearch(
  values: { number: string; name: string; nameMatch: "CONTAINS" | "BEGINSWITH" },
  rc: z.core.$RefinementCtx,
): void {
  if (values.number && values.name) {
    issue(rc, ["name"], employerSearchMessages.notBoth);
    return;
  }
  if (!values.number && !values.name) {
    issue(rc, ["number"], employerSearchMessages.oneRequired);
    return;
  }
  if (values.number) {
    if (!/^\d+$/.test(values.number)) issue(rc, ["number"], employerSearchMessages.digits);
    else if (values.number.length < 6) issue(rc, ["number"], employerSearchMessages.numberMin);
    else if (values.number.length > 15) issue(rc, ["number"], employerSearchMessages.tooLong);
    return;
  }
  const min = values.nameMatch === "CONTAINS" ? 5 : 3;
  if (values.name.length < min) {
    issue(
      rc,
      ["name"],
      min === 5 ? employerSearchMessages.containsMin : employerSearchMessages.beginsWithMin,
    );
  } else if (values.name.length > 35) issue(rc, ["name"], employerSearchMessages.tooLong);
}

/**
 * The employer search (assist-employees.md §5 Employer search): number and name cannot both be
 * given; one of them is required; number digits only and at least 6 characters; a name searched with
 * CONTAINS needs at least 5 characters, with BEGINSWITH at least 3.
 */
export const employerSearchSchema = z.object(employerSearchFields).check(z.superRefine(refineEmployerSearch));

/** Employer search values. */
export type EmployerSearch = z.output<typeof employerSearchSchema>;

/**
 * The internal 'Clients - Log in as an Employer' search form (session-and-admin.md §2 /clients):
 * the employer search with the status filter, All by default.
 */
export const clientSearchFormSchema = z
  .object({ ...employerSearchFields, status: z._default(z.enum(clientStatusFilters), "All") })
  .check(z.superRefine(refineEmployerSearch));

/** The clients search form's values. */
export type ClientSearchForm = z.output<typeof clientSearchFormSchema>;
