import {
  groupInformationQuerySchema,
  groupInformationResponseSchema,
  groupNameResponseSchema,
  groupParamSchema,
  reportCodeDefinitionsResponseSchema,
  validateReportCodesRequestSchema,
  validateReportCodesResponseSchema,
} from "@epr/contract";
import { groupAdditionalInformationSchema } from "@epr/domain";
import { clientSession } from "../http/client-session.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { readsGroup } from "../http/references.js";
import { json, notFoundError, standardErrors } from "../http/responses.js";
import { mayReadGroup, policyMessages } from "../policy/index.js";
import { reportCodeDefinitions, reportCodeErrors } from "./report-codes.js";

const informationRoute = guardedRoute({
  guard: { policy: "group.read" },
  method: "get",
  path: "/groups/{groupNumber}/additional-information",
  request: { params: groupParamSchema, query: groupInformationQuerySchema },
  responses: {
    200: { description: "The group's additional information", content: json(groupInformationResponseSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

const nameRoute = guardedRoute({
  guard: { policy: "group.read" },
  method: "get",
  path: "/groups/{groupNumber}/name",
  request: { params: groupParamSchema },
  responses: {
    200: {
      description: "The group's name, in the provider data shape",
      content: json(groupNameResponseSchema),
    },
    ...standardErrors,
    ...notFoundError,
  },
});

const reportCodesRoute = guardedRoute({
  guard: { policy: "group.read" },
  method: "get",
  path: "/groups/{groupNumber}/report-codes",
  request: { params: groupParamSchema },
  responses: {
    200: {
      description: "The group's report code definitions",
      content: json(reportCodeDefinitionsResponseSchema),
    },
    ...standardErrors,
    ...notFoundError,
  },
});

const validateRoute = guardedRoute({
  guard: { policy: "client.reference", references: { "body[].groupNumber": readsGroup } },
  method: "post",
  path: "/report-codes/validate",
  request: {
    body: {
      required: true,
      content: json(validateReportCodesRequestSchema, [
        {
          groupNumber: "100100",
          coverageStartDate: "01/01/2026",
          reportCodes: [{ abbreviatedType: "DEPT", type: "Department", value: "HR", required: true }],
        },
      ]),
    },
  },
  responses: {
    200: {
      description: "'Group N: … (abbr)' errors; empty means valid",
      content: json(validateReportCodesResponseSchema),
    },
    ...standardErrors,
    ...notFoundError,
  },
});

/**
 * Groups of the chosen client (enrollment.md §7 Additional group information, Group name by group
 * number, Report codes for a group, Validate report codes). A group the session may not read
 * answers 404, like one that does not exist.
 */
export const groupRoutes = new GuardedApi()
  .openapi(informationRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { groupNumber } = c.req.valid("param");
    enforce(mayReadGroup(session, groupNumber));
    const { rows } = await c.get("deps").db.query<{
      additional: Record<string, unknown>;
      cancel_date: string | null;
      aso: boolean;
    }>(
      `select g.additional, to_char(g.cancel_date, 'MM/DD/YYYY') as cancel_date, c.aso
         from groups g join clients c on c.id = g.client_id
        where g.group_number = $1 and g.client_id = $2`,
      [groupNumber, session.clientId],
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, policyMessages.groupNotFound, "not_found");
    // The stored information is the group's current one; the date is read and checked (§7 gives it
    // in two formats) but the seed keeps one version per group, so every date answers the same.
    const info = groupAdditionalInformationSchema.parse({ ...row.additional, cancelDate: row.cancel_date });
    return c.json({ payload: { ...info, groupNumber, aso: row.aso } }, 200);
  })
  .openapi(nameRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { groupNumber } = c.req.valid("param");
    enforce(mayReadGroup(session, groupNumber));
    const { db } = c.get("deps");
    const { rows } = await db.query<{ name: string }>(
      "select name from groups where group_number = $1 and client_id = $2",
      [groupNumber, session.clientId],
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, policyMessages.groupNotFound, "not_found");
    return c.json(
      { payload: { providerDataList: { providerDataRecord: [{ productName: row.name }] } } },
      200,
    );
  })
  .openapi(reportCodesRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { groupNumber } = c.req.valid("param");
    enforce(mayReadGroup(session, groupNumber));
    const definitions = await reportCodeDefinitions(c.get("deps").db, [groupNumber]);
    const payload = (definitions.get(groupNumber) ?? []).map((d) => ({
      ...d,
      allowedValues: [...d.allowedValues],
    }));
    return c.json({ payload }, 200);
  })
  .openapi(validateRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const body = c.req.valid("json");
    for (const item of body) enforce(mayReadGroup(session, item.groupNumber));
    const payload = await reportCodeErrors(c.get("deps").db, body);
    return c.json({ payload }, 200);
  });
