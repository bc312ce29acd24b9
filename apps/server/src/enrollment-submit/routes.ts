import {
  enrollmentSubmitRequestSchema,
  enrollmentSubmitResponseSchema,
  fraudCheckRequestSchema,
  fraudCheckResponseSchema,
  pendingCheckRequestSchema,
  pendingCheckResponseSchema,
  ssnCheckRequestSchema,
  ssnCheckResponseSchema,
  submissionStatusResponseSchema,
  umiParamSchema,
} from "@epr/contract";
import { formatUsDate } from "@epr/domain";
import { normalizeSsn } from "@epr/forms/schemas";
import { addMonths, startOfMonth, subYears } from "date-fns";
import type * as core from "zod/v4/core";
import type { SessionContext } from "../auth/sessions.js";
import { countSsnLookup, SSN_LOOKUPS, ssnLastFour } from "../employees/ssn-throttle.js";
import { audit } from "../http/audit.js";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { modifiesEnrollment, modifiesGroup, recordGroups } from "../http/references.js";
import { errorAnswer, json, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { fraudCheck, pendingCheck, ssnCheck, submissionStatusOf } from "./lookups.js";
import { submitEnrollment } from "./submit.js";

const submitErrors = {
  ...standardErrors,
  400: errorAnswer("Malformed input, or a rule of the add flow broken", ["invalid_request"]),
} as const;

/** An SSN no seeded employee has (the examples are run by the generated authorization matrix). */
const EXAMPLE_SSN = "123-45-6789";

/**
 * The example final save: a subscriber alone in the demo client's first group, effective the first of
 * next month (always inside the window of enrollment.md §9), made when the document is.
 */
export function exampleSubmission() {
  const today = new Date();
  return {
    subscriberSsn: EXAMPLE_SSN,
    record: {
      globalCoverageEffectiveDate: formatUsDate(startOfMonth(addMonths(today, 1))),
      subscriber: {
        fullName: { first: "Avery", last: "Example" },
        gender: "F",
        birthDate: formatUsDate(subYears(startOfMonth(today), 30)),
        address: {
          address1: "12 Harbor Street",
          city: "Philadelphia",
          state: "PA",
          zipCode: { base: "19103" },
        },
        otherInsuranceIndicator: "no",
        medicareEligibleIndicator: "no",
        memberCoverages: [
          {
            groupNumber: "100100",
            memberLobs: [
              {
                lineOfBusiness: "PPO",
                coverageType: "MEDICAL",
                productId: "100100-MED",
                coverageEffectiveDate: "updateMe",
              },
            ],
            // The group asks the tobacco question and requires Department, and Division from next
            // month (seed/reference.ts): the Plan Coverage answers the server checks (enrollment.md §4).
            tobaccoStatus: "N",
            reportCodes: [
              { type: "Department", abbreviatedType: "DEPT", value: "HR" },
              { type: "Division", abbreviatedType: "DIV", value: "D1" },
            ],
          },
        ],
      },
      dependents: [],
    },
  };
}

const submitRoute = guardedRoute({
  guard: {
    policy: "employees.enroll",
    idempotencyKey: true,
    references: { ...recordGroups(modifiesGroup), "body.enrollmentId": modifiesEnrollment },
  },
  method: "post",
  path: "/employees",
  description:
    "The final save of the add flow (transaction type ADD, enrollment.md §7 Save): checks the record with the portal's rules — the forms, then the Plan Coverage step in the spec's order (plans, providers against the directory as /providers/validate-pcp does, tobacco, report codes as /report-codes/validate does) — then creates the employee, dependents and coverage lines in one transaction and answers per group (true, false or \"pending\" for delayed processing). Stored providers carry the reason (Initial PCP Selection, or NO INITIAL PCP SELECTION with number and name cleared for a no-PCP number), names cut to 34; tobacco U becomes N and a usage date is kept only with T; report code values are upper-cased.",
  request: {
    body: {
      required: true,
      content: json(enrollmentSubmitRequestSchema, exampleSubmission()),
    },
  },
  responses: {
    201: {
      description: "The employee was created; the result per group",
      content: json(enrollmentSubmitResponseSchema),
    },
    404: errorAnswer("No such enrollment in process", ["not_found"]),
    422: errorAnswer(
      "A pre-save rejection (enrollment.md §4 Provider validation on save, §8): message 'invalid providers' (code invalid_providers; each provider's returnCodeDescription in issues on its record.….providerInformation.physicianNumber) or 'invalid report codes' (code invalid_report_codes; each 'Group N: … (abbr)' line in issues on record.subscriber.memberCoverages.{i}.reportCodes.{j}.value, or on the group's reportCodes list when the code is not in it); nothing is written. Also: the Idempotency-Key reused with another body.",
      ["invalid_providers", "invalid_report_codes", "idempotency_key_reused"],
    ),
    409: errorAnswer(
      "The SSN is already enrolled (ssn_exists), another member's (employee_details_fraud), or its enrollment is already submitted (pending_transaction)",
      [
        "ssn_exists",
        "employee_details_fraud",
        "pending_transaction",
        "enrollment_elsewhere",
        "enrollment_other_ssn",
        "idempotency_key_in_progress",
      ],
    ),
    ...submitErrors,
  },
});

const statusRoute = guardedRoute({
  guard: { policy: "employee.read" },
  method: "get",
  path: "/employees/{umi}/submission",
  description:
    "The status call on the subscriber: the per-group results of the final save (enrollment.md §7).",
  request: { params: umiParamSchema },
  responses: {
    200: { description: "The per-group results", content: json(submissionStatusResponseSchema) },
    404: errorAnswer("No such employee", ["not_found"]),
    ...submitErrors,
  },
});

/**
 * A check with the SSN in the body, never in a URL (URLs are logged). Each counts against the
 * administrator's SSN lookups (employees/ssn-throttle.ts: 429 past the limit) and is audited with
 * the SSN's last four digits at most.
 */
function checkRoute<Req extends core.$ZodType, Res extends core.$ZodType>(
  path: string,
  description: string,
  request: Req,
  response: Res,
  example: unknown,
  policy: "employees.read" | "enrollments.create" = "employees.read",
) {
  return guardedRoute({
    guard: { policy },
    method: "post",
    path,
    description,
    request: { body: { required: true, content: json(request, example) } },
    responses: {
      200: { description: "The answer", content: json(response) },
      ...submitErrors,
      429: errorAnswer(
        `More than ${SSN_LOOKUPS.limit} SSN lookups in ${SSN_LOOKUPS.windowSeconds / 60} minutes by this administrator: wait, then try again (Retry-After)`,
        ["too_many_ssn_lookups"],
      ),
    },
  });
}

const pendingRoute = checkRoute(
  "/employees/pending-check",
  "Pending-transaction check on the subscriber SSN (enrollment.md §7): pending, or return code 100231 for none.",
  pendingCheckRequestSchema,
  pendingCheckResponseSchema,
  { ssn: EXAMPLE_SSN },
);
const ssnCheckRoute = checkRoute(
  "/employees/ssn-check",
  "Existing-SSN check within the administrator's client (the validate SSN modal).",
  ssnCheckRequestSchema,
  ssnCheckResponseSchema,
  { ssn: EXAMPLE_SSN },
);
/**
 * The fraud check belongs to the add flow's first step (enrollment.md §4 Subscriber, §7, §8
 * EMPLOYEE-DETAILS-FRAUD): only for who may enroll (employees.edit, not a view-only login), since
 * it tells whether an SSN is any client's member.
 */
const fraudRoute = checkRoute(
  "/employees/fraud-check",
  "Fraud check by SSN, names, sex and date of birth (MM/dd/yyyy), enrollment.md §7; another client's match answers only fraud: true. Only for who may enroll.",
  fraudCheckRequestSchema,
  fraudCheckResponseSchema,
  { ssn: EXAMPLE_SSN, firstName: "Avery", lastName: "Example", gender: "F", dob: "01/31/1990" },
  "enrollments.create",
);

/** The session of a route whose policy made sure a client is chosen. */
function viewer(session: SessionContext | null) {
  const s = requireSession(session);
  return { ...s, clientId: s.clientId ?? -1 };
}

export const enrollmentSubmitRoutes = new GuardedApi()
  .openapi(submitRoute, async (c) => {
    const body = c.req.valid("json");
    const { db, vault, config, now } = c.get("deps");
    const answer = await submitEnrollment(viewer(c.get("session")), body, {
      db,
      vault,
      today: now(),
      delayedProcessingSeconds: config.delayedProcessingSeconds,
      sepEnabled: config.flags.SEP,
    });
    c.header("Location", `/api/employees/${answer.umi}`);
    c.header("ETag", `"${answer.version}"`);
    return c.json(answer, 201);
  })
  .openapi(statusRoute, async (c) => {
    const { umi } = c.req.valid("param");
    return c.json(await submissionStatusOf(c.get("deps").db, viewer(c.get("session")), umi), 200);
  })
  .openapi(pendingRoute, async (c) => {
    const session = viewer(c.get("session"));
    const ssn = normalizeSsn(c.req.valid("json").ssn);
    const { db, vault } = c.get("deps");
    await countSsnLookup(c, db, session.adminId, "pendingCheck", null);
    const answer = await pendingCheck(db, vault, session, ssn);
    await audit(db, session.adminId, "employee.ssn.pendingCheck", null, {
      ssnLast4: ssnLastFour(ssn),
      pending: answer.pending,
    });
    return c.json(answer, 200);
  })
  .openapi(ssnCheckRoute, async (c) => {
    const session = viewer(c.get("session"));
    const ssn = normalizeSsn(c.req.valid("json").ssn);
    const { db, vault } = c.get("deps");
    await countSsnLookup(c, db, session.adminId, "ssnCheck", null);
    const answer = await ssnCheck(db, vault, session, ssn);
    await audit(db, session.adminId, "employee.ssn.check", answer.subscriber?.umi ?? null, {
      ssnLast4: ssnLastFour(ssn),
      exists: answer.exists,
    });
    return c.json(answer, 200);
  })
  .openapi(fraudRoute, async (c) => {
    const session = viewer(c.get("session"));
    const input = c.req.valid("json");
    const ssn = normalizeSsn(input.ssn);
    const { db, vault } = c.get("deps");
    await countSsnLookup(c, db, session.adminId, "fraudCheck", null);
    const answer = await fraudCheck(db, vault, session, { ...input, ssn });
    await audit(db, session.adminId, "employee.ssn.fraudCheck", answer.subscriber?.umi ?? null, {
      ssnLast4: ssnLastFour(ssn),
      fraud: answer.fraud,
    });
    return c.json(answer, 200);
  });
