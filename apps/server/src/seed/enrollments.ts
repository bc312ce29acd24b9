import type { EnrollmentStatus } from "@epr/contract";
import {
  type AddFlowStepId,
  type Dependent,
  type EmployeeRecord,
  formatIsoDate,
  formatUsDate,
  INITIAL_PCP_SELECTION,
  type MemberCoverage,
  RELATIONSHIP,
} from "@epr/domain";
import { addDays, addMonths, startOfMonth, subYears } from "date-fns";
import type { SsnVault } from "../auth/ssn.js";
import type { Queryable } from "../db/database.js";
import { insertEnrollment, type RecordSsns } from "../enrollments/queries.js";
import { DEMO_CLIENT_NUMBER, type SeedData, type SeedGroup } from "./generate.js";
import { cities, femaleFirstNames, lastNames, maleFirstNames, streets } from "./names.js";
import { createRandom, type Random } from "./random.js";
import { OPEN_PROVIDER, OPEN_PROVIDER_NAME, reportCodeDates, seededReportCodes } from "./reference.js";

/**
 * Enrollments in process for the demo (enrollment.md §2 "Enrollments in process"):
 * in every client some SAVED (started, saved after the subscriber step, saved after plan
 * coverage), some SUBMITTED and some PARTIAL_SUBMIT. The demo client has more than one page of
 * 20, so the list's paging shows. Records pass the same checks a save does (subscriber form,
 * dependent cards, approvals complete by the resume rules).
 */

/** One seeded enrollment, before it is written. */
export interface SeedEnrollment {
  clientNumber: string;
  status: EnrollmentStatus;
  record: EmployeeRecord;
  ssns: RecordSsns;
  approvedSteps: AddFlowStepId[];
  groupResults: Record<string, boolean | null>;
}

/** Per client: the demo client's list spans two pages of 20 (§9); the others hold a few. */
const DEMO_CLIENT_ENROLLMENTS = 24;
const OTHER_CLIENT_ENROLLMENTS = 4;

/** Which stage each seeded enrollment is at, in turn. */
const STAGES = [
  "started",
  "subscriber",
  "coverage",
  "submitted",
  "subscriber",
  "partial",
  "coverage",
] as const;
type Stage = (typeof STAGES)[number];

/** Makes the demo's enrollments in process in memory; same seed and day → same enrollments. */
export function generateEnrollments(
  data: SeedData,
  options: { seed: number; today: Date },
): SeedEnrollment[] {
  // A stream of its own, so the employees of a seed stay what they were before enrollments existed.
  const random = createRandom(options.seed * 7919 + 8);
  const taken = new Set(data.employees.map((e) => `${e.clientNumber}:${e.ssn}`));
  const ssnFor = (clientNumber: string) => {
    for (;;) {
      const ssn = `${random.int(100, 665)}${random.digits(2)}${random.int(1000, 9999)}`;
      if (taken.has(`${clientNumber}:${ssn}`)) continue;
      taken.add(`${clientNumber}:${ssn}`);
      return ssn;
    }
  };
  return data.clients.flatMap((client) => {
    const groups = data.groups.filter((g) => g.clientNumber === client.clientNumber && g.status === "active");
    const count =
      client.clientNumber === DEMO_CLIENT_NUMBER ? DEMO_CLIENT_ENROLLMENTS : OTHER_CLIENT_ENROLLMENTS;
    return Array.from({ length: count }, (_, i) => {
      const stage: Stage = STAGES[i % STAGES.length] ?? "started";
      const group = random.pick(groups);
      // The group's place in its client decides its report codes (reference.ts).
      const place = data.groups
        .filter((g) => g.clientNumber === client.clientNumber)
        .indexOf(group as SeedGroup);
      return makeEnrollment(random, client.clientNumber, group, place, stage, options.today, ssnFor);
    });
  });
}

