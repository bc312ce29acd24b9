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

/** All relationship codes, ascending. */
export const relationshipCodes = Object.keys(relationshipLabels) as [RelationshipCode, ...RelationshipCode[]];

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
