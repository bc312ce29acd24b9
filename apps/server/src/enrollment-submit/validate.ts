import { getBrand, noticeWording } from "@epr/brand-themes/registry";
import {
  addFlowStepInfo,
  applyGlobalEffectiveDate,
  type BrandRules,
  chosenLifeEvent,
  type EditChanges,
  type EmployeeRecord,
  editChanges,
  fillMessage,
  type GroupAdditionalInformation,
  groupAdditionalInformationSchema,
  groupsOfRecord,
  isLineActive,
  isSpouseOrPartner,
  resumeEnrollment,
} from "@epr/domain";
import {
  dependentFormFromRecord,
  dependentMessages,
  dependentsFormSchema,
  hasControlCharacters,
  inputMessages,
  type NoticeWording,
  type OfferedProduct,
  type SubmissionIssue,
  submissionCoverageIssues,
  subscriberFormFromRecord,
  subscriberFormSchema,
} from "@epr/forms/schemas";
import type { Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import type { SpecialEnrollment } from "../reference/specialEnrollment.js";

/** Said when a required add-flow step has nothing in it (our wording: the spec gives none). */
export const stepIncompleteMessage = "Please complete the {step} step before you finish.";

/** A group of the client as the final save needs it. */
export interface SubmitGroup {
  groupNumber: string;
  status: "active" | "cancelled";
  additional: GroupAdditionalInformation;
  /** groups.delayed_processing (or additional.delayedProcessing): applied later by the job runner. */
  delayedProcessing: boolean;
}

/** What the rules of a client depend on: its brand's flags, ASO, its groups and their products. */
export interface ClientContext {
  brandCode: string;
  brand: BrandRules;
  /** The brand record's wording of the coverage notices (enrollment.md §5). */
  wording: NoticeWording;
  aso: boolean;
  groups: Map<string, SubmitGroup>;
  offered: OfferedProduct[];
}

/** Loads the client's brand, groups (with additional information) and the products they offer. */
export async function loadClientContext(db: Queryable, clientId: number): Promise<ClientContext> {
  const client = await db.query<{ brand_code: string; aso: boolean }>(
    "select brand_code, aso from clients where id = $1",
    [clientId],
  );
  const groups = await db.query<{
    group_number: string;
    status: "active" | "cancelled";
    additional: unknown;
    delayed_processing: boolean | null;
  }>("select group_number, status, additional, delayed_processing from groups where client_id = $1", [
    clientId,
  ]);
  const products = await db.query<{ group_number: string; product_id: string; coverage_type: string }>(
    `select p.group_number, p.product_id, p.coverage_type
       from group_products p join groups g on g.group_number = p.group_number
      where g.client_id = $1 and g.status = 'active'`,
    [clientId],
  );
  const brandCode = client.rows[0]?.brand_code ?? "";
  return {
    brandCode,
    brand: getBrand(brandCode).capabilities,
    wording: noticeWording(brandCode),
    aso: client.rows[0]?.aso ?? false,
    groups: new Map(
      groups.rows.map((g) => {
        const additional = jsonColumn(g.additional) as Record<string, unknown>;
        const parsed = groupAdditionalInformationSchema.safeParse(additional ?? {});
        return [
          g.group_number,
          {
            groupNumber: g.group_number,
            status: g.status,
            additional: parsed.success ? parsed.data : groupAdditionalInformationSchema.parse({}),
            // The seed marks a group in its column (migration 006); a test may mark it in additional.
            delayedProcessing:
              g.delayed_processing === true ||
              additional?.delayedProcessing === true ||
              additional?.delayedProcessing === "true",
          },
        ];
      }),
    ),
    offered: products.rows.map((p) => ({
      groupNumber: p.group_number,
      productId: p.product_id,
      coverageType: p.coverage_type as OfferedProduct["coverageType"],
    })),
  };
}

const prefixed = (
  prefix: string,
  issues: readonly { path: PropertyKey[]; message: string }[],
): SubmissionIssue[] =>
  issues.map((i) => ({
    path: [prefix, ...i.path.map(String)].filter(Boolean).join("."),
    message: i.message,
  }));

/**
 * The add flow's rules, checked again on the final save with the portal's own schemas (DESIGN.md
 * "Data flow, for one save" step 3; including the ones a client could skip): the
 * subscriber form (add variant: SSN, names, dates, effective-date window), every dependent card and
 * the dependents together (at most 25, one spouse or partner; each group's domestic partner and civil
 * union rules), every required step complete (enrollment.md §4 Add flow steps, Resuming), and the
 * plan coverage rules (plans the groups offer, effective dates, dependents follow the subscriber).
 * Returns the record with its lines' "updateMe" dates filled, or the issues.
 */
export function validateSubmission(
  input: {
    record: EmployeeRecord;
    ssn: string;
    /**
     * An existing employee's record as stored, for an edit or reinstate: the edit variant
     * of the forms, no add-flow step check, and the plan rules only on lines this save adds or
     * changes (a line enrolled years ago keeps its date).
     */
    before?: EmployeeRecord;
  },
  ctx: ClientContext & { today: Date; special?: SpecialEnrollment },
): { ok: true; record: EmployeeRecord } | { ok: false; issues: SubmissionIssue[] } {
  // PostgreSQL refuses NUL in text and jsonb: any control character anywhere is bad input.
  const control = controlCharacterPaths(input.record, "record");
  if (control.length)
    return { ok: false, issues: control.map((path) => ({ path, message: inputMessages.controlCharacters })) };
  const global = input.record.globalCoverageEffectiveDate ?? "";
  const record = global ? applyGlobalEffectiveDate(input.record, global) : input.record;
  const cobra = record.subscriber.cobra?.value ?? false;
  const special = ctx.special ?? {
    sepEnabled: false,
    outsideOpenEnrollment: false,
    lifeEventRequired: false,
    lifeEventRules: [],
  };
  const issues: SubmissionIssue[] = [];

  const flow = input.before ? "edit" : "add";
  // enrollment.md §4 Edit save, §5: an edit is judged only on what it changed (editChanges of @epr/domain).
  const changes = input.before ? editChanges(record, input.before) : null;
  const changedLines = changes ? new Set(changes.lines.map((path) => `record.${path}`)) : null;
  // §4 Special enrollment: in an edit the life event is asked for only when a dependent is added.
  const lifeEventRequired = special.lifeEventRequired && (!changes || changes.addedDependents.length > 0);
  // On no screen: the whole effective-date window applies (enrollment.md §5 Effective date for coverage).
  const subscriber = subscriberFormSchema({
    today: ctx.today,
    flow,
    brand: ctx.brand,
    aso: ctx.aso,
    cobra,
    // enrollment.md §4 Special enrollment: the life event the SEP flag asks for outside open enrollment.
    outsideOpenEnrollment: special.outsideOpenEnrollment,
    lifeEventRequired,
    lifeEventRules: special.lifeEventRules,
  }).safeParse(
    subscriberFormFromRecord(
      { ...record.subscriber, ssn: input.ssn },
      // In an edit the global date only matters for the lines it dates (enrollment.md §4 Pre-save in edit).
      { globalCoverageEffectiveDate: changedLines && changedLines.size === 0 ? "" : global },
    ),
  );
  // An edit that leaves the subscriber and every line as they were does not judge the subscriber again.
  const judgeSubscriber = !changes || changes.subscriber || changes.lines.length > 0 || lifeEventRequired;
  if (!subscriber.success && judgeSubscriber)
    issues.push(...prefixed("record.subscriber", subscriber.error.issues));

  // The domestic partner and civil union rules are the group's: check the dependents once per group touched.
  const groups = groupsOfRecord(record);
  const seen = new Set<string>();
  for (const groupNumber of groups.length ? groups : [null]) {
    const group = groupNumber ? ctx.groups.get(groupNumber)?.additional : undefined;
    const dependents = dependentsFormSchema({
      today: ctx.today,
      flow,
      brand: ctx.brand,
      group: group ?? null,
      subscriberGender: record.subscriber.gender ?? null,
    }).safeParse(
      record.dependents.map((dependent) => ({
        ...dependentFormFromRecord(dependent),
        // Edit flow: only dependents with an active line count as the one spouse or partner (§5).
        ...(input.before
          ? {
              hasActiveCoverage: dependent.memberCoverages.some((c) =>
                c.memberLobs.some((lob) => isLineActive(lob, ctx.today)),
              ),
            }
          : {}),
      })),
    );
    if (dependents.success) continue;
    for (const issue of prefixed("record.dependents", dependents.error.issues).filter((i) =>
      judgesDependentIssue(i, changes, record),
    )) {
      const key = `${issue.path}|${issue.message}`;
      if (!seen.has(key)) issues.push(issue);
      seen.add(key);
    }
  }

  const resumed = input.before
    ? null
    : resumeEnrollment(
        { ...record, subscriber: { ...record.subscriber, ssn: input.ssn } },
        {
          outsideOpenEnrollment: special.outsideOpenEnrollment,
          sepEnabled: special.sepEnabled,
          brand: ctx.brand,
        },
      );
  // Approval is sequential (§4): the first step not complete is the one to name.
  const incomplete = resumed?.steps.find((step) => !step.approved && step.id !== "reviewSubmit");
  if (incomplete)
    issues.push({
      path: "record",
      message: fillMessage(stepIncompleteMessage, { step: addFlowStepInfo[incomplete.id].title }),
    });

  const coverageIssues = submissionCoverageIssues(record, {
    today: ctx.today,
    flow,
    aso: ctx.aso,
    cobra,
    brand: ctx.brand,
    wording: ctx.wording,
    offered: ctx.offered,
    // enrollment.md §5: outside an open period the chosen life event's window permits the date.
    outsideOpenEnrollment: special.outsideOpenEnrollment,
    lifeEvent: special.lifeEventRequired ? chosenLifeEvent(record.subscriber, special.lifeEventRules) : null,
  });
  issues.push(
    ...(changedLines
      ? coverageIssues.filter((issue) => {
          const line = LINE_PATH.exec(issue.path)?.[1];
          return line === undefined || changedLines.has(line);
        })
      : coverageIssues),
  );
  return issues.length ? { ok: false, issues } : { ok: true, record };
}

/** The line a coverage issue's path names (record.<member>.memberCoverages.<i>.memberLobs.<j>). */
const LINE_PATH = /^(record\.(?:subscriber|dependents\.\d+)\.memberCoverages\.\d+\.memberLobs\.\d+)/;

/**
 * Whether a dependents-form issue is judged in this save: always in the add flow; in an edit only
 * on a dependent the edit adds or changes (enrollment.md §4 Edit save), the 'at most 25' on a list
 * the edit adds to, and the one-spouse rule whenever a changed dependent is a spouse or partner (its
 * message may fall on the partner already on file, §5 Dependents).
 */
function judgesDependentIssue(
  issue: SubmissionIssue,
  changes: EditChanges | null,
  record: EmployeeRecord,
): boolean {
  if (!changes) return true;
  const index = /^record\.dependents\.(\d+)/.exec(issue.path)?.[1];
  if (index === undefined) return changes.addedDependents.length > 0;
  if (changes.dependents.includes(Number(index))) return true;
  return (
    issue.message === dependentMessages.oneSpouseOrPartner &&
    changes.dependents.some((i) => isSpouseOrPartner(record.dependents[i]?.relationshipCode))
  );
}

/** The paths of every string holding a control character, at any depth. */
function controlCharacterPaths(value: unknown, path: string): string[] {
  if (typeof value === "string") return hasControlCharacters(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => controlCharacterPaths(item, `${path}.${i}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => [
      ...(hasControlCharacters(key) ? [path] : []),
      ...controlCharacterPaths(item, `${path}.${key}`),
    ]);
  return [];
}
