import type { FindADoctorFinder } from "../provider/findADoctor.js";

/**
 * Capabilities of a brand that change business rules. Domain functions take these flags (or a
 * subset) as parameters, so they never compare brand codes themselves. The values per brand are
 * data in `@epr/brand-themes` (each record's `capabilities` carries these fields under these names);
 * the brand's wording (member ID heading, PCP success text) is its copy there, not a flag here.
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
  /** Every brand except 6008, 6009: a PPO subscriber line clears the change-PCP data (assist-employees.md §2.3). */
  changePcpClearsOnPpo: boolean;
  /** 6012: the COBRA checkbox is hidden (enrollment.md §5 Subscriber form; ASO groups hide it too). */
  hidesCobraCheckbox: boolean;
  /** 6008: the plan area code that marks a member's plan as AHPA; `null` where the brand has none (enrollment.md §7, §9). */
  ahpaPlanAreaCode: string | null;
  /**
   * Profile site-access rows the spec lists per brand (session-and-admin.md §6): Employer Client/Groups
   * (6009, 9017, 9018), Census Report (6010, 6011), Wellness Report (6011). Other rows show for every brand.
   */
  siteAccess: SiteAccessBrandFlags;
  /** Where Find a Doctor goes: 6008, 6009, 6010 their external directory in a new window, others a finder by place (enrollment.md §7). */
  findADoctor: FindADoctorFinder;
}

/** The site-access rows that only some brands show (session-and-admin.md §6). */
export interface SiteAccessBrandFlags {
  employerClientGroups: boolean;
  censusReport: boolean;
  wellnessReport: boolean;
}
