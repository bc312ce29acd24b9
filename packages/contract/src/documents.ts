import { alertCountersSchema } from "@epr/domain";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { umiParamSchema } from "./employees.js";
import { groupNumberSchema } from "./reference.js";

/**
 * Plan documents (assist-employees.md §2.4, §2.5, §2.13, §7 document list searches, summary of
 * benefits metadata, cmodDocument, emailGroupContracts, alerts):
 *   GET  /api/documents/benefit-booklets | summary-of-benefits | group-contracts | preventive-medications
 *   GET  /api/documents/summary-of-benefits/metadata?productId=…&isErisaIndicator=Y|N&groupNumber=…
 *   GET  /api/documents/{docId}/pdf                       the document itself (application/pdf)
 *   GET  /api/documents/alerts                             the home widget's four counters
 *   POST /api/documents/group-contracts/email              e-mails a group's contracts to the administrator
 *   GET  /api/employees/{umi}/sbc?groupNumber=…            one member's SBC (View SBC)
 */

/** Our wording for a malformed document id (the spec names none). */
export const documentMessages = {
  docId: "A document id has 1 to 60 capital letters, digits and dashes.",
  productId: "A product id has 1 to 30 letters, digits and dashes.",
  erisa: "isErisaIndicator is Y or N.",
  date: "Dates are MM-dd-yyyy.",
  /** §2.5: none exists for the member's plan (the portal shows the brand's contact message). */
  notFound: "No Summary of Benefits and Coverage was found for this plan.",
  documentNotFound: "We could not find that document.",
  /** View SBC is offered only where the brand's record says so (enrollment.md §6). */
  viewSbcNotOffered: "View SBC is not offered for this brand.",
  /**
   * Said by GET /api/documents/alerts while the ALERTS flag is off (our wording; enrollment.md §1:
   * the alerts feature is switched by configuration flag ALERTS).
   */
  alertsOff: "Document alerts (ALERTS) are switched off on this server.",
} as const;

export const docIdSchema = z.string().check(z.regex(/^[A-Z0-9-]{1,60}$/, documentMessages.docId));
export const documentParamSchema = z.object({ docId: docIdSchema });

/** Where a document's PDF is served (opened by the browser, never fetched as JSON). */
export const documentPdfPath = (docId: string) => `/api/documents/${encodeURIComponent(docId)}/pdf`;

/** A rider, insert or addendum of a booklet or contract (§3 riderDocuments). */
export const riderDocumentSchema = z.object({
  docId: z.string(),
  /** The rider's name (cmodK4RiderName). */
  title: z.string(),
  riderFileName: z.string(),
  /** MM/dd/yyyy (cmodK5EffDate). */
  effectiveDate: z.string(),
  fullURL: z.string(),
});
export type RiderDocument = z.infer<typeof riderDocumentSchema>;

/** One plan's document in a listing (§3 Document lists: plan items). */
export const planDocumentItemSchema = z.object({
  docId: z.string(),
  planName: z.string(),
  groupNumber: z.string(),
  groupName: z.string(),
  productId: z.string(),
  erisa: z.boolean(),
  /** MM/dd/yyyy */
  effectiveDate: z.string(),
  fileName: z.string(),
  fullURL: z.string(),
  /** Inserts of a booklet, riders of a contract (§2.4); empty for the others. */
  riderDocuments: z.array(riderDocumentSchema),
});
export type PlanDocumentItem = z.infer<typeof planDocumentItemSchema>;

/** A listing: benefit booklets, group contracts or preventive medication lists (§7 document list searches). */
export const planDocumentListSchema = z.object({
  payload: z.array(planDocumentItemSchema),
  /** Group contracts: the 3-year window shown (MM-dd-yyyy, §2.5, §9); null for the others. */
  beginDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
});
export type PlanDocumentList = z.infer<typeof planDocumentListSchema>;

/** A plan of the summary of benefits listing, before its metadata is asked for (§2.5). */
export const sbcPlanSchema = z.object({
  planName: z.string(),
  groupNumber: z.string(),
  groupName: z.string(),
  productId: z.string(),
  erisa: z.boolean(),
  /** MM-dd-yyyy, as the metadata request sends it. */
  effectiveDate: z.string(),
  /**
   * Whether the plan has an SBC in force that day (the metadata would answer it): the portal asks
   * the metadata of these alone, never for one it knows is absent.
   */
  hasSbc: z.boolean(),
});
export type SbcPlan = z.infer<typeof sbcPlanSchema>;
export const sbcPlanListSchema = z.object({ payload: z.array(sbcPlanSchema) });

