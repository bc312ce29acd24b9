import {
  employeePcpQuerySchema,
  employeePcpResponseSchema,
  groupParamSchema,
  pcpChangeRequestSchema,
  pcpChangeResponseSchema,
  pcpReasonsQuerySchema,
  pcpReasonsResponseSchema,
  pcpValidationAnswerSchema,
  pcpValidationRequestSchema,
  umiParamSchema,
} from "@epr/contract";
import {
  DEFAULT_PLAN_AREA_CODE,
  domainMessages,
  employeeRecordSchema,
  formatPcpDate,
  formatUsDate,
  parseDate,
  pcpParticipantsOf,
} from "@epr/domain";
import { addMonths, endOfMonth } from "date-fns";
import type { Context } from "hono";
import type { SessionContext } from "../auth/sessions.js";
import type { Queryable } from "../db/database.js";
import { changeEmployee } from "../employees/change.js";
import { loadClientContext } from "../enrollment-submit/validate.js";
import { audit } from "../http/audit.js";
import { clientSession } from "../http/client-session.js";
import type { AppEnv } from "../http/env.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { modifiesGroup, readsGroup } from "../http/references.js";
import { errorAnswer, json, notFoundError, refusalCodes, standardErrors } from "../http/responses.js";
import {
  mayChangeEmployeeGroups,
  mayReadEmployee,
  mayReadEmployeeGroup,
  mayReadGroup,
  policyMessages,
  readableGroupNumbers,
} from "../policy/index.js";
import { validatePcp } from "../providers/validate.js";
import { NO_PCP_COVERAGE_MESSAGE, PcpChangeDenied, participantIn, planPcpChange } from "./change.js";
import { pcpReasonsFor } from "./reasons.js";

/** Today as the examples send it (the matrix and the bad-input sweep post them to a seeded employee). */
const today = () => new Date();

