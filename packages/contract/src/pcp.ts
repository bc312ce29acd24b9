import { parseDate, pcpReasonSchema } from "@epr/domain";
import { changePcpMessages, genericMessages, withoutControlCharacters } from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { ifMatchOf } from "./employee-changes.js";
import { groupNumberSchema, payloadDateSchema, queryDateSchema } from "./reference.js";

/**
 * Change PCP (assist-employees.md §2.3, §3, §4, §7):
 *   GET  /api/groups/{groupNumber}/pcp-reasons?asOfDate=MM-dd-yyyy  reasonCodes (type PCP)
 *   GET  /api/employees/{umi}/pcp?groupNumber=…                     subscriberPCP and dependentsPCP
 *   POST /api/employees/{umi}/pcp/validation                        validatePcp (pcpAcceptedInd)
 *   PUT  /api/employees/{umi}/pcp                                   the change-PCP post (If-Match)
 */

/** Said for a covered individual that is neither the subscriber nor a dependent's pin (our wording). */
export const COVERED_ID_MESSAGE = "coveredId is subscriber or dependent:<pin>.";
/** Said for a pcpInfo whose two entries differ (§7: two identical entries; our wording). */
export const PCP_INFO_MESSAGE = "pcpInfo holds two identical entries.";

/** A covered individual: the subscriber or a dependent by pin. */
export const coveredIdSchema = z
  .string({ error: COVERED_ID_MESSAGE })
  .check(z.regex(/^(subscriber|dependent:\d{2})$/, COVERED_ID_MESSAGE), z.meta({ example: "subscriber" }));

const text = (max: number, message: string = genericMessages.tooLong) =>
  withoutControlCharacters(z.string({ error: message }).check(z.maxLength(max, message)));
const pcpDate = (message: string) =>
  z.string({ error: message }).check(
    z.regex(/^\d{8}$/, message),
    z.refine((value) => parseDate(value, "pcp") !== null, message),
  );
const providerNumber = z
  .string({ error: changePcpMessages.providerNumber })
  .check(z.regex(/^[A-Za-z0-9]{0,20}$/, changePcpMessages.providerNumber));

/** GET /api/groups/{groupNumber}/pcp-reasons: asOfDate (MM-dd-yyyy) defaults to today. */
export const pcpReasonsQuerySchema = z.object({ asOfDate: z.optional(queryDateSchema) });
export type PcpReasonsQuery = z.input<typeof pcpReasonsQuerySchema>;

/** The reasons of the group on that date, in their order. */
export const pcpReasonsResponseSchema = z.object({
  payload: z.array(z.required(pcpReasonSchema, { retroDays: true, futureDays: true })),
});
export type PcpReasonsResponse = z.infer<typeof pcpReasonsResponseSchema>;

/**
 * GET /api/employees/{umi}/pcp: the group whose PCPs are shown; without it, the employee's first
 * group (by number) this administrator may read where a member has a medical line.
 */
export const employeePcpQuerySchema = z.object({ groupNumber: z.optional(groupNumberSchema) });

/** A participant of the change-PCP screen (assist-employees.md §3; @epr/domain `pcpParticipantsOf`). */
export const pcpParticipantViewSchema = z.object({
  coveredIndivId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  pcpNbr: z.string(),
  pcpName: z.string(),
  establishedPatient: z.boolean(),
  effectiveDate: z.string(),
  contractCovEffDte: z.string(),
  insuranceLineCde: z.string(),
  birthDate: z.string(),
  showChgPcpCopyToOthers: z.boolean(),
});

/**
 * The employee's PCPs in one group: the version to send back as If-Match, whether this
 * administrator may change the group (§6 edit permission by group), and one participant per member
 * covered by a medical line there.
 */
export const employeePcpResponseSchema = z.object({
  payload: z.object({
    umi: z.string(),
    groupNumber: z.string(),
    version: z.int(),
    modifiable: z.boolean(),
    participants: z.array(pcpParticipantViewSchema),
  }),
});
export type EmployeePcpResponse = z.infer<typeof employeePcpResponseSchema>;

