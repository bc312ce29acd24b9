import { getBrand } from "@epr/brand-themes/registry";
import {
  documentAlertsSchema,
  documentMessages,
  documentParamSchema,
  documentPdfPath,
  emailGroupContractsRequestSchema,
  emailGroupContractsResponseSchema,
  employeeSbcParamSchema,
  employeeSbcQuerySchema,
  planDocumentListSchema,
  sbcMetadataQuerySchema,
  sbcMetadataResponseSchema,
  sbcPlanListSchema,
} from "@epr/contract";
import {
  DOCUMENT_LOOKBACK_YEARS,
  DOCUMENTS_NOT_FOUND,
  documentLookbackWindow,
  formatIsoDate,
  formatQueryDate,
  parseDate,
  recentDocumentsSince,
} from "@epr/domain";
import { z } from "@hono/zod-openapi";
import { subYears } from "date-fns";
import type { Context } from "hono";
import type { Queryable } from "../db/database.js";
import { audit } from "../http/audit.js";
import type { AppEnv } from "../http/env.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { publicOrigin } from "../http/host-gate.js";
import { holdsGroup, readsGroup } from "../http/references.js";
import { errorAnswer, json, refusalCodes, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { maskEmail } from "../mfa/passcodes.js";
import {
  documentGroupNumbers,
  mayReadDocument,
  mayReadEmployeeGroup,
  mayReadPlanDocuments,
  mayUseBrandFeature,
  policyMessages,
} from "../policy/index.js";
import { renderDocumentPdf } from "./pdf.js";
import {
  countAddedSince,
  type DocumentRecord,
  readChildren,
  readDocument,
  readDocuments,
  readMedicalPlans,
  readSbc,
  sbcsInForce,
} from "./read.js";

const PDF = { "application/pdf": { schema: z.string().meta({ format: "binary" }) } };

const documentErrors = {
  ...standardErrors,
  403: errorAnswer("No client chosen, or not entitled", refusalCodes),
} as const;
const notFound = {
  404: errorAnswer("No such document, group or employee", ["not_found", "documents_not_found"]),
};

const listRoute = (path: string, description: string, policy: "documents.read" | "documents.preventive") =>
  guardedRoute({
    guard: { policy },
    method: "get",
    path,
    description,
    responses: {
      200: { description: "The documents", content: json(planDocumentListSchema) },
      ...documentErrors,
    },
  });

const bookletsRoute = listRoute(
  "/documents/benefit-booklets",
  "Benefit booklets (assist-employees.md §2.4 bene-books, §7): each plan's booklet of the administrator's groups, with its inserts and addendums.",
  "documents.read",
);
const contractsRoute = listRoute(
  "/documents/group-contracts",
  "Group contracts (§2.4 group-contracts, §2.5): each group's contracts of the last 3 years with their riders (§9 document lookback).",
  "documents.read",
);
const preventiveRoute = listRoute(
  "/documents/preventive-medications",
  "Preventive medication lists (§2.4, §6: needs the employees view entitlement).",
  "documents.preventive",
);

const sbcPlansRoute = guardedRoute({
  guard: { policy: "documents.read" },
  method: "get",
  path: "/documents/summary-of-benefits",
  description:
    "Summary of benefits (§2.5): the medical plans of the administrator's groups; the portal then asks each one's metadata in turn.",
  responses: { 200: { description: "The plans", content: json(sbcPlanListSchema) }, ...documentErrors },
});

const sbcMetadataRoute = guardedRoute({
  guard: { policy: "documents.read", references: { "query.groupNumber": holdsGroup } },
  method: "get",
  path: "/documents/summary-of-benefits/metadata",
  description:
    "Summary of benefits metadata (§7): the SBC of one plan in force on the effective coverage date, or 404 DOCUMENTS-NOT-FOUND.",
  request: { query: sbcMetadataQuerySchema },
  responses: {
    200: { description: "docId, fileName, marketSegment", content: json(sbcMetadataResponseSchema) },
    ...documentErrors,
    ...notFound,
  },
});

const pdfRoute = guardedRoute({
  guard: { policy: "document.read" },
  method: "get",
  path: "/documents/{docId}/pdf",
  description:
    "One plan document (§7 cmodDocument, the SBC file path, the secure document service): a PDF generated from the plan's records, with its download name.",
  request: { params: documentParamSchema },
  responses: { 200: { description: "The document", content: PDF }, ...documentErrors, ...notFound },
});

const alertsRoute = guardedRoute({
  guard: { policy: "documents.read" },
  method: "get",
  path: "/documents/alerts",
  description:
    "Alerts submitSearch (§2.13, §7): booklets, booklet inserts, contracts and contract riders added in the past 60 days; 404 feature_off while the ALERTS flag is off (enrollment.md §1).",
  responses: {
    200: { description: "The four counters (ALERTS on)", content: json(documentAlertsSchema) },
    ...documentErrors,
    404: errorAnswer("ALERTS is off", ["feature_off"]),
  },
});

const emailRoute = guardedRoute({
  guard: { policy: "documents.email", references: { "body.groupNumber": holdsGroup } },
  method: "post",
  path: "/documents/group-contracts/email",
  description:
    "emailGroupContracts (§7): e-mails the administrator the links to one group's contracts and riders of the last 3 years, through the mail adapter.",
  request: {
    body: {
      content: json(emailGroupContractsRequestSchema, { groupNumber: "100100" }),
      required: true,
    },
  },
  responses: {
    200: { description: "Sent", content: json(emailGroupContractsResponseSchema) },
    ...documentErrors,
    ...notFound,
  },
});

const employeeSbcRoute = guardedRoute({
  guard: { policy: "employee.sbc", references: { "query.groupNumber": readsGroup } },
  method: "get",
  path: "/employees/{umi}/sbc",
  description:
    "View SBC for one employee (§2.5; enrollment.md §6): the SBC of the member's plan in the group, as a PDF, or 404 DOCUMENTS-NOT-FOUND.",
  request: { params: employeeSbcParamSchema, query: employeeSbcQuerySchema },
  responses: { 200: { description: "The member's SBC", content: PDF }, ...documentErrors, ...notFound },
});

/** The session and the groups whose documents it lists. */
function scope(c: Context<AppEnv>) {
  const session = requireSession(c.get("session"));
  enforce(mayReadPlanDocuments(session));
  return { session, groupNumbers: documentGroupNumbers(session) };
}

const itemOf = (d: DocumentRecord, children: readonly DocumentRecord[]) => ({
  docId: d.doc_id,
  planName: d.product_name,
  groupNumber: d.group_number,
  groupName: d.group_name,
  productId: d.product_id,
  erisa: d.erisa,
  effectiveDate: d.effective_date,
  fileName: d.file_name,
  fullURL: documentPdfPath(d.doc_id),
  riderDocuments: children.map((r) => ({
    docId: r.doc_id,
    title: r.title,
    riderFileName: r.file_name,
    effectiveDate: r.effective_date,
    fullURL: documentPdfPath(r.doc_id),
  })),
});

/** A listing: the parents of one kind with their children (inserts, riders), read in two queries. */
async function listing(
  db: Queryable,
  kind: "booklet" | "contract" | "preventive",
  groupNumbers: readonly string[],
  since: string | null,
) {
  const childKind = kind === "booklet" ? "insert" : kind === "contract" ? "rider" : null;
  const parents = await readDocuments(db, [kind], groupNumbers, since);
  const children = childKind ? await readDocuments(db, [childKind], groupNumbers, since) : [];
  return parents.map((p) =>
    itemOf(
      p,
      children.filter((r) => r.parent_doc_id === p.doc_id),
    ),
  );
}

/** Sends a PDF with its content type and download name (inline opens in the browser's viewer). */
function sendPdf(c: Context<AppEnv>, bytes: Buffer, fileName: string, disposition: "attachment" | "inline") {
  c.header("Content-Type", "application/pdf");
  c.header("Content-Disposition", `${disposition}; filename="${fileName}"`);
  return c.body(new Uint8Array(bytes), 200) as never;
}

/** The 3-year window of contracts and riders (§2.5, §9) and its first day as yyyy-MM-dd. */
function lookback(today: Date) {
  return { ...documentLookbackWindow(today), since: formatIsoDate(subYears(today, DOCUMENT_LOOKBACK_YEARS)) };
}

/** The employee's groups and the products of their coverage in each, for View SBC. */
async function employeeCoverage(db: Queryable, umi: string) {
  const { rows } = await db.query<{ client_id: number; record: unknown }>(
    "select client_id, record from employees where umi = $1",
    [umi],
  );
  const groups = await db.query<{ group_number: string }>(
    "select group_number from employee_groups where umi = $1 order by group_number",
    [umi],
  );
  const row = rows[0];
  if (!row) return null;
  const coverages =
    (row.record as { subscriber?: { memberCoverages?: unknown[] } }).subscriber?.memberCoverages ?? [];
  const products = new Map<string, string[]>();
  for (const coverage of coverages as { groupNumber?: string; memberLobs?: { productId?: string }[] }[]) {
    if (!coverage.groupNumber) continue;
    const ids = (coverage.memberLobs ?? []).flatMap((l) => (l.productId ? [l.productId] : []));
    products.set(coverage.groupNumber, [...(products.get(coverage.groupNumber) ?? []), ...ids]);
  }
  return { clientId: row.client_id, groupNumbers: groups.rows.map((g) => g.group_number), products };
}

/** Plan documents (assist-employees.md §2.4, §2.5, §2.13) and View SBC for one employee. */
export const documentRoutes = new GuardedApi()
  .openapi(bookletsRoute, async (c) => {
    const { groupNumbers } = scope(c);
    // Listings are pure reads: the replica when there is one.
    const payload = await listing(c.get("deps").db.replica, "booklet", groupNumbers, null);
    return c.json({ payload, beginDate: null, endDate: null }, 200);
  })
  .openapi(contractsRoute, async (c) => {
    const { groupNumbers } = scope(c);
    const window = lookback(c.get("deps").now());
    const payload = await listing(c.get("deps").db.replica, "contract", groupNumbers, window.since);
    return c.json({ payload, beginDate: window.beginDate, endDate: window.endDate }, 200);
  })
  .openapi(preventiveRoute, async (c) => {
    const { groupNumbers } = scope(c);
    const payload = await listing(c.get("deps").db.replica, "preventive", groupNumbers, null);
    return c.json({ payload, beginDate: null, endDate: null }, 200);
  })
  .openapi(sbcPlansRoute, async (c) => {
    const { groupNumbers } = scope(c);
    const today = formatQueryDate(c.get("deps").now());
    const plans = await readMedicalPlans(c.get("deps").db.replica, groupNumbers);
    // ERISA is the group's (every document of a group shares it): read from its booklets.
    const { db } = c.get("deps");
    const erisa = await db.replica.query<{ group_number: string; erisa: boolean }>(
      "select distinct group_number, erisa from plan_documents where group_number = any($1) and kind = 'booklet'",
      [groupNumbers],
    );
    const erisaOf = new Map(erisa.rows.map((r) => [r.group_number, r.erisa]));
    // Which plans have an SBC the metadata would give (same day, same ERISA indicator): the portal
    // asks for those alone, so an absence known here is never a failed request.
    const sbcs = await sbcsInForce(db.replica, groupNumbers, formatIsoDate(c.get("deps").now()));
    return c.json(
      {
        payload: plans.map((p) => {
          const erisaFlag = erisaOf.get(p.group_number) ?? false;
          return {
            planName: p.product_name,
            groupNumber: p.group_number,
            groupName: p.group_name,
            productId: p.product_id,
            erisa: erisaFlag,
            effectiveDate: today,
            hasSbc: sbcs.get(`${p.group_number}/${p.product_id}`) === erisaFlag,
          };
        }),
      },
      200,
    );
  })
  .openapi(sbcMetadataRoute, async (c) => {
    const { groupNumbers } = scope(c);
    const query = c.req.valid("query");
    if (!groupNumbers.includes(query.groupNumber))
      throw new HttpError(404, policyMessages.groupNotFound, "not_found");
    const day = query.effectiveCoverageDate
      ? parseDate(query.effectiveCoverageDate, "usDash")
      : c.get("deps").now();
    if (!day) throw new HttpError(400, documentMessages.date, "invalid_request");
    const sbc = await readSbc(c.get("deps").db, query.groupNumber, [query.productId], formatIsoDate(day));
    // §7: the ERISA indicator names which SBC of the plan; a plan whose SBC has the other one has none.
    if (!sbc || (sbc.erisa ? "Y" : "N") !== query.isErisaIndicator)
      throw new HttpError(404, documentMessages.notFound, DOCUMENTS_NOT_FOUND);
    return c.json(
      { docId: sbc.doc_id, fileName: sbc.file_name, marketSegment: sbc.market_segment ?? "Large Group" },
      200,
    );
  })
  .openapi(pdfRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { db, now } = c.get("deps");
    const doc = await readDocument(db, c.req.valid("param").docId);
    enforce(
      mayReadDocument(
        session,
        doc && {
          clientId: doc.client_id,
          groupNumber: doc.group_number,
          preventive: doc.kind === "preventive",
        },
      ),
    );
    if (!doc) throw new HttpError(404, documentMessages.documentNotFound, "not_found");
    const children =
      doc.kind === "booklet" || doc.kind === "contract" ? await readChildren(db, doc.doc_id) : [];
    const contract = doc.kind === "contract" || doc.kind === "rider";
    const bytes = await renderDocumentPdf(
      doc,
      children,
      contract ? documentLookbackWindow(now()) : undefined,
    );
    // Contracts and riders open in a new window (§2.5), the others download.
    return sendPdf(c, bytes, doc.file_name, contract ? "inline" : "attachment");
  })
  .openapi(alertsRoute, async (c) => {
    // The alerts feature answers only while its flag is on (enrollment.md §1), as SEP's services do.
    if (!c.get("deps").config.flags.ALERTS)
      throw new HttpError(404, documentMessages.alertsOff, "feature_off");
    const { groupNumbers } = scope(c);
    const counts = await countAddedSince(
      c.get("deps").db.replica,
      groupNumbers,
      recentDocumentsSince(c.get("deps").now()),
    );
    return c.json(
      {
        bookletAlertCounter: counts.booklet,
        bookletRiderCounter: counts.insert,
        contractAlertCounter: counts.contract,
        contractRiderCounter: counts.rider,
      },
      200,
    );
  })
  .openapi(emailRoute, async (c) => {
    const { session, groupNumbers } = scope(c);
    const { groupNumber } = c.req.valid("json");
    // A group this administrator does not hold answers like one that does not exist.
    if (!groupNumbers.includes(groupNumber))
      throw new HttpError(404, policyMessages.groupNotFound, "not_found");
    const { db, now, mailer } = c.get("deps");
    const window = lookback(now());
    const contracts = await listing(db, "contract", [groupNumber], window.since);
    // The portal's configured address, never the request's Host (http/host-gate.ts).
    const base = publicOrigin(c.get("deps"));
    const lines = contracts.flatMap((k) => [
      `${k.planName} group contract, effective ${k.effectiveDate}: ${base}${k.fullURL}`,
      ...k.riderDocuments.map((r) => `  ${r.title}, effective ${r.effectiveDate}: ${base}${r.fullURL}`),
    ]);
    const email = session.view.admin.email;
    await mailer.send({
      to: email,
      subject: `Group contracts of group ${groupNumber}`,
      text: [
        `The group contracts of group ${groupNumber} from ${window.beginDate} to ${window.endDate}:`,
        "",
        ...(lines.length > 0 ? lines : ["No group contracts were found for this period."]),
        "",
        "Sign in to the employer portal to open them.",
      ].join("\n"),
    });
    await audit(db, session.adminId, "documents.contracts.email", groupNumber, {
      contracts: contracts.length,
    });
    return c.json({ sentTo: maskEmail(email), contracts: contracts.length }, 200);
  })
  .openapi(employeeSbcRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { db, now } = c.get("deps");
    enforce(
      mayUseBrandFeature(
        getBrand(session.view.brandCode).capabilities.viewSbc,
        documentMessages.viewSbcNotOffered,
      ),
    );
    const umi = c.req.valid("param").umi.toUpperCase();
    const asked = c.req.valid("query").groupNumber;
    const employee = await employeeCoverage(db, umi);
    const subject = employee && { clientId: employee.clientId, groupNumbers: employee.groupNumbers };
    const readable = (employee?.groupNumbers ?? []).filter((g) => !mayReadEmployeeGroup(session, subject, g));
    // Without a group, the first one readable (enforced below like the group asked for).
    const groupNumber = asked ?? readable[0] ?? "";
    enforce(mayReadEmployeeGroup(session, subject, groupNumber));
    const productIds = employee?.products.get(groupNumber) ?? [];
    const sbc = await readSbc(db, groupNumber, productIds, formatIsoDate(now()));
    await audit(db, session.adminId, "employee.sbc.view", umi, { groupNumber, found: Boolean(sbc) });
    if (!sbc) throw new HttpError(404, documentMessages.notFound, DOCUMENTS_NOT_FOUND);
    const bytes = await renderDocumentPdf(sbc, []);
    return sendPdf(c, bytes, sbc.file_name, "attachment");
  });