/** The metadata request of one plan (§7: productId, isErisaIndicator upper case, groupNumber, effectiveCoverageDate). */
export const sbcMetadataQuerySchema = z.object({
  productId: z
    .string()
    .check(z.regex(/^[A-Za-z0-9-]{1,30}$/, documentMessages.productId), z.meta({ example: "100100-MED" })),
  isErisaIndicator: z.enum(["Y", "N"], { error: documentMessages.erisa }).check(z.meta({ example: "Y" })),
  groupNumber: groupNumberSchema.check(z.meta({ example: "100100" })),
  /** MM-dd-yyyy; without it, today: the SBC in force on that day. */
  effectiveCoverageDate: z.optional(z.string().check(z.regex(/^\d{2}-\d{2}-\d{4}$/, documentMessages.date))),
});
export type SbcMetadataQuery = z.input<typeof sbcMetadataQuerySchema>;

/** §3 SBC metadata: what the download posts back. */
export const sbcMetadataResponseSchema = z.object({
  docId: z.string(),
  fileName: z.string(),
  marketSegment: z.string(),
});
export type SbcMetadata = z.infer<typeof sbcMetadataResponseSchema>;

/** §3 alert counters: documents added in the past 60 days. */
export const documentAlertsSchema = z.extend(alertCountersSchema, {
  bookletAlertCounter: z.int().check(z.nonnegative()),
  contractAlertCounter: z.int().check(z.nonnegative()),
  contractRiderCounter: z.int().check(z.nonnegative()),
  bookletRiderCounter: z.int().check(z.nonnegative()),
});
export type DocumentAlerts = z.infer<typeof documentAlertsSchema>;

/** §7 emailGroupContracts: the group whose contracts (last 3 years) go to the administrator's e-mail. */
export const emailGroupContractsRequestSchema = z.strictObject({
  groupNumber: groupNumberSchema.check(z.meta({ example: "100100" })),
});
export type EmailGroupContractsRequest = z.infer<typeof emailGroupContractsRequestSchema>;
export const emailGroupContractsResponseSchema = z.object({
  /** The address written to, masked (a***@example.com). */
  sentTo: z.string(),
  contracts: z.int(),
});

/** View SBC for one employee (§2.5): the member and the group. */
export const employeeSbcParamSchema = umiParamSchema;
export const employeeSbcQuerySchema = z.object({
  /** The group shown; without it, the employee's first readable group with an SBC. */
  groupNumber: z.optional(groupNumberSchema),
});
/** Where one member's SBC is (a GET the browser may repeat to download, §2.5). */
export const employeeSbcPath = (umi: string, groupNumber: string) =>
  `/api/employees/${encodeURIComponent(umi)}/sbc?${new URLSearchParams({ groupNumber })}`;

/** The listing calls of the typed client, by the path segment of each listing. */
export const documentListPaths = {
  "bene-books": "/api/documents/benefit-booklets",
  "group-contracts": "/api/documents/group-contracts",
  "preventive-medications": "/api/documents/preventive-medications",
} as const;

/** The typed client's document calls. */
export function documentCalls(call: ApiCall) {
  return {
    /** Benefit booklets, group contracts (last 3 years) or preventive medication lists. */
    planDocuments: (listing: keyof typeof documentListPaths) =>
      call(documentListPaths[listing], planDocumentListSchema),
    /** The plans whose SBC metadata the summary of benefits asks for, one after another. */
    sbcPlans: () => call("/api/documents/summary-of-benefits", sbcPlanListSchema),
    sbcMetadata: (query: SbcMetadataQuery) =>
      call(
        `/api/documents/summary-of-benefits/metadata?${new URLSearchParams(
          Object.entries(query).filter((e): e is [string, string] => typeof e[1] === "string"),
        )}`,
        sbcMetadataResponseSchema,
      ),
    documentAlerts: () => call("/api/documents/alerts", documentAlertsSchema),
    emailGroupContracts: (body: EmailGroupContractsRequest) =>
      call("/api/documents/group-contracts/email", emailGroupContractsResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
  };
}
