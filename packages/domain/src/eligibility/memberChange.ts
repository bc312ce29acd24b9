import {
  type CoverageType,
  coverageTypes,
  lineOfBusinessByCoverageType,
  type TobaccoStatus,
  tobaccoStatuses,
  UPDATE_ME,
} from "../codes/coverage.js";
import { type Gender, genders } from "../codes/names.js";
import { prepareReinstate } from "../coverage/cancel.js";
import type { MemberCoverage, MemberLob } from "../entities/coverage.js";
import type { Dependent, EmployeeRecord, Member } from "../entities/employee.js";
import {
  type EligibilityAction,
  type EligibilityCoverage,
  type EligibilityMemberRow,
  isSubscriberRow,
  readReportCodes,
  rowIndicator,
} from "./memberRow.js";

/**
 * Eligibility in bulk: the record a subscriber's rows ask for, built from the record on file (or
 * from nothing, for a new employee). Pure: the server then judges what this builds with the very
 * code the add, edit, cancel and reinstate screens save with, and applies it through the same
 * write pipeline. Table-driven tests: memberChange.test.ts.
 */

/** What a row will do, as the preview shows it. */
export const eligibilityOutcomes = [
  "addEmployee",
  "addDependent",
  "change",
  "endCoverage",
  "reinstate",
  "noChange",
  "error",
] as const;
/** What a row will do. */
export type EligibilityOutcome = (typeof eligibilityOutcomes)[number];

/** The outcomes' names as the preview, the outcome and the results file show them (our wording). */
export const eligibilityOutcomeLabels: Record<EligibilityOutcome, string> = {
  addEmployee: "Add employee",
  addDependent: "Add dependent",
  change: "Change",
  endCoverage: "End coverage",
  reinstate: "Reinstate",
  noChange: "No change",
  error: "Error",
};

/** A product a group offers, to name a line's line of business from its plan. */
export interface EligibilityProduct {
  groupNumber: string;
  productId: string;
  coverageType: string;
  lineOfBusiness: string;
}

/** One field a change sets: its name as the row names it, before and after. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** An error on a row: the row's field, where the file had it, and the message. */
export interface RowError {
  field: string;
  column: string | null;
  message: string;
}

/** A cancellation a termination asks for (the cancel screen's request). */
export interface EligibilityCancellation {
  groupNumber: string;
  lineOfBusiness?: string;
  cancelReasonCode: string;
  cancelDate: string;
}

/** The record on file, as the builder needs it: the record and its dependents' SSNs by position. */
export interface StoredEmployee {
  record: EmployeeRecord;
  dependentSsns: readonly (string | null)[];
}

/** What a subscriber's rows ask for. */
export type EligibilityPlan =
  | { kind: "add"; record: EmployeeRecord; subscriberSsn: string }
  | { kind: "change"; record: EmployeeRecord }
  | { kind: "terminate"; cancellations: EligibilityCancellation[] }
  | { kind: "reinstate"; record: EmployeeRecord; reinstateDate: string }
  | { kind: "none" };

/** The builder's answer: the plan, and per row (in the order given) its outcome, changes and errors. */
export interface EligibilityBuild {
  plan: EligibilityPlan | null;
  rows: { outcome: EligibilityOutcome; changes: FieldChange[]; errors: RowError[] }[];
}

/** The builder's own refusals (our wording: the spec has no bulk flows). */
/**
 * The cancel reason of a termination whose file names none of ours: an 834's (INS04 holds the
 * carrier's maintenance reasons, not the client's cancel reasons) and a full file's member ended
 * because the file left them out. 01 Voluntary termination (our choice).
 */
export const DEFAULT_TERMINATION_REASON = "01";

