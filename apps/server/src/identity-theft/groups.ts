import type { IdentityTheftPageGroup } from "@epr/contract";
import { ID_THEFT_VENDOR, identityTheftOptInDecision } from "@epr/domain";
import type { SessionContext } from "../auth/sessions.js";
import type { Queryable } from "../db/database.js";
import { mayModifyGroup, readableGroupNumbers } from "../policy/index.js";

/** A group's stored identity theft state, with what the §9 rules need. */
export interface IdentityTheftRow {
  group_number: string;
  name: string;
  status: string;
  opted_in: boolean | null;
  changed_at: Date | null;
  last_opt_in_at: Date | null;
  coverage_effective_date: string | null;
}

/**
 * The session's readable groups of its client with their opt-in state (assist-employees.md §7 idTheft
 * getGroups), in group number order; `lock` reads them for update inside a save.
 */
export async function loadIdentityTheftRows(
  db: Queryable,
  session: SessionContext & { clientId: number },
  groupNumbers: readonly string[] = readableGroupNumbers(session),
  lock = false,
): Promise<IdentityTheftRow[]> {
  const { rows } = await db.query<IdentityTheftRow>(
    `select g.group_number, g.name, g.status, t.opted_in, t.changed_at, t.last_opt_in_at,
            to_char(c.coverage_effective_date, 'YYYY-MM-DD') as coverage_effective_date
       from groups g
       join clients c on c.id = g.client_id
       left join group_identity_theft t on t.group_number = g.group_number
      where g.client_id = $1 and g.group_number = any($2)
      order by g.group_number${lock ? " for update of g" : ""}`,
    [session.clientId, [...groupNumbers]],
  );
  return rows;
}

/** A yyyy-MM-dd date as a local calendar day. */
export const calendarDay = (iso: string | null): Date | null => {
  if (!iso) return null;
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
};

/** What the page shows of a group: state, whether it may change and whether it may opt in today (§9). */
export function toPageGroup(
  row: IdentityTheftRow,
  session: SessionContext,
  today: Date,
): IdentityTheftPageGroup {
  const optedIn = row.opted_in ?? false;
  const decision = identityTheftOptInDecision({
    today,
    clientCoverageEffectiveDate: calendarDay(row.coverage_effective_date),
    lastOptInAt: row.last_opt_in_at,
  });
  const modifiable =
    row.status === "active" && mayModifyGroup(session, { groupNumber: row.group_number }) === null;
  return {
    groupNumber: row.group_number,
    displayName: row.name,
    vendor: ID_THEFT_VENDOR,
    protectionStart: optedIn && row.last_opt_in_at ? row.last_opt_in_at.toISOString().slice(0, 10) : null,
    protectionEnd:
      !optedIn && row.changed_at && row.last_opt_in_at ? row.changed_at.toISOString().slice(0, 10) : null,
    protectionEnabled: optedIn,
    status: row.status === "active" ? "Active" : "Cancelled",
    modifiable,
    optInAllowed: decision.allowed,
    optInRefusal: decision.allowed ? null : decision.message,
  };
}
