/**
 * Relationship codes to subscriber (enrollment.md §3 Option lists). Codes 11 to 13 are "in-laws"
 * in the spec; their split into three labels is ours.
 */
export const relationshipLabels = {
  "01": "Spouse",
  "02": "Son or Daughter",
  "03": "Father or Mother",
  "04": "Grandparent",
  "05": "Grandchild",
  "06": "Uncle or Aunt",
  "07": "Nephew or Niece",
  "08": "Cousin",
  "09": "Adopted",
  "10": "Foster Child",
  "11": "Son-in-law or Daughter-in-law",
  "12": "Father-in-law or Mother-in-law",
  "13": "Brother-in-law or Sister-in-law",
  "14": "Brother or Sister",
  "15": "Ward",
  "17": "Stepson or Stepdaughter",
  "18": "Self",
  "19": "Child",
  "20": "Employee",
  "21": "Unknown",
  "23": "Sponsored Dependent",
  "24": "Dependent of a Minor Dependent",
  "25": "Ex-Spouse",
  "26": "Guardian",
  "28": "Friend",
  "29": "Domestic Partner",
  "30": "Both Parents",
  "31": "Court Appointed Guardian",
  "33": "Father/Mother",
  "34": "Other Adult",
  "36": "Emancipated Minor",
  "45": "Widow",
  "48": "Stepfather or Stepmother",
  "50": "Foster Parent",
} as const;

/** A relationship code. */
export type RelationshipCode = keyof typeof relationshipLabels;

/**
 * All relationship codes, ascending. Sorted explicitly: an object lists keys that read as array
 * indexes ("10" to "50") before the others ("01" to "09"), which put Spouse after Foster Parent.
 */
export const relationshipCodes = (Object.keys(relationshipLabels) as RelationshipCode[]).sort() as [
  RelationshipCode,
  ...RelationshipCode[],
];

/**
 * The relationships most dependents have, in the order an administrator looks for them: spouse or
 * partner, then children (our order; the spec lists the codes only, enrollment.md §3 Option lists).
 */
export const commonDependentRelationships: readonly RelationshipCode[] = [
  "01", // Spouse
  "29", // Domestic Partner
  "02", // Son or Daughter
  "17", // Stepson or Stepdaughter
  "09", // Adopted
  "10", // Foster Child
  "05", // Grandchild
  "15", // Ward
];

/**
 * Codes not offered for a dependent: the subscriber's own (18 Self, 20 Employee, enrollment.md §3:
 * 20 is the subscriber's), and the near-duplicates of a code offered (19 Child is 02 Son or
 * Daughter, the spec's dependent code, §9; 33 Father/Mother is 03 Father or Mother). They stay
 * valid codes: a record that holds one keeps it and shows it.
 */
export const relationshipsNotOffered: readonly RelationshipCode[] = ["18", "20", "19", "33"];

/**
 * The relationship select of a dependent (enrollment.md §5 Dependents): the common relationships
 * first, then every other code a dependent may have, by label; each once. The code the dependent
 * already holds is kept in the list even when it is not offered (it is added after the others), so
 * a stored record never loses it by being shown.
 */
export function dependentRelationshipOptions(current?: string | null): RelationshipCode[] {
  const skipped = new Set<string>([...commonDependentRelationships, ...relationshipsNotOffered]);
  const others = relationshipCodes
    .filter((code) => !skipped.has(code))
    .sort((a, b) => relationshipLabels[a].localeCompare(relationshipLabels[b]));
  const offered = [...commonDependentRelationships, ...others];
  const held = relationshipCodes.find((code) => code === current);
  return held && !offered.includes(held) ? [...offered, held] : offered;
}

/** Named relationship codes of enrollment.md §9: 20 subscriber, 01 spouse, 29 domestic partner, 02 dependent. */
export const RELATIONSHIP = {
  subscriber: "20",
  spouse: "01",
  domesticPartner: "29",
  child: "02",
  self: "18",
} as const;

/**
 * Relationship codes for which custody is asked on other insurance and for which special status
 * M (MNLOA) may be kept (enrollment.md §4 Indicator changes, §5 Other insurance).
 */
export const CHILD_LIKE_RELATIONSHIPS: readonly string[] = ["02", "05", "07", "09", "14", "17"];

/** Spouse (01) or domestic partner (29), enrollment.md §5 Dependents. */
export function isSpouseOrPartner(relationshipCode: string | null | undefined): boolean {
  return relationshipCode === RELATIONSHIP.spouse || relationshipCode === RELATIONSHIP.domesticPartner;
}
