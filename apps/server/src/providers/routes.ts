import {
  enrollmentMessages,
  PROVIDER_LIST_ID_MESSAGE,
  providerSearchQuerySchema,
  providerSearchResponseSchema,
  validatePcpRequestSchema,
  validatePcpResponseSchema,
} from "@epr/contract";
import type { Context } from "hono";
import { findEnrollment } from "../enrollments/queries.js";
import type { AppEnv } from "../http/env.js";
import { HttpError } from "../http/errors.js";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { readsEnrollment } from "../http/references.js";
import { json, standardErrors } from "../http/responses.js";
import { searchProviders } from "./queries.js";
import { validatePcp } from "./validate.js";

const searchRoute = guardedRoute({
  guard: { policy: "client.reference" },
  method: "get",
  path: "/providers",
  request: { query: providerSearchQuerySchema },
  responses: {
    200: {
      description: "One page of providers; listId when more follow",
      content: json(providerSearchResponseSchema),
    },
    ...standardErrors,
  },
});

const validatePcpRoute = guardedRoute({
  guard: { policy: "client.reference", references: { "body.enrollmentId": readsEnrollment } },
  method: "post",
  path: "/providers/validate-pcp",
  request: {
    body: {
      required: true,
      content: json(validatePcpRequestSchema, {
        pcpNum: "1000000",
        ssn: "123456789",
        planAreaCde: "363",
        dob: "04/12/1980",
        contractId: "IC100100",
        insuranceLineCde: "HMO",
        pcpEffDte: "01/01/2026",
        existingPatient: false,
      }),
    },
  },
  responses: {
    200: {
      description: "Accepted, or the reason in returnCodeDescription",
      content: json(validatePcpResponseSchema),
    },
    ...standardErrors,
  },
});

/** Keyset cursor over (lower(name), provider_number), opaque to the portal. */
const encodeCursor = (key: [string, string]) => Buffer.from(JSON.stringify(key)).toString("base64url");
function decodeCursor(listId: string | undefined): [string, string] | null {
  if (!listId) return null;
  try {
    const key = JSON.parse(Buffer.from(listId, "base64url").toString("utf8"));
    if (Array.isArray(key) && key.length === 2 && key.every((k) => typeof k === "string"))
      return key as [string, string];
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, PROVIDER_LIST_ID_MESSAGE, "invalid_request");
}

/**
 * The built-in provider directory (enrollment.md §2 provider search returning PCPIndex,
 * PCPNumber, PCPNAME) and PCP validation (§4 Provider validation, §7 Validate PCP). The SSN and
 * date of birth of the request are checked for form only and never stored or logged.
 */
export const providerRoutes = new GuardedApi()
  .openapi(searchRoute, async (c) => {
    const query = c.req.valid("query");
    const { providers, next } = await searchProviders(c.get("deps").db, query, decodeCursor(query.listId));
    return c.json({ providers, ...(next ? { listId: encodeCursor(next) } : {}) }, 200);
  })
  .openapi(validatePcpRoute, async (c) => {
    const body = c.req.valid("json");
    // A resumed enrollment names itself instead of its (masked) SSN: the subscriber is the one on
    // file. (The built-in directory's answer depends on the provider, plan area and line only.)
    if (!body.ssn) await assertSubscriberOnFile(c, body.enrollmentId ?? "");
    return c.json(await validatePcp(c.get("deps").db, body), 200);
  });

/**
 * The enrollment in progress a resumed Plan Coverage step names (the portal holds its SSN masked):
 * the guard has resolved it as one the session may read (`readsEnrollment`); it must hold the
 * subscriber's SSN, which stays on the server.
 */
async function assertSubscriberOnFile(c: Context<AppEnv>, enrollmentId: string): Promise<void> {
  const { db, vault } = c.get("deps");
  const row = await findEnrollment(db, vault, enrollmentId);
  const ssn = row?.ssns.subscriber;
  if (!row || !ssn) throw new HttpError(404, enrollmentMessages.notFound, "not_found");
}
