import type {
  BrandRules,
  EnrollmentFlow,
  EnrollmentScreen,
  GroupAdditionalInformation,
  LifeEventRule,
} from "@epr/domain";

/**
 * Which flow a form serves: the add flow (new enrollment, a reinstate too) or the edit flow
 * (enrollment.md §1), of the domain's flows.
 */
export type Flow = Extract<EnrollmentFlow, "add" | "edit">;

/**
 * What a form's rules may depend on: the current date, the flow, the brand's capabilities (from
 * `getBrand(code).capabilities` of the brand registry, typed as the domain's `BrandRules`), and the group's additional information.
 * Forms never read the clock or the brand code themselves.
 */
export interface FormContext {
  /** The current date; rules compare at day level. */
  today: Date;
  flow: Flow;
  /** Brand capability flags; omitted flags are false. */
  brand?: Partial<BrandRules>;
  /** Group additional information (enrollment.md §3). */
  group?: Partial<GroupAdditionalInformation> | null;
}

/** Context of forms that check a coverage effective date (enrollment.md §5 Effective date for coverage). */
export interface EffectiveDateFormContext extends FormContext {
  /** Client qualifier aso (self-funded). */
  aso?: boolean;
  /** The member is on COBRA. */
  cobra?: boolean;
  /** The screen the form is on: the window's lower bound applies on the screens the domain names. */
  screen?: EnrollmentScreen;
  /** Outside an open enrollment period. */
  outsideOpenEnrollment?: boolean;
  /** With SEP on, outside open enrollment and a dependent added: the life event reason and date are required. */
  lifeEventRequired?: boolean;
  /** Life event rules for the reason select (enrollment.md §3 Life event rule). */
  lifeEventRules?: readonly LifeEventRule[];
  /**
   * The life event chosen on the subscriber step (@epr/domain `chosenLifeEvent`): outside an open
   * period its window permits a plan's coverage effective date (enrollment.md §5).
   */
  lifeEvent?: { eventDate: Date; rule: Pick<LifeEventRule, "beforeDays" | "afterDays"> } | null;
  /**
   * Add flow, once the enrollment in progress exists: its SSN is on file and cannot change (a new
   * SSN is a new enrollment), so the SSN is shown masked and not entered or checked again.
   */
  ssnOnFile?: boolean;
}