/** POST /api/employees/{umi}/pcp/validation (§7 validatePcp): the member's SSN and birth date stay on the server. */
export const pcpValidationRequestSchema = z.strictObject({
  /** Without it, the employee's first group where the member has a medical line. */
  groupNumber: z.optional(groupNumberSchema),
  coveredId: coveredIdSchema,
  pcpNum: providerNumber.check(z.minLength(1, changePcpMessages.providerNumber)),
  pcpEffDte: payloadDateSchema,
  existingPatient: z.boolean(),
});
export type PcpValidationRequest = z.infer<typeof pcpValidationRequestSchema>;

/** §3 PCP validation response: pcpAcceptedInd Y or N with statusMessage (read by `interpretPcpValidation`). */
export const pcpValidationAnswerSchema = z.object({
  payload: z.nullable(
    z.object({ pcpAcceptedInd: z.nullish(z.string()), statusMessage: z.nullish(z.string()) }),
  ),
});
export type PcpValidationAnswer = z.infer<typeof pcpValidationAnswerSchema>;

/** One pcpInfo entry (§7; @epr/domain `PcpInfoEntry`). */
export const pcpInfoEntrySchema = z.strictObject({
  type: z.literal("PCP"),
  oldPcpNbr: providerNumber,
  newPcpNbr: providerNumber,
  pcpName: text(34),
  pcpEffDte: pcpDate(changePcpMessages.date),
  pcpCancelDte: pcpDate(genericMessages.invalidDate),
  reasonCode: text(8, changePcpMessages.reason).check(z.minLength(1, changePcpMessages.reason)),
  reasonDescription: text(60),
  preExistingInd: z.enum(["Y", "N"]),
});

/** PUT /api/employees/{umi}/pcp: the change-PCP post of one participant (§7 payload shape). */
export const pcpChangeRequestSchema = z.strictObject({
  /** Without it, the employee's first group where the member has a medical line. */
  groupNumber: z.optional(groupNumberSchema),
  coveredId: coveredIdSchema,
  reqTrackingFlag: z.literal("U"),
  insuranceLineCde: text(10),
  dob: pcpDate(genericMessages.invalidDate),
  numOfRec: z.literal(1),
  pcpInfo: z
    .tuple([pcpInfoEntrySchema, pcpInfoEntrySchema])
    .check(z.refine(([a, b]) => JSON.stringify(a) === JSON.stringify(b), PCP_INFO_MESSAGE)),
});
export type PcpChangeRequest = z.infer<typeof pcpChangeRequestSchema>;

/**
 * The post's answer (§4): payload.pcpInfo[0].pcpDenyCde empty is success; otherwise msgArea says why
 * (upper case, as the service writes it). The version is the employee's now (unchanged on a deny).
 */
export const pcpChangeResponseSchema = z.object({
  umi: z.string(),
  version: z.int(),
  payload: z.object({
    pcpInfo: z.array(z.object({ pcpDenyCde: z.string(), msgArea: z.string() })),
  }),
});
export type PcpChangeResponse = z.infer<typeof pcpChangeResponseSchema>;

/** The change-PCP calls of the typed client. */
export function pcpCalls(call: ApiCall) {
  const employee = (umi: string) => `/api/employees/${encodeURIComponent(umi)}/pcp`;
  return {
    /** The reason codes of a group on a date (MM-dd-yyyy; default today). */
    pcpReasons: (groupNumber: string, asOfDate?: string) =>
      call(
        `/api/groups/${encodeURIComponent(groupNumber)}/pcp-reasons${asOfDate ? `?asOfDate=${encodeURIComponent(asOfDate)}` : ""}`,
        pcpReasonsResponseSchema,
      ),
    /** The employee's participants and PCPs in one group, with the version to change them over. */
    employeePcp: (umi: string, groupNumber: string) =>
      call(`${employee(umi)}?groupNumber=${encodeURIComponent(groupNumber)}`, employeePcpResponseSchema),
    /** Validates one participant's PCP choice (a POST: it is a question about a member). */
    validateEmployeePcp: (umi: string, body: PcpValidationRequest) =>
      call(`${employee(umi)}/validation`, pcpValidationAnswerSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
    /** Changes one participant's PCP over the version read; `idempotencyKey` is the same for every retry. */
    changePcp: (umi: string, body: PcpChangeRequest, version: number, idempotencyKey: string) =>
      call(employee(umi), pcpChangeResponseSchema, {
        method: "PUT",
        body: JSON.stringify(body),
        headers: { "if-match": ifMatchOf(version), "idempotency-key": idempotencyKey },
      }),
  };
}
