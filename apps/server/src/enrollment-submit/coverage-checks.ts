import { presaveRejectionCodes } from "@epr/contract";
import {
  assignProvidersIfAllValid,
  assignTobacco,
  DEFAULT_PLAN_AREA_CODE,
  domainMessages,
  type EmployeeRecord,
  formatUsDate,
  groupsOfRecord,
  isNoPcpNumber,
  type Member,
  type MemberCoverage,
  NO_INITIAL_PCP_SELECTION,
  NO_PCP_NUMBERS,
  normalizePcpChoice,
  normalizeTobaccoStatus,
  type PcpValidationOutcome,
  parseReportCodeErrors,
  parseUsDate,
  pcpValidationMessages,
  reportCodeValidationRequest,
  tobaccoAnswerRequired,
} from "@epr/domain";
import { providerFormSchema, type SubmissionIssue, tobaccoFormSchema } from "@epr/forms/schemas";
import type { Queryable } from "../db/database.js";
import { reportCodeErrors } from "../groups/report-codes.js";
import { HttpError } from "../http/errors.js";
import { validatePcp } from "../providers/validate.js";
import { type ClientContext, loadClientContext } from "./validate.js";

type Context = ClientContext & { today: Date };

/**
 * What an edit's checks judge (enrollment.md §4 Edit save): the coverages it adds or changes
 * (`record.<member>.memberCoverages.<i>`) for providers and tobacco, and the groups whose report
 * codes or lines it changes; a coverage on file as it was is not judged again. Absent: everything
 * (the add flow).
 */
export interface JudgedCoverages {
  coverages: ReadonlySet<string>;
  reportCodeGroups: ReadonlySet<string>;
}

/** Each member of a record with the path of its fields in the request. */
function membersOf(record: EmployeeRecord): { member: Member; path: string }[] {
  return [
    { member: record.subscriber, path: "record.subscriber" },
    ...record.dependents.map((member, i) => ({ member: member as Member, path: `record.dependents.${i}` })),
  ];
}

/** The record with every member's coverages replaced by `map`'s (same members, same order). */
function mapCoverages(
  record: EmployeeRecord,
  map: (coverage: MemberCoverage, member: Member) => MemberCoverage,
): EmployeeRecord {
  return {
    ...record,
    subscriber: {
      ...record.subscriber,
      memberCoverages: record.subscriber.memberCoverages.map((c) => map(c, record.subscriber)),
    },
    dependents: record.dependents.map((d) => ({
      ...d,
      memberCoverages: d.memberCoverages.map((c) => map(c, d)),
    })),
  };
}

const isMedical = (coverage: MemberCoverage) =>
  coverage.memberLobs.find((lob) => lob.coverageType === "MEDICAL") ?? null;

/** Where each provider field of the card is stored in providerInformation. */
const providerFieldPaths: Record<string, string> = {
  physicianNumber: "physicianNumber",
  physicianName: "physicianName",
  establishedPatient: "existingPatientIndicator",
  effectiveDate: "physicianEffectiveDate",
};

/**
 * Providers (enrollment.md §4 Provider validation on save, §5 Provider): every medical participant's
 * provider, per group, passes the provider card's schema (@epr/forms: required when a number is
 * entered or the group requires a provider, no spaces, effective date) and then the same directory
 * validation as POST /api/providers/validate-pcp; providers are assigned only if every one is valid
 * (@epr/domain `assignProvidersIfAllValid`), else the save is refused with 'invalid providers' and
 * each returnCodeDescription on its provider number. Assigned: the directory's number and name (cut
 * to 34), the reason 'Initial PCP Selection'; a no-PCP number clears name and number with 'NO INITIAL PCP
 * SELECTION' (§4 Provider).
 */
