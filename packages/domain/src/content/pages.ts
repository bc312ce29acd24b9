import * as z from "zod/mini";

/**
 * A static content page (enrollment.md §2: /manage-employees/userra-form, /userra-group-procedures,
 * /tutorial). The specification names the pages but gives no wording: the text below is ours,
 * written once here and served by the content service.
 */
export const staticPageSchema = z.object({
  title: z.string(),
  intro: z.string(),
  sections: z.array(
    z.object({
      heading: z.string(),
      paragraphs: z._default(z.array(z.string()), []),
      /** A list after the paragraphs; `ordered` for steps. */
      items: z._default(z.array(z.string()), []),
      ordered: z._default(z.boolean(), false),
    }),
  ),
});
/** A static content page. */
export type StaticPage = z.infer<typeof staticPageSchema>;

/** Content ids of the static pages, by the portal path that shows them (enrollment.md §2). */
export const STATIC_PAGE_IDS = {
  userraForm: "userra_form",
  userraGroupProcedures: "userra_group_procedures",
  tutorialEnrollment: "tutorial_enrollment",
} as const;
/** A static page's content id. */
export type StaticPageId = (typeof STATIC_PAGE_IDS)[keyof typeof STATIC_PAGE_IDS];

/** The static pages' text (ours: the spec names the pages only). */
export const staticPages: Record<StaticPageId, StaticPage> = {
  userra_form: {
    title: "USERRA Form",
    intro:
      "Use this form when an employee leaves for service in the uniformed services and chooses to continue health coverage under the Uniformed Services Employment and Reemployment Rights Act (USERRA).",
    sections: [
      {
        heading: "Who may elect continuation",
        paragraphs: [
          "An employee absent for service in the uniformed services, and the dependents covered on the day the leave began, may continue the group coverage they had.",
          "Coverage may continue for up to 24 months from the first day of the leave, or until the employee fails to return to work or apply for reemployment in time, whichever is earlier.",
        ],
        items: [],
        ordered: false,
      },
      {
        heading: "Information the form asks for",
        paragraphs: [],
        items: [
          "Employee name, member ID and group number",
          "Date the military leave began and the expected return date",
          "Lines of coverage to continue (medical, dental, vision, drug) and the members to cover",
          "Premium arrangement chosen by the employee",
          "Signatures of the employee and the plan administrator, with dates",
        ],
        ordered: false,
      },
      {
        heading: "Premiums",
        paragraphs: [
          "For a leave of fewer than 31 days the employee pays no more than the employee share of the premium paid by active employees.",
          "For a longer leave the employee may be asked to pay up to 102% of the full premium.",
        ],
        items: [],
        ordered: false,
      },
      {
        heading: "Sending the form",
        paragraphs: [
          "Keep the signed form with the employee's records and send a copy to your account representative within 30 days of the leave's start, so coverage continues without a gap.",
        ],
        items: [],
        ordered: false,
      },
    ],
  },
  userra_group_procedures: {
    title: "Group Procedures for USERRA",
    intro:
      "How a plan administrator keeps an employee's coverage in order before, during and after a military leave under USERRA.",
    sections: [
      {
        heading: "When the leave begins",
        paragraphs: [],
        items: [
          "Confirm the leave dates with the employee and give them the USERRA Form.",
          "Do not cancel the employee's coverage in the portal while the employee elects continuation.",
          "Record the employee's election and premium arrangement on the form.",
        ],
        ordered: true,
      },
      {
        heading: "During the leave",
        paragraphs: [
          "Coverage continues as elected for up to 24 months. If the employee declines continuation, cancel coverage with the date the leave began; dependents' coverage ends on the same date.",
        ],
        items: [],
        ordered: false,
      },
      {
        heading: "When the employee returns",
        paragraphs: [
          "Reinstate the employee and the dependents who were covered before the leave. No waiting period or pre-existing condition exclusion may apply to the reinstated coverage.",
          "Use the Reinstate action on the employee summary, with the date of reemployment as the coverage date.",
        ],
        items: [],
        ordered: false,
      },
      {
        heading: "Questions",
        paragraphs: [
          "Your account representative or Customer Service can help with a case these steps do not cover.",
        ],
        items: [],
        ordered: false,
      },
    ],
  },
  tutorial_enrollment: {
    title: "Tutorial - Enrollment",
    intro: "A walk through enrolling a new employee in the portal, from the first step to Finish.",
    sections: [
      {
        heading: "Start an enrollment",
        paragraphs: [
          "Choose Add Employee in Manage Employees. Enrollments you save for later are listed under Enrollments in Process, where you can resume or delete them.",
        ],
        items: [],
        ordered: false,
      },
      {
        heading: "The steps",
        paragraphs: [],
        items: [
          "Subscriber & Dependents: the employee's personal details, address and contact, then each dependent with relationship and special status.",
          "Plan Coverage: a plan per coverage type from the group's products for the employee's ZIP code and effective date, the members covered, a primary care provider where the group requires one, tobacco use and report codes.",
          "Major Medical, Other Insurance, Medicare and MNLOA appear only when your answers call for them.",
          "Review & Submit: check every section, go back with Edit where needed, and choose Finish.",
        ],
        ordered: true,
      },
      {
        heading: "Saving and finishing",
        paragraphs: [
          "Save & Continue keeps your work and moves on; Save for Later keeps it in Enrollments in Process. Finish submits the enrollment: you see Success, or Submitted or Partially Submitted when a group needs up to 48 hours to complete it.",
        ],
        items: [],
        ordered: false,
      },
      {
        heading: "Shortcuts",
        paragraphs: ["Press Ctrl+Alt+L outside a text field to go to Find Employee."],
        items: [],
        ordered: false,
      },
    ],
  },
};
