import * as z from "zod/mini";

/** Search data sent to the employee search (enrollment.md §3 Search data, §7 Employee search). */
export const searchDataSchema = z.object({
  lastName: z.optional(z.string()),
  groupNumber: z.optional(z.string()),
  memberId: z.optional(z.string()),
  /** Present in a response when more results exist ('View next'). */
  listId: z.optional(z.string()),
});
/** Search data. */
export type SearchData = z.infer<typeof searchDataSchema>;

const groupList = z.catch(
  z.nullish(z.array(z.pipe(z.union([z.string(), z.number()]), z.transform(String)))),
  null,
);

/**
 * One raw employee from the search response (enrollment.md §3; session-and-admin.md §3 where umi is
 * also called memberId). Loose: anything may be missing; {@link toSearchResults} filters.
 */
export const rawSearchResultSchema = z.looseObject({
  firstName: z.catch(z.nullish(z.string()), null),
  lastName: z.catch(z.nullish(z.string()), null),
  umi: z.catch(z.nullish(z.string()), null),
  memberId: z.catch(z.nullish(z.string()), null),
  clientAssignedId: z.catch(z.nullish(z.string()), null),
  activeGroupNumbers: groupList,
  cancelledGroupNumbers: groupList,
});
/** A raw search result. */
export type RawSearchResult = z.infer<typeof rawSearchResultSchema>;

/** Employee status derived from its groups (enrollment.md §3 Search result). */
export const employeeStatuses = ["active", "cancelled"] as const;
/** Employee status. */
export type EmployeeStatus = (typeof employeeStatuses)[number];

/** A search result with its derived status and group number (enrollment.md §3 Search result). */
export const searchResultSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  umi: z.string(),
  clientAssignedId: z.string(),
  activeGroupNumbers: z.array(z.string()),
  cancelledGroupNumbers: z.array(z.string()),
  status: z.enum(employeeStatuses),
  groupNumber: z.string(),
});
/** A search result. */
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * Compares group numbers numerically (enrollment.md §2 group switcher: "sorted numerically");
 * non-numeric group numbers sort after numeric ones, by text.
 */
export function compareGroupNumbers(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  const aNum = a.trim() !== "" && Number.isFinite(na);
  const bNum = b.trim() !== "" && Number.isFinite(nb);
  if (aNum && bNum) return na - nb || a.localeCompare(b);
  if (aNum) return -1;
  if (bNum) return 1;
  return a.localeCompare(b);
}

/** Group numbers sorted numerically, without blanks or duplicates. */
export function sortGroupNumbers(groups: readonly string[]): string[] {
  // Most employees are in one group: nothing to sort or deduplicate (a search page asks twice a row).
  if (groups.length < 2) {
    const only = groups[0]?.trim();
    return only ? [only] : [];
  }
  return [...new Set(groups.map((group) => group.trim()).filter(Boolean))].sort(compareGroupNumbers);
}

function present(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/**
 * One search result's fields as typed values: what the server reads from its own database, where
 * nothing needs parsing (a missing value is an empty string or an empty list).
 */
export interface SearchResultFields {
  firstName: string;
  lastName: string;
  umi: string;
  clientAssignedId: string;
  activeGroupNumbers: readonly string[];
  cancelledGroupNumbers: readonly string[];
}

/**
 * One result from typed fields (enrollment.md §3 Search result), or null when it is dropped: it
 * lacks firstName, lastName, umi, clientAssignedId or any group number. Status is active when an
 * active group exists; groupNumber is the first active group, else the first cancelled one,
 * numerically sorted. The rules of {@link toSearchResults}, without its parsing of unknown input.
 */
export function toSearchResult(fields: SearchResultFields): SearchResult | null {
  const { firstName, lastName, umi, clientAssignedId } = fields;
  if (!present(firstName) || !present(lastName) || !present(umi) || !present(clientAssignedId)) return null;
  const activeGroupNumbers = sortGroupNumbers(fields.activeGroupNumbers);
  const cancelledGroupNumbers = sortGroupNumbers(fields.cancelledGroupNumbers);
  const groupNumber = activeGroupNumbers[0] ?? cancelledGroupNumbers[0];
  if (groupNumber === undefined) return null;
  return {
    firstName,
    lastName,
    umi,
    clientAssignedId,
    activeGroupNumbers,
    cancelledGroupNumbers,
    status: activeGroupNumbers.length > 0 ? "active" : "cancelled",
    groupNumber,
  };
}

/**
 * Turns the search response's employees into results (enrollment.md §3 Search result;
 * session-and-admin.md §3): each is parsed loosely (anything may be missing or mistyped), then
 * {@link toSearchResult} applies the rules; umi may come as memberId. Never throws.
 */
export function toSearchResults(raw: readonly unknown[]): SearchResult[] {
  const results: SearchResult[] = [];
  for (const item of Array.isArray(raw) ? raw : []) {
    const parsed = rawSearchResultSchema.safeParse(item);
    if (!parsed.success) continue;
    const { data } = parsed;
    const result = toSearchResult({
      firstName: data.firstName ?? "",
      lastName: data.lastName ?? "",
      umi: (present(data.umi) ? data.umi : data.memberId) ?? "",
      clientAssignedId: data.clientAssignedId ?? "",
      activeGroupNumbers: data.activeGroupNumbers ?? [],
      cancelledGroupNumbers: data.cancelledGroupNumbers ?? [],
    });
    if (result) results.push(result);
  }
  return results;
}