export const eligibilityMessages = {
  heldBack: "Another row of this employee has an error: this employee's rows are applied together.",
  proposedTermination: "On file but missing from this full file: ended only if you tick it.",
  adminGone: "The administrator who started this import may no longer change this client's employees.",
  /** All or nothing, when a row is refused at apply time: said on every row ({row}, {reason}). */
  nothingChanged: "Nothing was changed: row {row} was refused: {reason}",
  mixedActions:
    "This member's rows ask for different kinds of change (for example a change and a termination). Put each kind in its own file.",
  notOnFile: "No employee with this subscriber SSN is on file in this client.",
  noSubscriberRow: "A new employee needs the subscriber's own row (relationship 18) in the same file.",
  dependentTermination:
    "Ending one dependent's coverage is not offered in bulk: change it on the employee's page.",
  coverageType: "The coverage type must be one of MEDICAL, DENTAL, VISION, DRUG, SERVICE or UCCIDENTAL.",
  cancelDate: "A termination needs the date coverage ends.",
  cancelReason: "A termination needs a cancel reason code.",
  nothingToReinstate: "This employee has no ended coverage to reinstate.",
  reinstateDate: "A reinstatement needs the date coverage starts again.",
  duplicateRow: "This member appears more than once in the file.",
  tobaccoStatus: "The tobacco answer must be T (yes), N (no) or U (unknown).",
  reportCodes:
    "Report codes must be each code's abbreviation, = and its value, separated by semicolons (DIV=EAST; LOC=12).",
} as const;

/** Trimmed text, or null for nothing. */
const text = (value: string | null | undefined) => {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? null : trimmed;
};

const isCoverageType = (value: string): value is CoverageType =>
  (coverageTypes as readonly string[]).includes(value);

/** A row's coverage as a stored line; null with an error when its coverage type is unknown. */
function lineOf(
  coverage: EligibilityCoverage,
  products: readonly EligibilityProduct[],
): { line: MemberLob } | { error: string } {
  const coverageType = coverage.coverageType.trim().toUpperCase();
  if (!isCoverageType(coverageType)) return { error: eligibilityMessages.coverageType };
  const productId = text(coverage.productId);
  const product = products.find((p) => p.groupNumber === coverage.groupNumber && p.productId === productId);
  return {
    line: {
      lineOfBusiness: product?.lineOfBusiness ?? lineOfBusinessByCoverageType[coverageType][0],
      coverageType,
      productId,
      coverageEffectiveDate: text(coverage.effectiveDate) ?? UPDATE_ME,
      ...(text(coverage.endDate) ? { coverageEndDate: text(coverage.endDate) } : {}),
    },
  };
}

/** The person fields a row may set, as row field name → how to read and write it on a member. */
const personFields: {
  field: keyof EligibilityMemberRow;
  get: (m: Member) => string | null | undefined;
  set: (m: Member, v: string) => Member;
}[] = [
  {
    field: "firstName",
    get: (m) => m.fullName?.first,
    set: (m, v) => ({ ...m, fullName: { ...m.fullName, first: v } }),
  },
  {
    field: "middleName",
    get: (m) => m.fullName?.middle,
    set: (m, v) => ({ ...m, fullName: { ...m.fullName, middle: v } }),
  },
  {
    field: "lastName",
    get: (m) => m.fullName?.last,
    set: (m, v) => ({ ...m, fullName: { ...m.fullName, last: v } }),
  },
  {
    field: "gender",
    get: (m) => m.gender,
    // A value the sex codes do not know is kept as read: the screens' schema says what is wrong.
    set: (m, v) => ({
      ...m,
      gender: (genders as readonly string[]).includes(v) ? (v as Gender) : (v as never),
    }),
  },
  { field: "birthDate", get: (m) => m.birthDate, set: (m, v) => ({ ...m, birthDate: v }) },
  { field: "hireDate", get: (m) => m.hireDate, set: (m, v) => ({ ...m, hireDate: v }) },
  {
    field: "address1",
    get: (m) => m.address?.address1,
    set: (m, v) => ({ ...m, address: { ...m.address, address1: v } }),
  },
  {
    field: "address2",
    get: (m) => m.address?.address2,
    set: (m, v) => ({ ...m, address: { ...m.address, address2: v } }),
  },
  {
    field: "city",
    get: (m) => m.address?.city,
    set: (m, v) => ({ ...m, address: { ...m.address, city: v } }),
  },
  {
    field: "state",
    get: (m) => m.address?.state,
    set: (m, v) => ({ ...m, address: { ...m.address, state: v } }),
  },
  {
    field: "zip",
    get: (m) => m.address?.zipCode?.base,
    set: (m, v) => ({ ...m, address: { ...m.address, zipCode: { ...m.address?.zipCode, base: v } } }),
  },
  { field: "phone", get: (m) => m.phones?.home, set: (m, v) => ({ ...m, phones: { ...m.phones, home: v } }) },
  { field: "workEmail", get: (m) => m.workEmail, set: (m, v) => ({ ...m, workEmail: v }) },
];

