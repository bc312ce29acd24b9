import {
  type CensusColumn,
  censusColumns,
  type EligibilityAction,
  type EligibilityMemberRow,
  type EmployeeRecord,
  eligibilityMessages,
  eligibilityOutcomeLabels,
  employeeRecordSchema,
  type Member,
  maskMemberId,
  parseUsDate,
  SUBSCRIBER_RELATIONSHIP,
  write834,
} from "@epr/domain";
import type { SessionContext } from "../auth/sessions.js";
import type { SsnVault } from "../auth/ssn.js";
import type { Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import type { EmployeeSsns } from "../employees/change.js";
import { reportCodeDefinitions } from "../groups/report-codes.js";
import { mayViewFullSsnOfGroups, readableGroupNumbers } from "../policy/index.js";
import { loadCancelReasons } from "../reference/cancel-reasons.js";
import type { ResultReason, ResultRow } from "./results-file.js";
import { ROW_COLUMNS, type RowRecord, type StoredRow, unsealRow } from "./store.js";
import type { CensusTemplateInput, TemplatePlan } from "./template.js";

/**
 * What the downloads of eligibility in bulk are made of (docs/features/bulk-eligibility.md
 * "Downloads"): the client's census template, an import's results file and a group's 834.
 */

/** The template's groups and plans: the chosen client's active groups the session may read. */
export async function templateInput(
  db: Queryable,
  session: SessionContext & { clientId: number },
): Promise<CensusTemplateInput> {
  const { rows } = await db.query<{
    group_number: string;
    name: string | null;
    asks_tobacco: boolean;
    product_id: string | null;
    coverage_type: string | null;
    product_name: string | null;
  }>(
    `select g.group_number, g.name, coalesce((g.additional ->> 'tobaccoQuestionRequired')::boolean, false) as asks_tobacco,
            p.product_id, p.coverage_type, p.product_name
       from groups g left join group_products p on p.group_number = g.group_number
      where g.client_id = $1 and g.status = 'active' and g.group_number = any($2::text[])
      order by g.group_number, p.coverage_type, p.product_id`,
    [session.clientId, readableGroupNumbers(session)],
  );
  const codes = await reportCodeDefinitions(db, [...new Set(rows.map((r) => r.group_number))]);
  const groups = new Map<string, CensusTemplateInput["groups"][number] & { plans: TemplatePlan[] }>();
  for (const row of rows) {
    const group = groups.get(row.group_number) ?? {
      groupNumber: row.group_number,
      name: row.name,
      plans: [],
      asksTobacco: row.asks_tobacco,
      // A code cancelled already is not asked any more.
      reportCodes: (codes.get(row.group_number) ?? []).filter(
        (code) => !code.cancelDate || (parseUsDate(code.cancelDate)?.getTime() ?? 0) > Date.now(),
      ),
    };
    groups.set(row.group_number, group);
    if (row.product_id && row.coverage_type)
      group.plans.push({
        coverageType: row.coverage_type as TemplatePlan["coverageType"],
        productId: row.product_id,
        name: row.product_name,
      });
  }
  return { groups: [...groups.values()], cancelReasons: await loadCancelReasons(db) };
}

/** The census columns the results file lays every row out in: the member's, then each coverage type's block. */
const memberColumns = censusColumns.filter((c) => !c.coverageType);

/** The action word a census reads back as the row's action (audit is a blank action). */
const actionWords: Record<EligibilityAction, string> = {
  add: "Add",
  change: "Change",
  terminate: "Terminate",
  reinstate: "Reinstate",
  audit: "",
};

/** What applying did, as the results file's Outcome column says it. */
const appliedWords: Record<string, string> = {
  applied: "Applied",
  pending: "Pending",
  refused: "Refused",
  skipped: "Not applied",
};

/** A row's cell under a census column (coverages by their type; groups the session may not read left out). */
function cellOf(row: EligibilityMemberRow, column: CensusColumn, readable: Set<string>): string {
  if (column.field === "action") return actionWords[row.action];
  if (!column.coverageType) {
    const value = row[column.field as keyof EligibilityMemberRow];
    return typeof value === "string" ? value : "";
  }
  const line = row.coverages.find(
    (c) => c.coverageType.toUpperCase() === column.coverageType && readable.has(c.groupNumber),
  );
  const value = line?.[column.field as keyof typeof line];
  return typeof value === "string" ? value : "";
}

/**
 * An import's results file, row by row (the results-file.ts writer takes them as they come): every
 * row laid out in the census's own columns (so the file of an 834 uploads again as a census too),
 * then its outcome and the reason. A row's SSNs are written in full where the session may modify
 * every group the row names (the full-SSN rule: the file is for fixing the refused rows and uploading
 * them again), masked otherwise and for a view-only login; coverages of groups the session may not read are left out, as on the preview.
 */
export async function resultsInput(
  db: Queryable,
  vault: SsnVault,
  session: SessionContext,
  importId: string,
): Promise<{ headings: string[]; rows: AsyncIterable<ResultRow> }> {
  const { rows: typesRow } = await db.query<{ type: string }>(
    `select distinct upper(c ->> 'coverageType') as type
       from eligibility_import_rows r, jsonb_array_elements(r.member -> 'coverages') c where r.import_id = $1`,
    [importId],
  );
  const types = new Set(typesRow.map((r) => r.type));
  const columns = [
    ...memberColumns,
    ...censusColumns.filter((c) => c.coverageType && types.has(c.coverageType)),
  ];
  const readable = new Set(readableGroupNumbers(session));
  // The full-SSN rule, row by row: in full only where the session may modify every group the row
  // names (another administrator of the client may read this import with View on some of them).
  const fullSsnsOf = (member: EligibilityMemberRow) => {
    const groups = [...new Set(member.coverages.map((c) => c.groupNumber))];
    return groups.length > 0 && mayViewFullSsnOfGroups(session, groups) === null;
  };
  async function* rows(): AsyncIterable<ResultRow> {
    const PAGE = 500;
    for (let after = 0; ; ) {
      const { rows: page } = await db.query<RowRecord>(
        `select ${ROW_COLUMNS} from eligibility_import_rows where import_id = $1 and position > $2
          order by position limit $3`,
        [importId, after, PAGE],
      );
      for (const record of page) {
        const stored = unsealRow(vault, record);
        const full = fullSsnsOf(stored.member);
        const ssnOf = (ssn: string | null | undefined) => (!ssn ? "" : full ? ssn : maskMemberId(ssn));
        const member = {
          ...stored.member,
          subscriberSsn: ssnOf(stored.member.subscriberSsn),
          ssn: ssnOf(stored.member.ssn),
        };
        yield {
          cells: columns.map((column) => cellOf(member, column, readable)),
          ...resultOf(stored, record.applied_reason),
        };
      }
      const last = page.at(-1);
      if (!last || page.length < PAGE) return;
      after = last.position;
    }
  }
  return { headings: columns.map((c) => c.heading), rows: rows() };
}

/**
 * The Outcome and Reason of a row: what applying did (or, before, what it will do) and why. The
 * errors go with their columns and the refusal's reason beside them; the writer says each sentence
 * once (`reasonText`: a refusal's reason is its first error's message, the held-back sentence).
 */
export function resultOf(
  row: Pick<StoredRow, "outcome" | "errors" | "proposedTermination" | "applied">,
  appliedReason: string | null,
): { outcome: string; reasons: ResultReason[] } {
  const does = row.outcome
    ? eligibilityOutcomeLabels[row.outcome as keyof typeof eligibilityOutcomeLabels]
    : "Not checked yet";
  const rowErrors = row.errors.map(({ column, message }) => ({ column, message }));
  const proposed = row.proposedTermination ? [eligibilityMessages.proposedTermination] : [];
  if (row.applied === "no") return { outcome: does, reasons: [...proposed, ...rowErrors] };
  const reason = appliedReason ? [appliedReason] : [];
  return {
    outcome: appliedWords[row.applied] ?? row.applied,
    reasons:
      row.applied === "refused" ? [...reason, ...rowErrors] : [does, ...proposed, ...reason].filter(Boolean),
  };
}

/** A member's yes-or-no answer as a row writes it (the 834's COB03 and INS06); unknown says nothing. */
const answer = (value: string | null | undefined) => (value === "yes" ? "Yes" : value === "no" ? "No" : null);

/** A date the 834 can carry (MM/dd/yyyy), else nothing. */
const day = (value: string | null | undefined) =>
  value && /^\d{2}\/\d{2}\/\d{4}$/.test(value) ? value : null;

/** A member of a record as a row of one group: its lines of that group, null when it has none. */
function memberRow(
  member: Member,
  ssn: string | null,
  subscriberSsn: string,
  relationshipCode: string,
  groupNumber: string,
  action: EligibilityAction,
  clientAssignedId: string | null,
): EligibilityMemberRow | null {
  const ofGroup = member.memberCoverages.filter((c) => c.groupNumber === groupNumber);
  const lines = ofGroup.flatMap((c) => c.memberLobs);
  // The group's Plan Coverage answers (an 834's HLH and reporting categories), as a census writes them.
  const answers = {
    tobaccoStatus: ofGroup.map((c) => c.tobaccoStatus).find(Boolean) ?? null,
    reportCodes:
      ofGroup
        .flatMap((c) => c.reportCodes ?? [])
        .map((code) => `${code.abbreviatedType}=${code.value}`)
        .join("; ") || null,
  };
  if (lines.length === 0) return null;
  return {
    source: { kind: "row", row: 1 },
    action,
    subscriberSsn,
    relationshipCode,
    ssn,
    clientAssignedId,
    firstName: member.fullName?.first ?? null,
    middleName: member.fullName?.middle ?? null,
    lastName: member.fullName?.last ?? null,
    gender: member.gender ?? null,
    birthDate: day(member.birthDate),
    hireDate: day(member.hireDate),
    address1: member.address?.address1 ?? null,
    address2: member.address?.address2 ?? null,
    city: member.address?.city ?? null,
    state: member.address?.state ?? null,
    zip: member.address?.zipCode?.base ?? null,
    phone: member.phones?.home ?? null,
    workEmail: member.workEmail ?? null,
    otherInsuranceIndicator: answer(member.otherInsuranceIndicator),
    medicareEligibleIndicator: answer(member.medicareEligibleIndicator),
    coverages: lines.map((lob) => ({
      groupNumber,
      coverageType: lob.coverageType,
      productId: lob.productId ?? null,
      effectiveDate: day(lob.coverageEffectiveDate),
      endDate: day(lob.coverageEndDate),
      ...answers,
    })),
    columns: {},
  };
}

/** An employee's members in one group as rows: the subscriber's first, then each dependent's. */
export function employeeRows(
  record: EmployeeRecord,
  ssns: EmployeeSsns,
  groupNumber: string,
  action: EligibilityAction,
): EligibilityMemberRow[] {
  const subscriber = memberRow(
    record.subscriber,
    ssns.subscriber,
    ssns.subscriber,
    SUBSCRIBER_RELATIONSHIP,
    groupNumber,
    action,
    record.clientAssignedId ?? null,
  );
  const dependents = record.dependents.map((d, i) =>
    memberRow(
      d,
      ssns.dependents[i] ?? null,
      ssns.subscriber,
      d.relationshipCode ?? "21",
      groupNumber,
      action,
      null,
    ),
  );
  return [subscriber, ...dependents].filter((r): r is EligibilityMemberRow => r !== null);
}

/** The history's transaction as an 834's maintenance type (the newest of the range decides). */
const actionOfTransaction: Record<string, EligibilityAction> = {
  ADD: "add",
  CANCEL: "terminate",
  REINSTATE: "reinstate",
};

/**
 * A group's 834: its whole current enrollment (a full file, every active employee of the group with
 * their members' lines of it), or the employees changed in the date range (a history row of the
 * group or of a member's COB, or an edit's backup, from the first day's start to the last day's end,
 * UTC), each with their members as they are now and the maintenance type of the group's newest
 * coverage transaction in the range (add, cancel, reinstate; any other change 001).
 */
export async function group834(
  db: Queryable,
  vault: SsnVault,
  input: {
    groupNumber: string;
    clientNumber: string;
    clientName: string;
    range: { from: Date; to: Date } | null;
    now: Date;
  },
): Promise<string> {
  const { groupNumber, range } = input;
  const { rows } = range
    ? await db.query<{
        umi: string;
        record: unknown;
        ssn_encrypted: string;
        transaction_type: string | null;
      }>(
        `with changed as (
           select h.umi from employee_history h
            where (h.group_number = $1 or h.group_number is null) and h.changed_at >= $2 and h.changed_at < $3
           union
           select b.umi from employee_backups b where b.taken_at >= $2 and b.taken_at < $3)
         select e.umi, e.record, e.ssn_encrypted,
                (select h.transaction_type from employee_history h
                  where h.umi = e.umi and h.group_number = $1 and h.kind = 'plan'
                    and h.changed_at >= $2 and h.changed_at < $3
                  order by h.changed_at desc, h.id desc limit 1) as transaction_type
           from employees e join employee_groups g on g.umi = e.umi and g.group_number = $1
          where e.umi in (select umi from changed)
          order by e.umi`,
        [groupNumber, range.from.toISOString(), range.to.toISOString()],
      )
    : await db.query<{
        umi: string;
        record: unknown;
        ssn_encrypted: string;
        transaction_type: string | null;
      }>(
        `select e.umi, e.record, e.ssn_encrypted, null as transaction_type
           from employees e join employee_groups g on g.umi = e.umi and g.group_number = $1
          where e.status = 'active' and g.status = 'active' order by e.umi`,
        [groupNumber],
      );
  const members = rows.flatMap((row) => {
    const record = employeeRecordSchema.parse(jsonColumn(row.record));
    const ssns = JSON.parse(vault.decrypt(row.ssn_encrypted)) as EmployeeSsns;
    const action = range ? (actionOfTransaction[row.transaction_type ?? ""] ?? "change") : "audit";
    return employeeRows(record, ssns, groupNumber, action);
  });
  return write834({
    sender: { id: input.clientNumber },
    receiver: { id: groupNumber },
    interchangeControlNumber: (Math.floor(input.now.getTime() / 1000) % 999_999_999) + 1,
    createdAt: input.now,
    sponsor: { name: input.clientName, id: input.clientNumber },
    payer: { name: "CARRIER" },
    policyNumber: groupNumber,
    fullFile: range === null,
    rows: members,
  });
}