function makeEnrollment(
  random: Random,
  clientNumber: string,
  group: SeedGroup | undefined,
  place: number,
  stage: Stage,
  today: Date,
  ssnFor: (clientNumber: string) => string,
): SeedEnrollment {
  const female = random.chance(0.5);
  const last = random.pick(lastNames);
  const first = random.pick(female ? femaleFirstNames : maleFirstNames);
  const [city, state, zip] = random.pick(cities);
  const birthDate = addDays(subYears(today, random.int(23, 60)), -random.int(0, 364));
  const hireDate = addDays(today, -random.int(5, 60));
  // The first of next month: inside the add flow's window (enrollment.md §9: up to 91 days ahead).
  const effective = formatUsDate(startOfMonth(addMonths(today, 1)));
  const address = {
    address1: `${random.int(10, 9999)} ${random.pick(streets)}`,
    city,
    state,
    zipCode: { base: zip },
  };
  const dependents: Dependent[] = [];
  const ssns: RecordSsns = { subscriber: ssnFor(clientNumber), dependents: [] };
  if (random.chance(0.5)) {
    dependents.push({
      fullName: { first: random.pick(female ? maleFirstNames : femaleFirstNames), last },
      gender: female ? "M" : "F",
      birthDate: formatUsDate(addDays(birthDate, random.int(-900, 900))),
      relationshipCode: RELATIONSHIP.spouse,
      dependentStatus: "N",
      medicareEligibleIndicator: "no",
      otherInsuranceIndicator: "no",
      address,
      memberCoverages: [],
    });
    ssns.dependents.push(ssnFor(clientNumber));
  }
  for (let c = random.int(0, 2); c > 0; c--) {
    const girl = random.chance(0.5);
    dependents.push({
      fullName: { first: random.pick(girl ? femaleFirstNames : maleFirstNames), last },
      gender: girl ? "F" : "M",
      birthDate: formatUsDate(addDays(subYears(today, random.int(1, 20)), -random.int(0, 364))),
      relationshipCode: RELATIONSHIP.child,
      dependentStatus: "N",
      medicareEligibleIndicator: "no",
      otherInsuranceIndicator: "no",
      address,
      memberCoverages: [],
    });
    ssns.dependents.push(random.chance(0.7) ? ssnFor(clientNumber) : null);
  }
  const covered = stage !== "started" && stage !== "subscriber" && group !== undefined;
  const coverage = (subscriber: boolean): MemberCoverage[] => {
    const medical = group?.products.find((p) => p.coverageType === "MEDICAL");
    if (!covered || !group || !medical) return [];
    return [
      {
        groupNumber: group.groupNumber,
        internalContractId: `IC${group.groupNumber}`,
        memberLobs: [
          {
            lineOfBusiness: medical.lineOfBusiness,
            coverageType: "MEDICAL",
            coverageEffectiveDate: effective,
            productId: medical.productId,
            productName: medical.productName,
          },
        ],
        // The Plan Coverage answers the server checks when the step is approved (enrollment.md §4):
        // tobacco, the directory's open provider where the group requires one, the required codes.
        tobaccoStatus: "N",
        ...(group.additional.providerRequired
          ? {
              // As the server stores a validated PCP (name and established-patient answer included),
              // so a seeded enrollment saved as it is reads back the same.
              providerInformation: {
                physicianNumber: OPEN_PROVIDER,
                physicianName: OPEN_PROVIDER_NAME,
                existingPatientIndicator: false,
                physicianEffectiveDate: effective,
                reason: INITIAL_PCP_SELECTION,
              },
            }
          : {}),
        reportCodes: subscriber ? requiredReportCodes(place, today) : [],
      },
    ];
  };
  const record: EmployeeRecord = {
    globalCoverageEffectiveDate: effective,
    subscriber: {
      ssn: null,
      fullName: { first, last },
      gender: female ? "F" : "M",
      birthDate: formatUsDate(birthDate),
      hireDate: formatUsDate(hireDate),
      relationshipCode: "20",
      address,
      phones: { home: `(215) 555-${random.digits(4)}` },
      workEmail: `${first.toLowerCase().replace(/[^a-z]/g, "")}.${last.toLowerCase().replace(/[^a-z]/g, "")}@example.com`,
      cobra: { value: false },
      medicareEligibleIndicator: "no",
      otherInsuranceIndicator: "no",
      memberCoverages: coverage(true),
    },
    dependents: dependents.map((d) => ({ ...d, memberCoverages: coverage(false) })),
  };
  const approvedSteps: AddFlowStepId[] =
    stage === "started" ? [] : covered ? ["subscriber", "coverage"] : ["subscriber"];
  const status: EnrollmentStatus =
    stage === "submitted" ? "SUBMITTED" : stage === "partial" ? "PARTIAL_SUBMIT" : "SAVED";
  // Submitted groups wait for delayed processing (null); a partial one has one group refused.
  const groupResults: Record<string, boolean | null> =
    group && status === "SUBMITTED"
      ? { [group.groupNumber]: null }
      : group && status === "PARTIAL_SUBMIT"
        ? { [group.groupNumber]: false }
        : {};
  return { clientNumber, status, record, ssns, approvedSteps, groupResults };
}

/**
 * Values for the report codes the group at `place` requires on the first of next month (the
 * seeded enrollments' effective date): one for each required code in effect then.
 */
function requiredReportCodes(place: number, today: Date) {
  const day = formatIsoDate(startOfMonth(addMonths(today, 1)));
  return seededReportCodes(place, reportCodeDates(today))
    .filter(([, , required, , , from, until]) => required && from <= day && (until === null || until > day))
    .map(([abbreviatedType, type, , , allowed]) => ({ type, abbreviatedType, value: allowed[0] ?? "HR" }));
}

/**
 * Who started a seeded enrollment: the client's first administrator (demo.admin in the demo client),
 * so one that names no group yet is theirs to resume (an enrollment of no group is seen only by the
 * administrator who started it and the client's super users); none for a client without one.
 */
async function starterOf(tx: Queryable, clientId: number): Promise<number | null> {
  const { rows } = await tx.query<{ id: number | null }>(
    "select min(admin_id) as id from admin_clients where client_id = $1",
    [clientId],
  );
  return rows[0]?.id ?? null;
}

/** Writes the demo's enrollments in process (seed.ts calls this once the clients exist). */
export async function seedEnrollments(
  tx: Queryable,
  vault: SsnVault,
  data: SeedData,
  clientIds: ReadonlyMap<string, number>,
  options: { seed: number; today: Date },
): Promise<number> {
  const enrollments = generateEnrollments(data, options);
  for (const e of enrollments) {
    const clientId = clientIds.get(e.clientNumber);
    if (clientId === undefined) throw new Error(`No client ${e.clientNumber} for a seeded enrollment.`);
    await insertEnrollment(tx, vault, {
      clientId,
      record: e.record,
      ssns: e.ssns,
      approvedSteps: e.approvedSteps,
      status: e.status,
      groupResults: e.groupResults,
      adminId: await starterOf(tx, clientId),
    });
  }
  return enrollments.length;
}
