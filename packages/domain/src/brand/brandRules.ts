/**
 * Capabilities of a brand that change business rules. Domain functions take these flags (or a
 * subset) as parameters, so they never compare brand codes themselves; `@epr/brand-themes` may build
 * the same flags from its registry, and {@link brandRules} derives them from the brand codes the
 * specification names.
 */
export interface BrandRules {
  /** 6010, 6011, 6012: the Other Insurance step is also required when COB data is present and processed; the COB processed flag shows (enrollment.md §4, §6). */
  otherInsuranceStepOnCobData: boolean;
  /** 6012 (cascade rules also keyed to 9017, 9018): cancelling a medical line also cancels that group's VIS and DEN lines (enrollment.md §4 Cancel line of business). */
  cascadesVisionDentalOnMedicalCancel: boolean;
  /** 6012: the cancel button is hidden on a VIS or DEN line alongside medical (enrollment.md §6). */
  hidesVisionDentalCancelAlongsideMedical: boolean;
  /** 6012, 9017, 9018: vision/dental product validation on save (enrollment.md §4). */
  validatesVisionDentalOnSave: boolean;
  /** Every brand except 6012: the Change PCP action (enrollment.md §6). */
  changePcp: boolean;
  /** 3001, 6001 to 6009, 9001 to 9012, 9015, 9017, 9018: Manage Spending Acct Elections (enrollment.md §6). */
  spendingAccountElections: boolean;
  /** 6008, 6009: View SBC (enrollment.md §6). */
  viewSbc: boolean;
  /** Every brand except 6008, 6009: the PCP reason code is trimmed (enrollment.md §4; assist-employees.md §7). */
  trimsPcpReasonCode: boolean;
  /** 6008, 6009: the change-PCP effective date lies within the reason's retro/future days (assist-employees.md §5). */
  changePcpDateWindow: boolean;
  /** 6012: the COBRA checkbox is hidden (enrollment.md §5 Subscriber form; ASO groups hide it too). */
  hidesCobraCheckbox: boolean;
  /** 6012: the 'no product selected' notice uses the brand's wording (enrollment.md §5 Coverage notices). */
  altNoProductSelectedNotice: boolean;
  /** 6008, 6009: the member ID heading is 'Member ID/SSN' (else 'Member ID/SSN/Client-Assigned ID') (enrollment.md §2). */
  memberIdIsSsnOnly: boolean;
  /** 6008, 6009: the PCP success message mentions the ID card arriving in 5-10 business days (assist-employees.md §8). */
  pcpSuccessMentionsIdCard: boolean;
}

const SPENDING_BRANDS = new Set([
  "3001",
  ...Array.from({ length: 9 }, (_, i) => `600${i + 1}`),
  ...Array.from({ length: 12 }, (_, i) => `90${String(i + 1).padStart(2, "0")}`),
  "9015",
  "9017",
  "9018",
]);

const is = (code: string, ...codes: string[]) => codes.includes(code);

/**
 * Business-rule capabilities of a brand code, from the codes named in enrollment.md §4 to §6 and
 * assist-employees.md §5, §8 (6008, 6009, 6010, 6011, 6012, 9017, 9018; spending list 3001, 6001 to
 * 6009, 9001 to 9012, 9015, 9017, 9018). Unknown codes get the default behaviour.
 */
export function brandRules(brandCode: string): BrandRules {
  const code = brandCode.trim();
  const ibcFamily = is(code, "6008", "6009");
  return {
    otherInsuranceStepOnCobData: is(code, "6010", "6011", "6012"),
    cascadesVisionDentalOnMedicalCancel: is(code, "6012", "9017", "9018"),
    hidesVisionDentalCancelAlongsideMedical: is(code, "6012"),
    validatesVisionDentalOnSave: is(code, "6012", "9017", "9018"),
    changePcp: !is(code, "6012"),
    spendingAccountElections: SPENDING_BRANDS.has(code),
    viewSbc: ibcFamily,
    trimsPcpReasonCode: !ibcFamily,
    changePcpDateWindow: ibcFamily,
    hidesCobraCheckbox: is(code, "6012"),
    altNoProductSelectedNotice: is(code, "6012"),
    memberIdIsSsnOnly: ibcFamily,
    pcpSuccessMentionsIdCard: ibcFamily,
  };
}

/** Heading of the member ID column and field (enrollment.md §2 employee.find). */
export function memberIdHeading(rules: Pick<BrandRules, "memberIdIsSsnOnly">): string {
  return rules.memberIdIsSsnOnly ? "Member ID/SSN" : "Member ID/SSN/Client-Assigned ID";
}
