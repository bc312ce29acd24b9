import type { PcpReasonsResponse } from "@epr/contract";
import { formatIsoDate } from "@epr/domain";
import type { Queryable } from "../db/database.js";

/** A PCP reason as the change-PCP card and the window rule read it (assist-employees.md §3 theReason). */
export type PcpReasonRow = PcpReasonsResponse["payload"][number];

/**
 * The PCP reason codes of a group on a date (assist-employees.md §7 reasonCodes: asOfDate,
 * groupNumber, type PCP; migration 025): the group's own and those of every group, in effect that
 * day, in their order. The codes keep their padding: whether it is trimmed is the brand's rule.
 */
export async function pcpReasonsFor(db: Queryable, groupNumber: string, asOf: Date): Promise<PcpReasonRow[]> {
  const { rows } = await db.query<{
    reason_code: string;
    reason_desc: string;
    retro_days: number;
    future_days: number;
  }>(
    `select reason_code, reason_desc, retro_days, future_days from pcp_reason_codes
      where (group_number = $1 or group_number is null)
        and effective_from <= $2::date and (effective_to is null or effective_to >= $2::date)
      order by position, id`,
    [groupNumber, formatIsoDate(asOf)],
  );
  return rows.map((r) => ({
    reasonCode: r.reason_code,
    reasonDesc: r.reason_desc,
    retroDays: r.retro_days,
    futureDays: r.future_days,
  }));
}
