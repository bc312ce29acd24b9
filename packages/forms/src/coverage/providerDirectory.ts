import { stateCodes } from "@epr/domain";
import * as z from "zod/mini";
import { issue, text } from "../shared/fields.js";
import { genericMessages } from "../shared/messages.js";
import { CITY_PATTERN, subscriberMessages } from "../subscriber/subscriber.js";
import { PROVIDER_NUMBER_MAX, providerMessages } from "./provider.js";

/** Messages of the built-in provider directory search (enrollment.md §7 Find a doctor). */
export const providerDirectoryMessages = {
  /** A 5-digit ZIP (enrollment.md §7: "city, state and 5-digit zip"); the subscriber form's words. */
  zipCode: subscriberMessages.zip,
  /** A provider number has no spaces (enrollment.md §5 Provider). */
  number: providerMessages.physicianNumber,
  city: genericMessages.format,
  state: genericMessages.format,
  tooLong: genericMessages.tooLong,
  /** Every criterion empty (the spec gives no wording; ours). The card makes no search. */
  atLeastOne: "Enter a provider name, number, city, state or ZIP code to search.",
} as const;

/** Longest name and city accepted (our choice; the spec gives none). */
export const providerDirectoryLimits = { name: 60, city: 40 } as const;

/**
 * The built-in provider directory search (enrollment.md §7 Find a doctor: "an internal page with
 * city, state and 5-digit zip"; ours: by name, number, city, state and ZIP). Every field is
 * optional and trimmed; at least one is needed. The field names are those of @epr/contract's
 * provider search query (`name`, `number`, `city`, `state`, `zipCode`), so a cleaned search is the query. ZIP is 5 digits, the number has no spaces, the
 * city letters and spaces, the state one of the 50 states plus DC (upper-cased).
 */
export const providerDirectorySearchSchema = z
  .object({
    name: text(),
    number: text(),
    city: text(),
    state: z.pipe(
      text(),
      z.transform((value) => value.toUpperCase()),
    ),
    zipCode: text(),
  })
  .check(
    z.superRefine((values, rc) => {
      const { name, number, city, state, zipCode } = values;
      if (!name && !number && !city && !state && !zipCode) {
        issue(rc, ["name"], providerDirectoryMessages.atLeastOne);
        return;
      }
      if (name.length > providerDirectoryLimits.name) issue(rc, ["name"], providerDirectoryMessages.tooLong);
      if (number && (/\s/.test(number) || number.length > PROVIDER_NUMBER_MAX))
        issue(rc, ["number"], providerDirectoryMessages.number);
      if (city && (!CITY_PATTERN.test(city) || city.length > providerDirectoryLimits.city))
        issue(rc, ["city"], providerDirectoryMessages.city);
      if (state && !(stateCodes as readonly string[]).includes(state))
        issue(rc, ["state"], providerDirectoryMessages.state);
      if (zipCode && !/^\d{5}$/.test(zipCode)) issue(rc, ["zipCode"], providerDirectoryMessages.zipCode);
    }),
  );

/** Provider directory search values (input side). */
export type ProviderDirectorySearchInput = z.input<typeof providerDirectorySearchSchema>;
/** A validated provider directory search; empty criteria are "". */
export type ProviderDirectorySearch = z.output<typeof providerDirectorySearchSchema>;

/** The criteria actually sent: only the non-empty ones (as the employee search, enrollment.md §5 Search). */
export function cleanProviderDirectorySearch(
  values: ProviderDirectorySearch,
): Partial<ProviderDirectorySearch> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== ""),
  ) as Partial<ProviderDirectorySearch>;
}