/** The member a row names, its person fields set from the row where the row has them. */
function withPersonFields<M extends Member>(member: M, row: EligibilityMemberRow): M {
  let next: Member = member;
  for (const { field, set } of personFields) {
    const value = text(row[field] as string | null | undefined);
    if (value !== null) next = set(next, value);
  }
  return next as M;
}

/** The person fields that differ between two members, as the row names them. */
function personChanges(before: Member | null, after: Member): FieldChange[] {
  return personFields.flatMap(({ field, get }) => {
    const was = text(before ? get(before) : null);
    const is = text(get(after));
    return was === is ? [] : [{ field, before: was, after: is }];
  });
}

/** A line's key within a member: its group and coverage type. */
const lineKey = (group: string, lob: Pick<MemberLob, "coverageType">) => `${group} ${lob.coverageType}`;

/** The lines that differ between two members: product, effective date, end date, per group and type. */
function lineChanges(before: Member | null, after: Member): FieldChange[] {
  const lines = (member: Member | null) =>
    new Map(
      (member?.memberCoverages ?? []).flatMap((c) =>
        c.memberLobs.map((lob) => [lineKey(c.groupNumber, lob), lob]),
      ),
    );
  const was = lines(before);
  return [...lines(after)].flatMap(([key, lob]) => {
    const old = was.get(key);
    const parts: [string, string | null | undefined, string | null | undefined][] = [
      ["productId", old?.productId, lob.productId],
      ["effectiveDate", old?.coverageEffectiveDate, lob.coverageEffectiveDate],
      ["endDate", old?.coverageEndDate, lob.coverageEndDate],
    ];
    return parts.flatMap(([name, b, a]) =>
      text(b) === text(a) ? [] : [{ field: `${key} ${name}`, before: text(b), after: text(a) }],
    );
  });
}

/** The member with the row's coverages: a line of a type the member lacks in the group is added, one it has takes the row's plan and dates. */
function withCoverages<M extends Member>(
  member: M,
  row: EligibilityMemberRow,
  products: readonly EligibilityProduct[],
  errors: RowError[],
): M {
  let coverages: MemberCoverage[] = member.memberCoverages;
  row.coverages.forEach((coverage, index) => {
    const built = lineOf(coverage, products);
    if ("error" in built) {
      errors.push(errorAt(row, `coverages.${index}.coverageType`, built.error));
      return;
    }
    const { line } = built;
    const existing = coverages.find((c) => c.groupNumber === coverage.groupNumber);
    if (!existing) {
      coverages = [...coverages, { groupNumber: coverage.groupNumber, memberLobs: [line] }];
      return;
    }
    const same = existing.memberLobs.find((lob) => lob.coverageType === line.coverageType);
    const unchanged =
      same &&
      text(same.productId) === text(line.productId) &&
      (line.coverageEffectiveDate === UPDATE_ME ||
        same.coverageEffectiveDate === line.coverageEffectiveDate) &&
      (line.coverageEndDate === undefined || text(same.coverageEndDate) === text(line.coverageEndDate));
    if (unchanged) return;
    // A new plan named without a date keeps the line's date (the row changes only what it names).
    const merged = (lob: MemberLob): MemberLob => ({
      ...lob,
      ...line,
      coverageEffectiveDate:
        line.coverageEffectiveDate === UPDATE_ME ? lob.coverageEffectiveDate : line.coverageEffectiveDate,
    });
    const lobs = same
      ? existing.memberLobs.map((lob) => (lob === same ? merged(lob) : lob))
      : [...existing.memberLobs, line];
    coverages = coverages.map((c) => (c === existing ? { ...c, memberLobs: lobs } : c));
  });
  return withGroupAnswers({ ...member, memberCoverages: coverages }, row, errors);
}

/**
 * The add flow's Plan Coverage answers a row gives for a line's group (enrollment.md §4 Tobacco,
 * Report codes), set on the member's coverage of that group: the tobacco answer and its date, and
 * report codes (a code already on file keeps its type and takes the row's value; a new one is
 * named by its abbreviation). The screens' checks then judge them (required, allowed values).
 */
