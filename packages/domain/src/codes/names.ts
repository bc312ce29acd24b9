/**
 * Name suffixes offered on the subscriber and dependent forms (enrollment.md §3 Option lists).
 */
export const nameSuffixes = [
  "NONE",
  "ATTY",
  "DDS",
  "DMD",
  "ESQ",
  "I",
  "II",
  "III",
  "IV",
  "V",
  "VI",
  "VII",
  "VIII",
  "JR",
  "MD",
  "PHD",
  "RN",
  "SR",
] as const;

/** A name suffix code (enrollment.md §3). */
export type NameSuffix = (typeof nameSuffixes)[number];

/** Sex codes (enrollment.md §3 Subscriber: gender M or F). */
export const genders = ["M", "F"] as const;
/** A sex code. */
export type Gender = (typeof genders)[number];
/** Labels of the sex codes. */
export const genderLabels: Record<Gender, string> = { M: "Male", F: "Female" };

/** Values of the other-insurance and Medicare-eligible indicators; default unknown (enrollment.md §3). */
export const indicatorValues = ["unknown", "yes", "no"] as const;
/** An indicator value (enrollment.md §3 Subscriber). */
export type Indicator = (typeof indicatorValues)[number];
/** Labels of the indicator values. */
export const indicatorLabels: Record<Indicator, string> = { unknown: "Unknown", yes: "Yes", no: "No" };

/**
 * Name prefixes offered on the subscriber and dependent forms. The server supplies a prefixes list
 * (enrollment.md §3, §7) but the spec does not give its values: these are ours.
 */
export const namePrefixLabels = {
  MR: "Mr.",
  MRS: "Mrs.",
  MS: "Ms.",
  MISS: "Miss",
  DR: "Dr.",
  REV: "Rev.",
} as const;
/** A name prefix code. */
export type NamePrefix = keyof typeof namePrefixLabels;
/** The name prefix codes. */
export const namePrefixes = Object.keys(namePrefixLabels) as [NamePrefix, ...NamePrefix[]];
