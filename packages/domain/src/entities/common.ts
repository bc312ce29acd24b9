import * as z from "zod/mini";
import { parseUsDate } from "../dates/dates.js";

/**
 * A stored date string "MM/dd/yyyy" (enrollment.md §7 "Dates": MM/dd/yyyy for stored values).
 * An empty string means no date. Impossible dates are rejected.
 */
export const storedDateSchema = z.string().check(
  z.refine((value) => value === "" || parseUsDate(value) !== null, {
    message: "Expected a date MM/dd/yyyy",
  }),
);

/** An optional, nullable stored date. */
export const optionalDateSchema = z.nullish(storedDateSchema);

/** An optional, nullable string field of a server record. */
export const optionalText = z.nullish(z.string());

/** Full name of a member (enrollment.md §3 Subscriber fullName). */
export const fullNameSchema = z.object({
  prefix: optionalText,
  first: optionalText,
  middle: optionalText,
  last: optionalText,
  suffix: optionalText,
});
/** Full name {prefix, first, middle, last, suffix}. */
export type FullName = z.infer<typeof fullNameSchema>;

/** ZIP code of an address: base (5 digits) plus optional extension (enrollment.md §3). */
export const zipCodeSchema = z.object({ base: optionalText, extension: optionalText });

/** Address of a member (enrollment.md §3 Subscriber address). */
export const addressSchema = z.object({
  address1: optionalText,
  address2: optionalText,
  city: optionalText,
  state: optionalText,
  zipCode: z.nullish(zipCodeSchema),
});
/** Address {address1, address2, city, state, zipCode.base}. */
export type Address = z.infer<typeof addressSchema>;

/** Phones of a member (enrollment.md §3 Subscriber phones). */
export const phonesSchema = z.object({
  home: optionalText,
  work: optionalText,
  mobile: optionalText,
  fax: optionalText,
});
/** Phones {home, work, mobile, fax}. */
export type Phones = z.infer<typeof phonesSchema>;

/** A start/end date pair used by Medicare parts and SSDI dates (enrollment.md §3 MedicareEligible). */
export const dateRangeSchema = z.object({ startDate: optionalDateSchema, endDate: optionalDateSchema });
/** A start/end date pair. */
export type DateRange = z.infer<typeof dateRangeSchema>;