function withGroupAnswers<M extends Member>(member: M, row: EligibilityMemberRow, errors: RowError[]): M {
  let coverages = member.memberCoverages;
  row.coverages.forEach((coverage, index) => {
    const answers: Partial<MemberCoverage> = {};
    const status = text(coverage.tobaccoStatus)?.toUpperCase();
    if (status !== undefined && status !== null) {
      if ((tobaccoStatuses as readonly string[]).includes(status)) {
        answers.tobaccoStatus = status as TobaccoStatus;
        answers.tobaccoUsageDate = text(coverage.tobaccoUsageDate);
      } else errors.push(errorAt(row, `coverages.${index}.tobaccoStatus`, eligibilityMessages.tobaccoStatus));
    }
    const codesText = text(coverage.reportCodes);
    const codes = codesText === null ? [] : readReportCodes(codesText);
    if (codes === null)
      errors.push(errorAt(row, `coverages.${index}.reportCodes`, eligibilityMessages.reportCodes));
    if (Object.keys(answers).length === 0 && !codes?.length) return;
    coverages = coverages.map((c) => {
      if (c.groupNumber !== coverage.groupNumber) return c;
      const onFile = c.reportCodes ?? [];
      const reportCodes = codes?.length
        ? [
            ...onFile.filter((code) => !codes.some((n) => n.abbreviatedType === code.abbreviatedType)),
            ...codes.map((n) => ({
              ...(onFile.find((code) => code.abbreviatedType === n.abbreviatedType) ?? {
                type: n.abbreviatedType,
              }),
              abbreviatedType: n.abbreviatedType,
              value: n.value,
            })),
          ]
        : c.reportCodes;
      return { ...c, ...answers, reportCodes };
    });
  });
  return { ...member, memberCoverages: coverages };
}

/** An error at a row's field, with the column the file had it in. */
export function errorAt(row: EligibilityMemberRow, field: string, message: string): RowError {
  return { field, column: row.columns[field] ?? null, message };
}

/** Digits of an SSN, for matching a dependent's. */
const digits = (ssn: string | null | undefined) => (ssn ?? "").replace(/\D/g, "");

/** The stored dependent a row names: by SSN, else by first name and birth date. */
function matchDependent(stored: StoredEmployee, row: EligibilityMemberRow): number {
  const ssn = digits(row.ssn);
  if (ssn) {
    const bySsn = stored.dependentSsns.findIndex((s) => digits(s) === ssn);
    if (bySsn >= 0) return bySsn;
  }
  const first = text(row.firstName)?.toUpperCase();
  return stored.record.dependents.findIndex(
    (d) =>
      first && text(d.fullName?.first)?.toUpperCase() === first && text(d.birthDate) === text(row.birthDate),
  );
}

/** A new member from a row alone. */
function newMember(row: EligibilityMemberRow): Dependent {
  return withPersonFields(
    {
      fullName: {},
      relationshipCode: isSubscriberRow(row) ? null : row.relationshipCode,
      ssn: text(row.ssn),
      medicareEligibleIndicator: rowIndicator(row.medicareEligibleIndicator),
      otherInsuranceIndicator: rowIndicator(row.otherInsuranceIndicator),
      memberCoverages: [],
    },
    row,
  );
}

/** What one subscriber's rows ask for as one kind of change (an add of a dependent is a change). */
function kindOf(
  rows: readonly EligibilityMemberRow[],
  stored: StoredEmployee | null,
): EligibilityAction | "mixed" {
  const kinds = new Set(
    rows.map((row) => {
      if (row.action === "audit") return stored ? "change" : "add";
      if (row.action === "add" && stored && !isSubscriberRow(row)) return "change";
      return row.action;
    }),
  );
  if (kinds.size > 1) return "mixed";
  return [...kinds][0] ?? "change";
}

/**
 * Builds what one subscriber's rows ask for (rows grouped by subscriber SSN). `stored` is the
 * employee on file in the client, found by the SSN as the add flow's SSN check finds it.
 *   - add: a new record from the rows (the subscriber's row and each dependent's);
 *   - change (and add of a dependent, and an audit row of an employee on file): the stored record with
 *     the fields the rows name set, new dependents added, lines added or given their new plan;
 *   - terminate: the cancellations the cancel screen would send (each coverage named, or every
 *     group of the record), with the end date and reason;
 *   - reinstate: the record as the reinstate screen prepares it, with the lines to start again;
 *   - nothing that differs from the record on file: no change.
 */
