import {
  isLifeEventRequired,
  isOutsideEveryOpenEnrollment,
  type LifeEventRule,
  parseDate,
} from "@epr/domain";
import { startOfDay } from "date-fns";
import type { Queryable } from "../db/database.js";

/** Whether special enrollment applies to one coverage effective date of a client (enrollment.md §4). */
export interface SpecialEnrollment {
  /** The SEP flag of the server's configuration. */
  sepEnabled: boolean;
  /** The date is outside the open enrollment of every active group of the client. */
  outsideOpenEnrollment: boolean;
  /** SEP on and outside: a life event reason and date are required (@epr/domain `isLifeEventRequired`). */
  lifeEventRequired: boolean;
  /** The life event rules (the reason's window around the event date); empty while SEP is off. */
  lifeEventRules: LifeEventRule[];
}

/** The life event rules in their order (enrollment.md §3 Life event rule). */
export async function loadLifeEventRules(db: Queryable): Promise<LifeEventRule[]> {
  const { rows } = await db.query<{
    life_event_id: string;
    description: string;
    before_days: number;
    after_days: number;
  }>("select life_event_id, description, before_days, after_days from life_event_rules order by position");
  return rows.map((r) => ({
    lifeEventId: r.life_event_id,
    lifeEventDescription: r.description,
    beforeDays: r.before_days,
    afterDays: r.after_days,
  }));
}

/**
 * Whether `day` is outside the open enrollment of every active group of the client (enrollment.md §4
 * Special enrollment). A new enrollment joins its groups only on the coverage step, after the
 * subscriber step asks for the life event, so the client's groups decide (our reading: the spec is
 * silent on which group an add flow checks).
 */
export async function isClientOutsideOpenEnrollment(
  db: Queryable,
  clientId: number,
  day: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ start_date: string; end_date: string }>(
    `select to_char(w.start_date, 'MM/DD/YYYY') as start_date, to_char(w.end_date, 'MM/DD/YYYY') as end_date
       from open_enrollment_windows w join groups g on g.group_number = w.group_number
      where g.client_id = $1 and g.status = 'active'`,
    [clientId],
  );
  return isOutsideEveryOpenEnrollment(
    rows.map((r) => ({ startDate: parseDate(r.start_date, "us"), endDate: parseDate(r.end_date, "us") })),
    day,
  );
}

/**
 * Special enrollment for a record's coverage effective date (MM/dd/yyyy; today when it has none):
 * what the subscriber form checks on a save (enrollment.md §4 Resuming, §5 Life event date), the
 * same answer the portal reads from GET /api/life-events/open-enrollment.
 */
export async function loadSpecialEnrollment(
  db: Queryable,
  input: {
    clientId: number;
    sepEnabled: boolean;
    coverageEffectiveDate: string | null | undefined;
    today: Date;
  },
): Promise<SpecialEnrollment> {
  const day = parseDate(input.coverageEffectiveDate, "us") ?? startOfDay(input.today);
  const outsideOpenEnrollment = await isClientOutsideOpenEnrollment(db, input.clientId, day);
  const lifeEventRequired = isLifeEventRequired({ sepEnabled: input.sepEnabled, outsideOpenEnrollment });
  return {
    sepEnabled: input.sepEnabled,
    outsideOpenEnrollment,
    lifeEventRequired,
    lifeEventRules: input.sepEnabled ? await loadLifeEventRules(db) : [],
  };
}
