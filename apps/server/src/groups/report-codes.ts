import {
  type ReportCodeDefinition,
  type ReportCodeValidationRequest,
  validateReportCodes,
} from "@epr/domain";
import type { Queryable } from "../db/database.js";

/** Report code definitions of groups, by group, in display order. */
export async function reportCodeDefinitions(
  db: Queryable,
  groupNumbers: readonly string[],
): Promise<Map<string, ReportCodeDefinition[]>> {
  const { rows } = await db.query<{
    group_number: string;
    type: string;
    abbreviated_type: string;
    required: boolean;
    max_length: number;
    allowed_values: string[];
    effective_date: string;
    cancel_date: string | null;
  }>(
    `select group_number, type, abbreviated_type, required, max_length, allowed_values,
            to_char(effective_date, 'MM/DD/YYYY') as effective_date, to_char(cancel_date, 'MM/DD/YYYY') as cancel_date
       from group_report_codes where group_number = any($1) order by group_number, position`,
    [groupNumbers],
  );
  const byGroup = new Map<string, ReportCodeDefinition[]>();
  for (const r of rows) {
    const list = byGroup.get(r.group_number) ?? [];
    list.push({
      type: r.type,
      abbreviatedType: r.abbreviated_type,
      required: r.required,
      maxLength: r.max_length,
      allowedValues: r.allowed_values,
      effectiveDate: r.effective_date,
      cancelDate: r.cancel_date,
    });
    byGroup.set(r.group_number, list);
  }
  return byGroup;
}

/**
 * Validates report codes of groups against their definitions (enrollment.md §4 Report codes, §7
 * Validate report codes): the 'Group N: … (abbr)' errors, empty when valid. The validate route and
 * the final save both call this, so a save is refused for exactly what the portal was told.
 */
export async function reportCodeErrors(
  db: Queryable,
  requests: readonly ReportCodeValidationRequest[],
): Promise<string[]> {
  const definitions = await reportCodeDefinitions(
    db,
    requests.map((request) => request.groupNumber),
  );
  return requests.flatMap((request) =>
    validateReportCodes(request, definitions.get(request.groupNumber) ?? []),
  );
}