async function assignProviders(
  db: Queryable,
  record: EmployeeRecord,
  ctx: Context,
  judged?: JudgedCoverages,
): Promise<EmployeeRecord> {
  const issues: SubmissionIssue[] = [];
  const results: { provider: string; outcome: PcpValidationOutcome }[] = [];
  const assigned = new Map<string, MemberCoverage["providerInformation"]>();
  for (const { member, path } of membersOf(record)) {
    for (const [ci, coverage] of member.memberCoverages.entries()) {
      const medical = isMedical(coverage);
      if (!medical || (judged && !judged.coverages.has(`${path}.memberCoverages.${ci}`))) continue;
      const at = `${path}.memberCoverages.${ci}.providerInformation`;
      const group = ctx.groups.get(coverage.groupNumber)?.additional ?? null;
      const given = coverage.providerInformation ?? {};
      const number = (given.physicianNumber ?? "").trim();
      // A no-PCP choice the card already normalised (number cleared, reason set) stands for a no-PCP number.
      const noPcp = isNoPcpNumber(number) || (!number && given.reason === NO_INITIAL_PCP_SELECTION);
      const form = providerFormSchema({ group }).safeParse({
        physicianNumber: noPcp && !number ? NO_PCP_NUMBERS[0] : (given.physicianNumber ?? ""),
        physicianName: given.physicianName ?? "",
        establishedPatient: given.existingPatientIndicator ?? false,
        effectiveDate: given.physicianEffectiveDate ?? "",
      });
      let outcome: PcpValidationOutcome = { ok: true };
      let found = { number, name: given.physicianName ?? "" };
      if (!form.success) {
        const first = form.error.issues[0];
        outcome = { ok: false, message: first?.message ?? pcpValidationMessages.invalidProviderNumber };
        for (const issue of form.error.issues)
          issues.push({
            path: `${at}.${providerFieldPaths[String(issue.path[0])] ?? String(issue.path[0] ?? "")}`,
            message: issue.message,
          });
      } else if (!noPcp && !number) {
        continue; // nothing entered and none required: no provider to validate or assign
      } else if (!noPcp) {
        const answer = await validatePcp(db, {
          pcpNum: number,
          planAreaCde: group?.planAreaCode ?? DEFAULT_PLAN_AREA_CODE,
          insuranceLineCde: medical.lineOfBusiness,
          existingPatient: form.data.establishedPatient,
        });
        if (!answer.valid) {
          const message = answer.returnCodeDescription ?? pcpValidationMessages.invalidProviderNumber;
          outcome = { ok: false, message };
          issues.push({ path: `${at}.physicianNumber`, message });
        } else if (answer.payload)
          found = { number: answer.payload.physicianNumber, name: answer.payload.physicianName };
      }
      results.push({ provider: at, outcome });
      if (!outcome.ok) continue;
      const choice = normalizePcpChoice(
        { physicianNumber: noPcp ? NO_PCP_NUMBERS[0] : found.number, physicianName: found.name },
        ctx.brand,
      );
      assigned.set(at, {
        ...given,
        physicianNumber: choice.physicianNumber,
        physicianName: choice.physicianName,
        existingPatientIndicator: form.data?.establishedPatient ?? false,
        reason: choice.reasonDescription,
      });
    }
  }
  const all = assignProvidersIfAllValid(results);
  if (!all.ok) throw new HttpError(422, all.message, presaveRejectionCodes.invalidProviders, issues);
  return withPaths(record, (coverage, at) => {
    const info = assigned.get(`${at}.providerInformation`);
    return info ? { ...coverage, providerInformation: info } : coverage;
  });
}

/** Like {@link mapCoverages}, giving each coverage its path in the request. */
function withPaths(
  record: EmployeeRecord,
  map: (coverage: MemberCoverage, path: string, member: Member) => MemberCoverage,
): EmployeeRecord {
  const paths = new Map<MemberCoverage, string>();
  for (const { member, path } of membersOf(record))
    for (const [ci, coverage] of member.memberCoverages.entries())
      paths.set(coverage, `${path}.memberCoverages.${ci}`);
  return mapCoverages(record, (coverage, member) => map(coverage, paths.get(coverage) ?? "", member));
}

/** The coverage with `answer` in it; an empty answer adds no field the coverage did not have. */
function keepShape(
  coverage: MemberCoverage,
  answer: Pick<MemberCoverage, "tobaccoStatus" | "tobaccoUsageDate">,
): MemberCoverage {
  const next: MemberCoverage = { ...coverage };
  for (const key of ["tobaccoStatus", "tobaccoUsageDate"] as const) {
    if (answer[key] !== null || next[key] !== undefined) next[key] = answer[key] as never;
  }
  return next;
}

/**
 * Tobacco (enrollment.md §4, §5 Tobacco): the question applies only to a participant with medical
 * coverage in the group; when the group asks it (tobaccoQuestionRequired) and the participant is
 * old enough (@epr/domain `tobaccoAnswerRequired`), the tobacco card's schema (@epr/forms) requires
 * T or N, and a usage date with T. U becomes N; the usage date is kept only with T; a coverage
 * without a medical line carries no answer. Returns the record as stored, or the fields at fault.
 */
function assignTobaccoAnswers(
  record: EmployeeRecord,
  ctx: Context,
  judged?: JudgedCoverages,
): { record: EmployeeRecord; issues: SubmissionIssue[] } {
  const issues: SubmissionIssue[] = [];
  const stored = withPaths(record, (coverage, at, member) => {
    if (judged && !judged.coverages.has(at)) return coverage;
    if (!isMedical(coverage)) return keepShape(coverage, { tobaccoStatus: null, tobaccoUsageDate: null });
    const group = ctx.groups.get(coverage.groupNumber)?.additional;
    const required = tobaccoAnswerRequired({
      questionRequired: group?.tobaccoQuestionRequired,
      hasMedicalCoverage: true,
      birthDate: member.birthDate,
      minimumAge: group?.adultAge,
      today: ctx.today,
    });
    const status = normalizeTobaccoStatus(coverage.tobaccoStatus);
    const form = tobaccoFormSchema({ today: ctx.today, required }).safeParse({
      tobaccoStatus: status ?? "",
      tobaccoUsageDate: coverage.tobaccoUsageDate ?? "",
    });
    if (!form.success)
      for (const issue of form.error.issues)
        issues.push({ path: `${at}.${issue.path.map(String).join(".")}`, message: issue.message });
    const [assigned] = assignTobacco([coverage], coverage.groupNumber, {
      status,
      usageDate: coverage.tobaccoUsageDate ?? null,
    });
    return keepShape(coverage, {
      tobaccoStatus: assigned?.tobaccoStatus ?? null,
      tobaccoUsageDate: assigned?.tobaccoUsageDate ?? null,
    });
  });
  return { record: stored, issues };
}

