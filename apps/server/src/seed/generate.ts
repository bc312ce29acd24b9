import {
  coverageCategoryCode,
  type Dependent,
  type EmployeeRecord,
  employeeGroups,
  formatUsDate,
  isSpouseOrPartner,
  type MemberCoverage,
  type MemberLob,
  RELATIONSHIP,
} from "@epr/domain";
import { addDays, addMonths, startOfMonth, subYears } from "date-fns";
import { cities, companyWords, femaleFirstNames, lastNames, maleFirstNames, streets } from "./names.js";
import { createRandom, type Random } from "./random.js";

export interface SeedOptions {
  /** Members (subscribers plus dependents) to make, roughly. */
  members: number;
  /** Same seed and same `today` → same data. */
  seed: number;
  /** Dates are laid out around this day so that active, future-active and cancelled lines exist. */
  today?: Date;
}

export interface SeedClient {
  clientNumber: string;
  name: string;
  brandCode: string;
  status: "active" | "cancelled";
  aso: boolean;
}
export interface SeedGroup {
  groupNumber: string;
  clientNumber: string;
  name: string;
  status: "active" | "cancelled";
  cancelDate: string | null;
  /**
   * Flagged for Medicare: the group entitlements table shows it and never lets it be selected
   * (session-and-admin.md §2). Absent is false.
   */
  medicare?: boolean;
  additional: Record<string, unknown>;
  products: {
    productId: string;
    coverageType: MemberLob["coverageType"];
    lineOfBusiness: string;
    productName: string;
  }[];
}
export interface SeedEmployee {
  umi: string;
  clientNumber: string;
  clientAssignedId: string;
  firstName: string;
  lastName: string;
  ssn: string;
  dependentSsns: string[];
  record: EmployeeRecord;
  groups: { groupNumber: string; status: "active" | "cancelled" }[];
}
export interface SeedData {
  clients: SeedClient[];
  groups: SeedGroup[];
  employees: SeedEmployee[];
  memberCount: number;
}

/** Brands of the seeded clients: the demo client first (6008), then one client per other brand. */
const CLIENT_BRANDS = ["6008", "6010", "6012", "6009", "6011", "9017", "3001", "9018"] as const;
export const DEMO_CLIENT_NUMBER = "100001";

const MEDICAL_LINES = ["PPO", "HMO", "POS"] as const;

/** Makes the whole demo in memory: clients, groups with products, employees with dependents and coverage. */
export function generateSeed(options: SeedOptions): SeedData {
  const random = createRandom(options.seed);
  const today = options.today ?? new Date();
  const clients: SeedClient[] = CLIENT_BRANDS.map((brandCode, i) => {
    const words = companyWords[i % companyWords.length] ?? ["Client", "Number", String(i)];
    return {
      clientNumber: String(100001 + i),
      name: words.join(" "),
      brandCode,
      status: "active",
      aso: i % 3 === 1,
    };
  });
  const groups = clients.flatMap((client, ci) => makeGroups(random, client, ci, today));
  const employees: SeedEmployee[] = [];
  let memberCount = 0;
  let n = 0;
  while (memberCount < options.members) {
    // The demo client holds about 40% of the members so the demo logins see a full book.
    const client = random.chance(0.4) ? clients[0] : random.pick(clients);
    if (!client) break;
    const clientGroups = groups.filter((g) => g.clientNumber === client.clientNumber);
    const employee = makeEmployee(random, n, client, clientGroups, today);
    employees.push(employee);
    memberCount += 1 + employee.record.dependents.length;
    n += 1;
  }
  return { clients, groups, employees, memberCount };
}

