import {
  type ErrorCode,
  identityTheftGroupsResponseSchema,
  identityTheftSaveRequestSchema,
  identityTheftSaveResponseSchema,
} from "@epr/contract";
import { type IdTheftOptInDecision, identityTheftOptInDecision } from "@epr/domain";
import { audit } from "../http/audit.js";
import { clientSession } from "../http/client-session.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { modifiesGroup } from "../http/references.js";
import { errorAnswer, json, notFoundError, standardErrors } from "../http/responses.js";
import { mayModifyGroup, mayUseIdentityTheft, policyMessages } from "../policy/index.js";
import { calendarDay, loadIdentityTheftRows, toPageGroup } from "./groups.js";

/** The code of each refused opt-in (assist-employees.md §9), by the rule that refused it. */
const optInRefusalCodes = {
  optedInThisYear: "opted_in_this_year",
  outsideWindow: "outside_opt_in_window",
} as const satisfies Record<Extract<IdTheftOptInDecision, { allowed: false }>["reason"], ErrorCode>;

const groupsRoute = guardedRoute({
  guard: { policy: "identityTheft.read" },
  method: "get",
  path: "/identity-theft/groups",
  description:
    "Identity theft protection (assist-employees.md §2.11, §7 idTheft getGroups): the chosen client's readable groups with their opt-in and whether each may opt in today (§9).",
  responses: {
    200: { description: "The groups", content: json(identityTheftGroupsResponseSchema) },
    ...standardErrors,
  },
});

const saveRoute = guardedRoute({
  guard: {
    policy: "identityTheft.modify",
    references: { "body.idTheftGroups[].groupNumber": modifiesGroup },
  },
  method: "post",
  path: "/identity-theft",
  description:
    "Saves the changed groups' opt-in or opt-out (assist-employees.md §4, §7 idTheft save): all or nothing; an opt-in the §9 rules refuse answers 409.",
  request: {
    body: {
      required: true,
      content: json(identityTheftSaveRequestSchema, {
        idTheftGroups: [{ groupNumber: "100100", userChoice: "optout" }],
      }),
    },
  },
  responses: {
    200: {
      description: "Saved; msgCase optin after an opt-in",
      content: json(identityTheftSaveResponseSchema),
    },
    ...standardErrors,
    ...notFoundError,
    409: errorAnswer("An opt-in outside the §9 rules; nothing saved", [
      "opted_in_this_year",
      "outside_opt_in_window",
    ]),
  },
});

export const identityTheftRoutes = new GuardedApi()
  .openapi(groupsRoute, async (c) => {
    const session = clientSession(c.get("session"));
    enforce(mayUseIdentityTheft(session));
    const today = c.get("deps").now();
    const rows = await loadIdentityTheftRows(c.get("deps").db, session);
    return c.json({ payload: { groups: rows.map((row) => toPageGroup(row, session, today)) } }, 200);
  })
  .openapi(saveRoute, async (c) => {
    const session = clientSession(c.get("session"));
    enforce(mayUseIdentityTheft(session));
    const { idTheftGroups } = c.req.valid("json");
    const { db, now } = c.get("deps");
    const today = now();
    const wanted = idTheftGroups.map((g) => g.groupNumber);
    for (const groupNumber of wanted) enforce(mayModifyGroup(session, { groupNumber }));
    const groups = await db.transaction(async (tx) => {
      const rows = await loadIdentityTheftRows(tx, session, wanted, true);
      const byNumber = new Map(rows.map((row) => [row.group_number, row]));
      for (const choice of idTheftGroups) {
        const row = byNumber.get(choice.groupNumber);
        if (!row) throw new HttpError(404, policyMessages.groupNotFound, "not_found");
        // enrollment.md §6: only active groups are edited.
        if (row.status !== "active") throw new HttpError(403, policyMessages.groupNotModifiable, "forbidden");
        const optIn = choice.userChoice === "optin";
        if (optIn && !row.opted_in) {
          const decision = identityTheftOptInDecision({
            today,
            clientCoverageEffectiveDate: calendarDay(row.coverage_effective_date),
            lastOptInAt: row.last_opt_in_at,
          });
          if (!decision.allowed)
            throw new HttpError(
              409,
              `Group ${row.group_number}: ${decision.message}`,
              optInRefusalCodes[decision.reason],
            );
        }
        // An unchanged choice keeps the row as it is (only changed groups are sent, §4).
        if (optIn === (row.opted_in ?? false)) continue;
        await tx.query(
          `insert into group_identity_theft (group_number, opted_in, changed_at, changed_by, last_opt_in_at)
           values ($1, $2, $3, $4, case when $2 then $3::timestamptz end)
           on conflict (group_number) do update
              set opted_in = excluded.opted_in, changed_at = excluded.changed_at, changed_by = excluded.changed_by,
                  last_opt_in_at = coalesce(excluded.last_opt_in_at, group_identity_theft.last_opt_in_at)`,
          [row.group_number, optIn, today, session.adminId],
        );
      }
      await audit(tx, session.adminId, "identityTheft.save", null, { idTheftGroups });
      return loadIdentityTheftRows(tx, session);
    });
    const optedIn = idTheftGroups.some((g) => g.userChoice === "optin");
    return c.json(
      {
        msgCase: optedIn ? ("optin" as const) : ("success" as const),
        payload: { groups: groups.map((row) => toPageGroup(row, session, today)) },
      },
      200,
    );
  });