/** The earliest effective date of a coverage's lines (MM/dd/yyyy), else the global one. */
function coverageStartDate(coverage: MemberCoverage | undefined, record: EmployeeRecord): string {
  const days = (coverage?.memberLobs ?? [])
    .map((lob) => parseUsDate(lob.coverageEffectiveDate))
    .filter((day): day is Date => day !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  return days[0] ? formatUsDate(days[0]) : (record.globalCoverageEffectiveDate ?? "");
}

/**
 * Report codes (enrollment.md §4 Report codes, §7 Validate report codes): each group's codes, on the
 * subscriber's coverage of the group, pass the same validation as POST /api/report-codes/validate
 * against the group's definitions on the coverage start date (required codes too, sent or not).
 * Any error refuses the save with 'invalid report codes', each 'Group N: … (abbr)' line on the
 * value of the code it names (or on the group's list when the code is not in it).
 */
async function checkReportCodes(
  db: Queryable,
  record: EmployeeRecord,
  judged?: JudgedCoverages,
): Promise<void> {
  const coverages = record.subscriber.memberCoverages;
  const groups = groupsOfRecord(record).filter((g) => !judged || judged.reportCodeGroups.has(g));
  if (!groups.length) return;
  const requests = groups.map((groupNumber) => {
    const index = coverages.findIndex((c) => c.groupNumber === groupNumber);
    const coverage = coverages[index];
    return {
      index,
      codes: coverage?.reportCodes ?? [],
      request: reportCodeValidationRequest(
        groupNumber,
        coverageStartDate(coverage, record),
        coverage?.reportCodes ?? [],
      ),
    };
  });
  const lines = await reportCodeErrors(
    db,
    requests.map((r) => r.request),
  );
  if (!lines.length) return;
  const issues = lines.map((line): SubmissionIssue => {
    const parsed = parseReportCodeErrors([line]).errors[0];
    const owner = requests.find((r) => r.request.groupNumber === parsed?.groupNumber);
    const list =
      owner && owner.index >= 0
        ? `record.subscriber.memberCoverages.${owner.index}.reportCodes`
        : "record.subscriber.memberCoverages";
    const at = (owner?.codes ?? []).findIndex(
      (code) => (code.abbreviatedType ?? "").toUpperCase() === (parsed?.abbreviatedType ?? "").toUpperCase(),
    );
    return { path: at >= 0 ? `${list}.${at}.value` : list, message: line };
  });
  throw new HttpError(
    422,
    domainMessages.invalidReportCodes,
    presaveRejectionCodes.invalidReportCodes,
    issues,
  );
}

/**
 * The Plan Coverage step's checks on assignment, in the spec's order (enrollment.md §4: plans, Act 4
 * number, providers, tobacco, then report-code validation; any failure rejects the save), run again
 * by the server before the final save with the rules the portal uses. Plans are checked before this
 * (validate.ts); the spec gives no Act 4 number field. Returns the record as it is to be stored
 * (providers assigned, tobacco answers normalised; report code values are upper-cased by the
 * record's schema), or throws: 422 'invalid providers', 400 with the tobacco fields, 422 'invalid
 * report codes'. Nothing is written before this returns. An edit passes `judged`: only what it
 * changed is checked (enrollment.md §4 Edit save).
 */
export async function checkCoverageSteps(
  db: Queryable,
  record: EmployeeRecord,
  ctx: Context,
  judged?: JudgedCoverages,
): Promise<EmployeeRecord> {
  const withProviders = await assignProviders(db, record, ctx, judged);
  const tobacco = assignTobaccoAnswers(withProviders, ctx, judged);
  const first = tobacco.issues[0];
  if (first) throw new HttpError(400, `${first.path}: ${first.message}`, "invalid_request", tobacco.issues);
  await checkReportCodes(db, tobacco.record, judged);
  return tobacco.record;
}

/**
 * The same checks on an in-progress save (POST/PUT /api/enrollments) that approves the Plan
 * Coverage step: the spec runs them when the step's plans are assigned (enrollment.md §4 "Coverage
 * step order on assignment … any failure rejects the save"), i.e. on Save & Continue from that
 * step, and a failed save denies the step. A save that does not approve it (Save for Later part
 * way, an earlier step) keeps the draft as typed, so no work is lost. Returns the record to store.
 */
export async function checkApprovedCoverageStep(
  db: Queryable,
  clientId: number,
  record: EmployeeRecord,
  approvedSteps: readonly string[],
  today: Date,
): Promise<EmployeeRecord> {
  if (!approvedSteps.includes("coverage")) return record;
  const ctx = await loadClientContext(db, clientId);
  return checkCoverageSteps(db, record, { ...ctx, today });
}