function makeGroups(random: Random, client: SeedClient, ci: number, today: Date): SeedGroup[] {
  const count = ci === 0 ? 4 : random.int(2, 3);
  return Array.from({ length: count }, (_, gi) => {
    // The last group of the demo client is cancelled, so the switcher shows both kinds.
    const cancelled = ci === 0 && gi === count - 1;
    return makeGroup(client, String(100100 + ci * 100 + gi * 7), gi, today, {
      cancelled,
      // The demo client's retirees group is flagged for Medicare, so the plan administrators' group
      // table shows one that cannot be selected (session-and-admin.md §2).
      medicare: ci === 0 && gi === 3,
      // assist-employees.md §3: the first group links to the client's second (its parental cross link).
      parentalCrossLink: gi === 0 && count > 1 ? String(100100 + ci * 100 + 7) : null,
    });
  });
}

/**
 * One group of `client` at place `gi` among its groups (the place picks its medical line, its name
 * and its additional information): the demo's groups and the scaled seed's (bulk.ts).
 */
export function makeGroup(
  client: SeedClient,
  groupNumber: string,
  gi: number,
  today: Date,
  options: { cancelled: boolean; medicare: boolean; parentalCrossLink: string | null; name?: string },
): SeedGroup {
  const majorMedical = gi === 2;
  const medicalLine = majorMedical ? "MM" : (MEDICAL_LINES[gi % MEDICAL_LINES.length] ?? "PPO");
  const products: SeedGroup["products"] = [
    {
      productId: `${groupNumber}-MED`,
      coverageType: "MEDICAL",
      lineOfBusiness: medicalLine,
      productName: `${medicalLine} Choice ${gi + 1}`,
    },
    {
      productId: `${groupNumber}-DEN`,
      coverageType: "DENTAL",
      lineOfBusiness: "DEN",
      productName: "Dental Core",
    },
    {
      productId: `${groupNumber}-VIS`,
      coverageType: "VISION",
      lineOfBusiness: "VIS",
      productName: "Vision Plus",
    },
    {
      productId: `${groupNumber}-PDG`,
      coverageType: "DRUG",
      lineOfBusiness: "PDG",
      productName: "Prescription Drug",
    },
  ];
  if (majorMedical) {
    products.push(
      {
        productId: `${groupNumber}-FA`,
        coverageType: "MEDICAL",
        lineOfBusiness: "FA",
        productName: "Facility",
      },
      {
        productId: `${groupNumber}-PR`,
        coverageType: "MEDICAL",
        lineOfBusiness: "PR",
        productName: "Professional",
      },
    );
  }
  return {
    groupNumber,
    clientNumber: client.clientNumber,
    name:
      options.name ??
      `${client.name.split(" ")[0]} ${["Salaried", "Hourly", "Union", "Retirees"][gi] ?? "Staff"} Plan`,
    status: options.cancelled ? "cancelled" : "active",
    cancelDate: options.cancelled ? formatUsDate(startOfMonth(subYears(today, 1))) : null,
    medicare: options.medicare,
    additional: {
      providerRequired: medicalLine === "HMO",
      tobaccoQuestionRequired: gi % 2 === 0,
      planAreaCode: "363",
      adultAge: 19,
      adultDentalAllowed: gi % 2 === 1,
      adultVisionAllowed: gi % 2 === 1,
      domesticPartner: gi !== 1,
      civilUnion: true,
      ...(options.parentalCrossLink ? { parentalCrossLink: options.parentalCrossLink } : {}),
    },
    products,
  };
}

/**
 * One employee of `client`, numbered `n` (its umi derives from it), in one or two of `groups`, with
 * dependents and coverage. `pin` fixes the subscriber's name (the e2e fixtures search for it) and,
 * with `active`, keeps the employee covered: a test's employee is never one of the fully cancelled;
 * with `everyGroup`, covers it in every one of `groups`.
 */