export function buildEligibilityChange(input: {
  rows: readonly EligibilityMemberRow[];
  stored: StoredEmployee | null;
  products: readonly EligibilityProduct[];
}): EligibilityBuild {
  const { rows, stored, products } = input;
  const errorsOf = rows.map((): RowError[] => []);
  const answer = (
    plan: EligibilityPlan | null,
    outcomes: EligibilityOutcome[],
    changes: FieldChange[][],
  ) => ({
    plan: errorsOf.some((e) => e.length) ? null : plan,
    rows: rows.map((_, i) => ({
      outcome: errorsOf[i]?.length || !plan ? ("error" as const) : (outcomes[i] ?? "noChange"),
      changes: changes[i] ?? [],
      errors: errorsOf[i] ?? [],
    })),
  });
  const fail = (message: string, field = "action") => {
    rows.forEach((row, i) => {
      errorsOf[i]?.push(errorAt(row, field, message));
    });
    return answer(null, [], []);
  };
  const subscriberRows = rows.filter(isSubscriberRow);
  if (subscriberRows.length > 1) return fail(eligibilityMessages.duplicateRow, "relationshipCode");
  const kind = kindOf(rows, stored);
  if (kind === "mixed") return fail(eligibilityMessages.mixedActions);
  const subscriberRow = subscriberRows[0];

  if (!stored) {
    if (kind !== "add") return fail(eligibilityMessages.notOnFile, "subscriberSsn");
    if (!subscriberRow) return fail(eligibilityMessages.noSubscriberRow, "relationshipCode");
    const members = rows.map((row, i) => withCoverages(newMember(row), row, products, errorsOf[i] ?? []));
    const subscriber = members[rows.indexOf(subscriberRow)] as Dependent;
    const { dependentStatus: _s, optingIn: _o, ...subscriberFields } = subscriber;
    const record: EmployeeRecord = {
      clientAssignedId: text(subscriberRow.clientAssignedId),
      globalCoverageEffectiveDate: text(subscriberRow.eventDate) ?? firstEffectiveDate(rows),
      subscriber: { ...subscriberFields, ssn: null, relationshipCode: null },
      dependents: members.filter((_, i) => rows[i] !== subscriberRow),
    };
    return answer(
      { kind: "add", record, subscriberSsn: text(subscriberRow.subscriberSsn) ?? "" },
      rows.map((row) => (row === subscriberRow ? "addEmployee" : "addDependent")),
      members.map((m) => [...personChanges(null, m), ...lineChanges(null, m)]),
    );
  }

  if (kind === "add") return fail(eligibilityMessages.mixedActions);

  if (kind === "terminate") {
    const cancellations: EligibilityCancellation[] = [];
    rows.forEach((row, i) => {
      const errors = errorsOf[i] ?? [];
      if (!isSubscriberRow(row)) {
        errors.push(errorAt(row, "relationshipCode", eligibilityMessages.dependentTermination));
        return;
      }
      const named = row.coverages.length
        ? row.coverages
        : [...new Set(stored.record.subscriber.memberCoverages.map((c) => c.groupNumber))].map(
            (groupNumber): EligibilityCoverage => ({ groupNumber, coverageType: "" }),
          );
      named.forEach((coverage, index) => {
        const at = row.coverages.length ? `coverages.${index}.` : "";
        const cancelDate = text(coverage.endDate) ?? text(row.eventDate);
        // An 834 names no reason of ours (INS04 is the carrier's): the default, as for a full file's missing member.
        const reason =
          text(coverage.cancelReasonCode) ??
          (row.source.kind === "segment" ? DEFAULT_TERMINATION_REASON : undefined);
        if (!cancelDate) errors.push(errorAt(row, `${at}endDate`, eligibilityMessages.cancelDate));
        if (!reason) errors.push(errorAt(row, `${at}cancelReasonCode`, eligibilityMessages.cancelReason));
        const type = coverage.coverageType.trim().toUpperCase();
        const lob = stored.record.subscriber.memberCoverages
          .find((c) => c.groupNumber === coverage.groupNumber)
          ?.memberLobs.find((l) => l.coverageType === type)?.lineOfBusiness;
        if (cancelDate && reason)
          cancellations.push({
            groupNumber: coverage.groupNumber,
            ...(type
              ? { lineOfBusiness: lob ?? lineOfBusinessByCoverageType[type as CoverageType]?.[0] ?? type }
              : {}),
            cancelReasonCode: reason,
            cancelDate,
          });
      });
    });
    return answer(
      { kind: "terminate", cancellations },
      rows.map(() => "endCoverage"),
      rows.map(() =>
        cancellations.map((c) => ({
          field: `${c.groupNumber} ${c.lineOfBusiness ?? "all lines"} endDate`,
          before: null,
          after: `${c.cancelDate} (${c.cancelReasonCode})`,
        })),
      ),
    );
  }

  if (kind === "reinstate") {
    const date = text(subscriberRow?.eventDate) ?? firstEffectiveDate(rows);
    const ended = stored.record.subscriber.memberCoverages.filter((c) =>
      c.memberLobs.some((lob) => text(lob.coverageEndDate)),
    );
    if (!date) return fail(eligibilityMessages.reinstateDate, "eventDate");
    if (!ended.length) return fail(eligibilityMessages.nothingToReinstate);
    // The reinstate screen starts from the cleared record and enrolls the lines again (prepareReinstate).
    const again = (member: Member, row: EligibilityMemberRow | undefined, i: number): MemberCoverage[] =>
      row?.coverages.length
        ? withCoverages({ ...member, memberCoverages: [] }, row, products, errorsOf[i] ?? []).memberCoverages
        : member.memberCoverages
            .filter((c) => ended.some((e) => e.groupNumber === c.groupNumber))
            .map((c) => ({
              ...c,
              memberLobs: c.memberLobs.map(({ coverageEndDate: _e, cancelReasonCode: _r, ...lob }) => ({
                ...lob,
                coverageEffectiveDate: UPDATE_ME,
              })),
            }));
    const cleared = prepareReinstate(stored.record, date);
    const subscriberIndex = subscriberRow ? rows.indexOf(subscriberRow) : -1;
    const record: EmployeeRecord = {
      ...cleared,
      subscriber: {
        ...cleared.subscriber,
        memberCoverages: again(stored.record.subscriber, subscriberRow, subscriberIndex),
      },
      dependents: cleared.dependents.map((d, index) => {
        const i = rows.findIndex((row) => !isSubscriberRow(row) && matchDependent(stored, row) === index);
        const original = stored.record.dependents[index] as Dependent;
        return { ...d, memberCoverages: again(original, rows[i], i) };
      }),
    };
    return answer(
      { kind: "reinstate", record, reinstateDate: date },
      rows.map(() => "reinstate"),
      rows.map((row) =>
        isSubscriberRow(row) ? lineChanges(stored.record.subscriber, record.subscriber) : [],
      ),
    );
  }

  // A change: the stored record with what each row names.
  let record = stored.record;
  const outcomes: EligibilityOutcome[] = [];
  const changes: FieldChange[][] = [];
  rows.forEach((row, i) => {
    const errors = errorsOf[i] ?? [];
    if (isSubscriberRow(row)) {
      const before = record.subscriber;
      const after = withCoverages(withPersonFields(before, row), row, products, errors);
      record = { ...record, subscriber: after };
      changes[i] = [...personChanges(before, after), ...lineChanges(before, after)];
      outcomes[i] = changes[i]?.length ? "change" : "noChange";
      return;
    }
    const index = matchDependent(stored, row);
    if (index < 0) {
      const member = withCoverages(newMember(row), row, products, errors);
      record = { ...record, dependents: [...record.dependents, member] };
      changes[i] = [...personChanges(null, member), ...lineChanges(null, member)];
      outcomes[i] = "addDependent";
      return;
    }
    const before = record.dependents[index] as Dependent;
    const after = withCoverages(withPersonFields(before, row), row, products, errors);
    record = { ...record, dependents: record.dependents.map((d, j) => (j === index ? after : d)) };
    changes[i] = [...personChanges(before, after), ...lineChanges(before, after)];
    outcomes[i] = changes[i]?.length ? "change" : "noChange";
  });
  const changed = outcomes.some((o) => o !== "noChange");
  return answer(changed ? { kind: "change", record } : { kind: "none" }, outcomes, changes);
}

/** The first effective date a row's coverages name, for a record's global effective date. */
function firstEffectiveDate(rows: readonly EligibilityMemberRow[]): string | null {
  for (const row of rows)
    for (const c of row.coverages) if (text(c.effectiveDate)) return text(c.effectiveDate);
  return null;
}
