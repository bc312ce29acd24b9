import {
  lifeEventRulesResponseSchema,
  openEnrollmentQuerySchema,
  openEnrollmentResponseSchema,
  prefixesAndRelationshipsSchema,
  specialStatusOptionsSchema,
} from "@epr/contract";
import {
  formatIsoDate,
  isOutsideOpenEnrollment,
  namePrefixes,
  namePrefixLabels,
  parseDate,
  relationshipCodes,
  relationshipLabels,
  specialStatuses,
  specialStatusLabels,
} from "@epr/domain";
import { startOfDay } from "date-fns";
import type { Context } from "hono";
import { clientSession } from "../http/client-session.js";
import type { AppEnv } from "../http/env.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { readsGroup } from "../http/references.js";
import { errorAnswer, json, notFoundError, standardErrors } from "../http/responses.js";
import { mayReadGroup } from "../policy/index.js";
import { isClientOutsideOpenEnrollment, loadLifeEventRules } from "./specialEnrollment.js";

/** Said while the SEP flag is off (our wording; enrollment.md §7: only when SEP is on). */
export const SEP_OFF_MESSAGE = "Special enrollment (SEP) is switched off on this server.";

const prefixesRoute = guardedRoute({
  guard: { policy: "client.reference" },
  method: "get",
  path: "/reference/prefixes-and-relationships",
  responses: {
    200: {
      description: "Name prefixes and relationship codes",
      content: json(prefixesAndRelationshipsSchema),
    },
    ...standardErrors,
  },
});

const specialStatusRoute = guardedRoute({
  guard: { policy: "client.reference" },
  method: "get",
  path: "/reference/special-statuses",
  responses: {
    200: { description: "Special-status values", content: json(specialStatusOptionsSchema) },
    ...standardErrors,
  },
});

const lifeEventRulesRoute = guardedRoute({
  guard: { policy: "client.reference" },
  method: "get",
  path: "/life-events/rules",
  responses: {
    200: { description: "The life event rules (SEP on)", content: json(lifeEventRulesResponseSchema) },
    ...standardErrors,
    404: errorAnswer("SEP is off", ["feature_off"]),
  },
});

const openEnrollmentRoute = guardedRoute({
  guard: { policy: "client.reference", references: { "query.groupNumber": readsGroup } },
  method: "get",
  path: "/life-events/open-enrollment",
  request: { query: openEnrollmentQuerySchema },
  responses: {
    200: {
      description: "Whether the day is in the group's open enrollment",
      content: json(openEnrollmentResponseSchema),
    },
    ...standardErrors,
    ...notFoundError,
  },
});

/** Special enrollment answers only while the SEP flag is on (enrollment.md §1, §7). */
function requireSep(c: Context<AppEnv>) {
  if (!c.get("deps").config.flags.SEP) throw new HttpError(404, SEP_OFF_MESSAGE, "feature_off");
}

/**
 * Code lists (enrollment.md §3 Option lists, §7 prefix-and-relationship and special-status values),
 * served from the @epr/domain lists, and special enrollment (§4, §7: life event rules and the open
 * enrollment check, behind SEP).
 */
export const referenceRoutes = new GuardedApi()
  .openapi(prefixesRoute, (c) =>
    c.json(
      {
        prefixes: namePrefixes.map((value) => ({ value, label: namePrefixLabels[value] })),
        relationships: relationshipCodes.map((value) => ({ value, label: relationshipLabels[value] })),
      },
      200,
    ),
  )
  .openapi(specialStatusRoute, (c) =>
    c.json(
      specialStatuses.map((value) => ({ value, label: specialStatusLabels[value] })),
      200,
    ),
  )
  .openapi(lifeEventRulesRoute, async (c) => {
    requireSep(c);
    return c.json({ payload: await loadLifeEventRules(c.get("deps").db) }, 200);
  })
  .openapi(openEnrollmentRoute, async (c) => {
    requireSep(c);
    const session = clientSession(c.get("session"));
    const { groupNumber, date } = c.req.valid("query");
    const day = date ? (parseDate(date, "usDash") as Date) : startOfDay(c.get("deps").now());
    if (!groupNumber) {
      // No group: the client's, as an add flow asks before its groups are chosen (specialEnrollment.ts).
      const outside = await isClientOutsideOpenEnrollment(c.get("deps").db, session.clientId, day);
      return c.json(
        { payload: { groupNumber: null, openEnrollment: !outside, startDate: null, endDate: null } },
        200,
      );
    }
    enforce(mayReadGroup(session, groupNumber));
    const iso = formatIsoDate(day);
    // The window holding the day, else the next one, else the last one.
    const { rows } = await c.get("deps").db.query<{ start_date: string; end_date: string }>(
      `select to_char(start_date, 'MM/DD/YYYY') as start_date, to_char(end_date, 'MM/DD/YYYY') as end_date
         from open_enrollment_windows
        where group_number = $1
        order by (end_date >= $2::date) desc, case when end_date >= $2::date then start_date end asc, start_date desc
        limit 1`,
      [groupNumber, iso],
    );
    const window = rows[0];
    const period = window
      ? { startDate: parseDate(window.start_date, "us"), endDate: parseDate(window.end_date, "us") }
      : null;
    return c.json(
      {
        payload: {
          groupNumber,
          openEnrollment: !isOutsideOpenEnrollment(period, day),
          startDate: window?.start_date ?? null,
          endDate: window?.end_date ?? null,
        },
      },
      200,
    );
  });