export function makeEmployee(
  random: Random,
  n: number,
  client: SeedClient,
  groups: SeedGroup[],
  today: Date,
  pin: { first?: string | undefined; last?: string | undefined; active?: boolean; everyGroup?: boolean } = {},
): SeedEmployee {
  const female = random.chance(0.5);
  const lastName = pin.last ?? random.pick(lastNames);
  const firstName = pin.first ?? random.pick(female ? femaleFirstNames : maleFirstNames);
  const [city, state, zip] = random.pick(cities);
  const birth = subYears(today, random.int(22, 64));
  const birthDate = addDays(birth, -random.int(0, 364));
  const hireDate = addDays(subYears(today, random.int(0, 12)), -random.int(0, 300));
  const umi = `M${String(10_000_000 + n * 37).padStart(8, "0")}`;
  const activeGroups = groups.filter((g) => g.status === "active");
  const primary = random.pick(activeGroups.length ? activeGroups : groups);
  // Most employees are in one group; some also hold a line in a second (possibly cancelled) group.
  const memberGroups = [primary];
  const second = groups.find((g) => g !== primary && (g.status === "cancelled" || random.chance(0.3)));
  if (second && random.chance(0.25)) memberGroups.push(second);
  // An e2e fixture's employee covered in each of the groups it names (the per-group rights tests).
  if (pin.everyGroup) memberGroups.splice(0, memberGroups.length, ...groups);
  // Drawn either way, so that pinning `active` leaves the rest of the employee as it was.
  const fullyCancelled = random.chance(0.08) && !pin.active;

  const dependents: Dependent[] = [];
  const dependentSsns: string[] = [];
  const familyShape = random.next();
  const hasPartner = familyShape > 0.35;
  const children = familyShape > 0.55 ? random.int(1, 4) : 0;
  if (hasPartner) {
    const partnerFemale = random.chance(0.85) ? !female : female;
    dependents.push(
      member(random, {
        first: random.pick(partnerFemale ? femaleFirstNames : maleFirstNames),
        last: lastName,
        gender: partnerFemale ? "F" : "M",
        birthDate: addDays(birthDate, random.int(-2000, 2000)),
        relationshipCode: random.chance(0.9) ? "01" : "29",
      }),
    );
    dependentSsns.push(ssn(random));
  }
  for (let c = 0; c < children; c++) {
    const girl = random.chance(0.5);
    dependents.push(
      member(random, {
        first: random.pick(girl ? femaleFirstNames : maleFirstNames),
        last: lastName,
        gender: girl ? "F" : "M",
        birthDate: addDays(subYears(today, random.int(0, 27)), -random.int(0, 364)),
        relationshipCode: "02",
      }),
    );
    dependentSsns.push(ssn(random));
  }

  const coverages = memberGroups.map((group) =>
    coverageFor(random, group, today, fullyCancelled || group.status === "cancelled", dependents),
  );
  const address = {
    address1: `${random.int(10, 9999)} ${random.pick(streets)}`,
    city,
    state,
    zipCode: { base: zip },
  };
  const record: EmployeeRecord = {
    umi,
    clientAssignedId: `CA${random.digits(6)}`,
    agreementNumber: `AG${client.clientNumber}`,
    globalCoverageEffectiveDate: coverages[0]?.subscriber.memberLobs[0]?.coverageEffectiveDate ?? null,
    isCOBDataProcessed: random.chance(0.5) ? "YES" : "NO",
    subscriber: {
      pin: "01",
      coveredIndividualId: random.digits(10),
      ssn: null,
      fullName: { first: firstName, last: lastName, middle: random.chance(0.3) ? "J" : null },
      gender: female ? "F" : "M",
      birthDate: formatUsDate(birthDate),
      hireDate: formatUsDate(hireDate),
      relationshipCode: "20",
      address,
      phones: { home: `(215) ${random.digits(3)}-${random.digits(4)}`, work: null, mobile: null, fax: null },
      workEmail: `${firstName.toLowerCase().replace(/[^a-z]/g, "")}.${lastName.toLowerCase().replace(/[^a-z]/g, "")}@example.com`,
      cobra: { value: false },
      medicareEligibleIndicator: "no",
      otherInsuranceIndicator: random.chance(0.15) ? "yes" : "no",
      memberCoverages: coverages.map((c) => c.subscriber),
    },
    dependents: dependents.map((d, i) => ({
      ...d,
      pin: String(i + 2).padStart(2, "0"),
      address,
      memberCoverages: coverages.flatMap((c) => c.dependents[i] ?? []),
    })),
  };
  return {
    umi,
    clientNumber: client.clientNumber,
    clientAssignedId: record.clientAssignedId ?? "",
    firstName,
    lastName,
    ssn: ssn(random),
    dependentSsns,
    record,
    groups: employeeGroups(record, today).map((g) => ({ groupNumber: g.groupNumber, status: g.status })),
  };
}

