/**
 * Copy variants: every message or label whose wording differs by brand. The default wording is
 * used unless a brand record overrides the key. Texts the specification quotes are kept word for
 * word; where it only describes a text ("wording not shown"), the wording here is our own.
 * Placeholders in braces (`{name}`) are filled by `copyFor(brand, key, values)`.
 */
export const defaultCopy = {
  /** Find-employee results heading (enrollment.md §2 employee.find). */
  memberIdHeading: "Member ID/SSN/Client-Assigned ID",
  /** Change PCP success (assist-employees.md §8, session-and-admin.md §8). */
  pcpChangeSuccess: "The PCP was successfully updated.",
  /** SBC not available (assist-employees.md §8): contact customer service or the account executive. */
  sbcNotAvailable:
    "A Summary of Benefits and Coverage is not available for this plan. Please contact Customer Service or your Account Executive.",
  /** Group contracts not found (assist-employees.md §8), default wording. */
  groupContractsNotFound:
    "Group contracts are available 60 to 90 days after the group's effective date. Please check back later.",
  /** Identity theft disclaimer (assist-employees.md §2.11): three brand-group variants. */
  idTheftDisclaimer:
    "Identity theft protection is offered through our partner, Sentinel ID Services. Opting a group in enrolls every eligible member of that group; members may decline individually. A group may opt in once per calendar year, and new clients have 30 days from their coverage effective date to opt in.",
  /** Identity theft save success (assist-employees.md §8). */
  idTheftSuccess: "Your request has been processed successfully.",
  /** Identity theft opt-in thanks, shown instead of the success text after an opt-in. */
  idTheftOptInThanks:
    "Thank you for opting in to identity theft protection. Your members will receive enrollment details by mail.",
  /** Identity theft page unavailable (assist-employees.md §8). */
  idTheftError: "This page is unavailable. Please contact your Client Manager for immediate assistance.",
  /** Identity theft partial save (session-and-admin.md §8). */
  idTheftPartial: "The system failed to update your selection. Please try again",
  /** Identity theft save failure (assist-employees.md §8). */
  idTheftSaveFailure: "The system failed to update your selection. Please try again...",
  /** Incorrect-information wording (session-and-admin.md §6). */
  incorrectInformation: "If any of this information is incorrect, please contact your Client Manager.",
  /** Requested reports breadcrumb label of the parent page (session-and-admin.md §2 /requested-reports). */
  requestedReportsBreadcrumb: "Reports",
  /**
   * The coverage notice 'no product selected' (enrollment.md §5 Coverage notices, word for word):
   * the add flow's Plan Coverage step and the final save say it in the brand's wording.
   */
  noProductSelected:
    "You must enroll in at least one product, or return to the Subscriber page to waive coverage.",
  /** Customer service line shown in contact texts (fictional number). */
  customerServicePhone: "1-800-555-0100",
  /**
   * The fraud warning under the tobacco question (enrollment.md §5 Tobacco: "a fraud warning is
   * shown"; wording not shown, ours). A brand whose regulator asks for other words overrides it.
   */
  tobaccoFraudWarning:
    "Any person who knowingly gives false, incomplete or misleading information about tobacco use to obtain coverage or a lower premium may be committing insurance fraud, a crime subject to criminal and civil penalties.",
  /*
   * The cancellation notices titled 'IMPORTANT' (enrollment.md §8 Cancellation notices: "Exact
   * wording of each variant: not shown"). All of the following wording is ours; a brand may override it.
   */
  /** The client's group policies end on given dates; one line per group follows. */
  cancellationNoticeGroupsEnd:
    "This client's group policies end on the dates below. Coverage cannot continue past the end of its group's policy.",
  /** One group of the notice above. */
  cancellationNoticeGroupEndsOn: "Group {group} ends on {date}.",
  /** A member with more than one policy year: which years the change applies to. */
  cancellationNoticePolicyYears:
    "This member is enrolled in more than one policy year. Choose the policy years this cancellation applies to.",
  /** Policy year choice: the current year only. */
  cancellationNoticeCurrentYearOnly: "Current policy year only",
  /** Policy year choice: the upcoming year only. */
  cancellationNoticeUpcomingYearOnly: "Upcoming policy year only",
  /** Policy year choice: both years. */
  cancellationNoticeBothYears: "Both the current and the upcoming policy years",
  /** cancelationNotice1: cancel from the current policy year, naming the group cancel date and group. */
  cancellationNoticeCurrentYear:
    "Group {group} will be cancelled on {date}. This member can be cancelled from the current policy year on or before {date}.",
  /** Cancel from the upcoming policy year, starting on the chosen cancel date. */
  cancellationNoticeUpcomingYear:
    "This member will be cancelled from the upcoming policy year starting on {date}.",
} as const;

/** A key of a brand-specific message. */
export type CopyKey = keyof typeof defaultCopy;

/** A brand's overrides of the default copy. */
export type CopyOverrides = Partial<Record<CopyKey, string>>;

/** Copy of brands 6008 and 6009 (the Harbor family). */
export const harborCopy: CopyOverrides = {
  memberIdHeading: "Member ID/SSN",
  pcpChangeSuccess:
    "The PCP was successfully updated. The member will receive a new ID card in 5-10 business days.",
  sbcNotAvailable:
    "A Summary of Benefits and Coverage is not available for this plan. Please call Customer Service at 1-800-555-0142 (members) or 1-800-555-0143 (employers).",
  idTheftDisclaimer:
    "Harborview Health offers identity theft protection through Sentinel ID Services at no additional cost. Opting a group in enrolls every eligible member of that group. A group may opt in once per calendar year; new clients have 30 days from their coverage effective date to opt in.",
  idTheftError:
    "This page is unavailable. Please contact Customer Service at 1-800-555-0142 for immediate assistance.",
  incorrectInformation:
    "If any of this information is incorrect, please contact your Broker or Sales Representative.",
  customerServicePhone: "1-800-555-0142",
};

/** Copy of brands 6010, 6011 and 6012 (the Summit family). */
export const summitCopy: CopyOverrides = {
  idTheftDisclaimer:
    "Summit Ridge Health members can be protected by Sentinel ID Services. Choose Opt In or Opt Out for each group and submit. Opting in is allowed once per calendar year, in the fourth quarter window; new clients have 30 days from their coverage effective date.",
  idTheftSuccess:
    "Your request has been processed successfully. Changes take effect on the first of next month.",
  idTheftError:
    "This page is unavailable. Please contact your Client Manager, or call Employer Services at 1-800-555-0170, for immediate assistance.",
  customerServicePhone: "1-800-555-0170",
};

/** Brand 6010's own wording: group contracts not found (assist-employees.md §8). */
export const copy6010: CopyOverrides = {
  groupContractsNotFound:
    "A master group contract cannot be located for this group. Please contact your Account Executive, or call Employer Services at 1-800-555-0170, Monday to Friday, 8 a.m. to 6 p.m.",
};

/** Brand 6012's own wording: the 'no product selected' coverage notice (enrollment.md §5 Coverage notices). */
export const copy6012: CopyOverrides = {
  noProductSelected:
    "Please select at least one product to enroll, or return to the subscriber page to waive coverage.",
};

/** Brand 6011's own wording: the requested-reports breadcrumb (session-and-admin.md §2). */
export const copy6011: CopyOverrides = { requestedReportsBreadcrumb: "Census & Wellness Reports" };

/**
 * Fill `{placeholder}` slots of a message. Unknown placeholders are left as they are so a missing
 * value shows up in review instead of vanishing.
 */
export function fillPlaceholders(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