const reasonsRoute = guardedRoute({
  guard: { policy: "group.read" },
  method: "get",
  path: "/groups/{groupNumber}/pcp-reasons",
  description:
    "reasonCodes (assist-employees.md §7: asOfDate, groupNumber, type PCP): the group's PCP change reasons on a date.",
  request: { params: groupParamSchema, query: pcpReasonsQuerySchema },
  responses: {
    200: { description: "The reasons in effect that day, in order", content: json(pcpReasonsResponseSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

const participantsRoute = guardedRoute({
  guard: { policy: "employee.read", references: { "query.groupNumber": readsGroup } },
  method: "get",
  path: "/employees/{umi}/pcp",
  description:
    "subscriberPCP and dependentsPCP (assist-employees.md §7): the employee's change-PCP participants in one group, with the version to change them over.",
  request: { params: umiParamSchema, query: employeePcpQuerySchema },
  responses: {
    200: { description: "The participants and their PCPs", content: json(employeePcpResponseSchema) },
    ...standardErrors,
    404: errorAnswer("No such employee, group of theirs, or medical coverage", ["not_found"]),
  },
});

const validationRoute = guardedRoute({
  guard: { policy: "employee.read", references: { "body.groupNumber": readsGroup } },
  method: "post",
  path: "/employees/{umi}/pcp/validation",
  description:
    "validatePcp (assist-employees.md §7): whether the directory accepts the provider as this member's PCP; the member's SSN and birth date stay on the server.",
  request: {
    params: umiParamSchema,
    body: {
      required: true,
      content: json(pcpValidationRequestSchema, {
        coveredId: "subscriber",
        pcpNum: "1000000",
        pcpEffDte: formatUsDate(today()),
        existingPatient: false,
      }),
    },
  },
  responses: {
    200: {
      description: "pcpAcceptedInd Y, or N with the reason in statusMessage (§3 PCP validation response)",
      content: json(pcpValidationAnswerSchema),
    },
    ...standardErrors,
    404: errorAnswer("No such employee, group of theirs, or medical coverage", ["not_found"]),
  },
});

/**
 * The example change: the subscriber's PCP cleared (a no-PCP choice, §7) for the reason 'Member
 * request' (0 days back, 90 ahead) from the end of next month. The authorization matrix sends it to
 * a seeded employee after the other write routes' examples, whose cancel-date removal makes the
 * medical line start on that day: a date the window rule of brand 6008 (§5) accepts either way.
 */
function exampleChange() {
  const entry = {
    type: "PCP" as const,
    oldPcpNbr: "",
    newPcpNbr: "",
    pcpName: "",
    pcpEffDte: formatPcpDate(endOfMonth(addMonths(today(), 1))),
    pcpCancelDte: "12319999",
    reasonCode: "MR ",
    reasonDescription: "NO INITIAL PCP SELECTION",
    preExistingInd: "N" as const,
  };
  return {
    coveredId: "subscriber",
    reqTrackingFlag: "U" as const,
    insuranceLineCde: "PPO",
    dob: "04141984",
    numOfRec: 1 as const,
    pcpInfo: [entry, { ...entry }],
  };
}

const changeRoute = guardedRoute({
  guard: {
    policy: "employee.modify",
    ifMatch: true,
    idempotencyKey: true,
    references: { "body.groupNumber": modifiesGroup },
  },
  method: "put",
  path: "/employees/{umi}/pcp",
  description:
    "The change-PCP post (assist-employees.md §4, §7) of one participant, through the employee write pipeline; writes a PCP_CHANGE history row.",
  request: {
    params: umiParamSchema,
    body: {
      required: true,
      content: json(pcpChangeRequestSchema, exampleChange()),
    },
  },
  responses: {
    200: {
      description:
        "Changed (pcpInfo[0].pcpDenyCde empty; the new version, also the ETag), or refused by the directory (pcpDenyCde and msgArea; nothing written)",
      content: json(pcpChangeResponseSchema),
    },
    ...standardErrors,
    403: errorAnswer("Not entitled, or the group may not be modified", refusalCodes),
    404: errorAnswer("No such employee, or no medical coverage of the member", ["not_found"]),
    409: errorAnswer(
      `pending_transaction: '${domainMessages.pendingEdit}'; or the same Idempotency-Key still running`,
      ["pending_transaction", "idempotency_key_in_progress"],
    ),
    412: errorAnswer(`Stale If-Match: '${domainMessages.employeeStale}'`, ["stale"]),
    422: errorAnswer("The Idempotency-Key reused with another body", ["idempotency_key_reused"]),
    428: errorAnswer("If-Match or Idempotency-Key missing", ["precondition_required"]),
  },
});

/** An employee as the read routes need it: its record, version, client and groups; null when unknown. */
async function readEmployee(db: Queryable, umi: string) {
  const { rows } = await db.query<{ client_id: number; record: unknown; version: number }>(
    "select client_id, record, version from employees where umi = $1",
    [umi],
  );
  const row = rows[0];
  if (!row) return null;
  const groups = await db.query<{ group_number: string }>(
    "select group_number from employee_groups where umi = $1 order by group_number",
    [umi],
  );
  const record = typeof row.record === "string" ? JSON.parse(row.record) : row.record;
  return {
    clientId: row.client_id,
    version: row.version,
    record: employeeRecordSchema.parse(record),
    groupNumbers: groups.rows.map((g) => g.group_number),
  };
}

/** The employee named in the path, readable by this session in the group named (or in some group). */
async function readableEmployee(
  c: Context<AppEnv>,
  session: SessionContext,
  rawUmi: string,
  groupNumber: string | undefined,
) {
  const umi = rawUmi.toUpperCase();
  const employee = await readEmployee(c.get("deps").db, umi);
  const subject = employee && { clientId: employee.clientId, groupNumbers: employee.groupNumbers };
  enforce(
    groupNumber === undefined
      ? mayReadEmployee(session, subject)
      : mayReadEmployeeGroup(session, subject, groupNumber),
  );
  if (!employee || !subject) throw new HttpError(404, policyMessages.employeeNotFound, "not_found");
  const readable = new Set(readableGroupNumbers(session));
  const groups =
    groupNumber === undefined ? employee.groupNumbers.filter((g) => readable.has(g)) : [groupNumber];
  return { umi, employee, subject, groups };
}

/**
 * Change PCP (assist-employees.md §2.3, §4, §7): the reasons of a group, the participants of an
 * employee in a group, the PCP validation, and the change itself through the employee write
 * pipeline (If-Match, Idempotency-Key, policy, pending check, backup, history).
 */
export const pcpRoutes = new GuardedApi()
  .openapi(reasonsRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { groupNumber } = c.req.valid("param");
    const { asOfDate } = c.req.valid("query");
    enforce(mayReadGroup(session, groupNumber));
    const { db } = c.get("deps");
    const { rows } = await db.query("select 1 from groups where group_number = $1 and client_id = $2", [
      groupNumber,
      session.clientId,
    ]);
    if (!rows.length) throw new HttpError(404, policyMessages.groupNotFound, "not_found");
    const asOf = (asOfDate && parseDate(asOfDate, "usDash")) || c.get("deps").now();
    return c.json({ payload: await pcpReasonsFor(c.get("deps").db, groupNumber, asOf) }, 200);
  })
  .openapi(participantsRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { groupNumber } = c.req.valid("query");
    const param = c.req.valid("param");
    const { umi, employee, subject, groups } = await readableEmployee(c, session, param.umi, groupNumber);
    const { brand } = await loadClientContext(c.get("deps").db, employee.clientId);
    const group = groups.find((g) => pcpParticipantsOf(employee.record, g, brand).length > 0);
    if (!group) throw new HttpError(404, NO_PCP_COVERAGE_MESSAGE, "not_found");
    await audit(c.get("deps").db, session.adminId, "employee.pcp.view", umi, { groupNumber: group });
    return c.json(
      {
        payload: {
          umi,
          groupNumber: group,
          version: employee.version,
          modifiable: mayChangeEmployeeGroups(session, subject, [group]) === null,
          participants: pcpParticipantsOf(employee.record, group, brand),
        },
      },
      200,
    );
  })
  .openapi(validationRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const body = c.req.valid("json");
    const { umi } = c.req.valid("param");
    const { employee, groups } = await readableEmployee(c, session, umi, body.groupNumber);
    const context = await loadClientContext(c.get("deps").db, employee.clientId);
    const { groupNumber, participant } = participantIn(
      employee.record,
      groups,
      body.groupNumber,
      body.coveredId,
      context.brand,
    );
    const answer = await validatePcp(c.get("deps").db, {
      pcpNum: body.pcpNum,
      planAreaCde: context.groups.get(groupNumber)?.additional.planAreaCode ?? DEFAULT_PLAN_AREA_CODE,
      insuranceLineCde: participant.insuranceLineCde,
      existingPatient: body.existingPatient,
    });
    return c.json(
      {
        payload: answer.valid
          ? { pcpAcceptedInd: "Y", statusMessage: null }
          : { pcpAcceptedInd: "N", statusMessage: answer.returnCodeDescription },
      },
      200,
    );
  })
  .openapi(changeRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { umi } = c.req.valid("param");
    const body = c.req.valid("json");
    try {
      const answer = await changeEmployee(c, {
        session,
        umi,
        transactionType: "PCP_CHANGE",
        pendingMessage: domainMessages.pendingEdit,
        // The group's Modify right is checked before the directory is asked (no deny leaks to a reader).
        plan: (tx, row, ctx) =>
          planPcpChange(tx, row, ctx, body, (group) =>
            enforce(
              mayChangeEmployeeGroups(
                session,
                { clientId: row.clientId, groupNumbers: row.groups.map((g) => g.groupNumber) },
                [group],
              ),
            ),
          ),
      });
      return c.json(
        { umi: answer.umi, version: answer.version, payload: { pcpInfo: [{ pcpDenyCde: "", msgArea: "" }] } },
        200,
      );
    } catch (error) {
      if (!(error instanceof PcpChangeDenied)) throw error;
      return c.json(
        {
          umi: umi.toUpperCase(),
          version: error.version,
          payload: { pcpInfo: [{ pcpDenyCde: error.denyCode, msgArea: error.messageArea }] },
        },
        200,
      );
    }
  });