function member(
  random: Random,
  p: { first: string; last: string; gender: "F" | "M"; birthDate: Date; relationshipCode: string },
): Dependent {
  return {
    fullName: { first: p.first, last: p.last },
    gender: p.gender,
    birthDate: formatUsDate(p.birthDate),
    relationshipCode: p.relationshipCode,
    dependentStatus: "N",
    medicareEligibleIndicator: "no",
    otherInsuranceIndicator: random.chance(0.1) ? "yes" : "no",
    memberCoverages: [],
  };
}

/** Lines of one group: medical always; dental and vision often; some future-active, some cancelled. */
function coverageFor(
  random: Random,
  group: SeedGroup,
  today: Date,
  cancelled: boolean,
  dependents: Dependent[],
) {
  // A cancelled line started before it ended (a year ago): two to six years ago.
  const effective = startOfMonth(subYears(today, random.int(cancelled ? 2 : 0, 6)));
  const futureStart = startOfMonth(addMonths(today, 1));
  const end = cancelled ? formatUsDate(addDays(startOfMonth(subYears(today, 1)), -1)) : null;
  const chosen = group.products.filter(
    (p) => p.coverageType === "MEDICAL" || p.coverageType === "DRUG" || random.chance(0.6),
  );
  const category = coverageCategoryCode({
    spouse: dependents.some((d) => d.relationshipCode === RELATIONSHIP.spouse),
    domesticPartner: dependents.some((d) => d.relationshipCode === RELATIONSHIP.domesticPartner),
    children: dependents.filter((d) => !isSpouseOrPartner(d.relationshipCode)).length,
  });
  const lines: MemberLob[] = chosen.map((p) => {
    // A few lines start next month (future-active), a few ended (cancelled) while the rest go on.
    const future = !cancelled && p.coverageType === "VISION" && random.chance(0.3);
    // Only a line that started before this month can have ended last month.
    const endedEarly =
      !cancelled && p.coverageType === "DENTAL" && random.chance(0.2) && effective < startOfMonth(today);
    return {
      lineOfBusiness: p.lineOfBusiness,
      coverageType: p.coverageType,
      coverageEffectiveDate: formatUsDate(future ? futureStart : effective),
      coverageEndDate: end ?? (endedEarly ? formatUsDate(addDays(startOfMonth(today), -1)) : null),
      cancelReasonCode: end || endedEarly ? "01" : null,
      coverageCategoryCode: category,
      productId: p.productId,
      productName: p.productName,
    };
  });
  const base = (memberLobs: MemberLob[]): MemberCoverage => ({
    groupNumber: group.groupNumber,
    internalContractId: `IC${group.groupNumber}`,
    memberLobs,
    providerInformation: p(group.additional.providerRequired)
      ? { physicianNumber: `P${random.digits(7)}`, physicianName: "RIVERSIDE FAMILY PRACTICE" }
      : null,
    reportCodes: [],
    tobaccoStatus: p(group.additional.tobaccoQuestionRequired) ? (random.chance(0.15) ? "T" : "N") : null,
  });
  return {
    subscriber: base(lines),
    dependents: dependents.map((d) => {
      // Children of 26 or more without special status drop off; everyone else follows the subscriber.
      const age = today.getFullYear() - Number(d.birthDate?.slice(-4));
      return d.relationshipCode === "02" && age >= 26 ? [] : [base(lines.map((l) => ({ ...l })))];
    }),
  };
}

const p = (value: unknown) => value === true;

function ssn(random: Random): string {
  return `${random.int(100, 665)}${random.digits(2)}${random.int(1000, 9999)}`;
}
