import { claimSources } from "@epr/domain";
import { addDays, min, subDays } from "date-fns";
import type { Queryable } from "../db/database.js";
import type { SeedEmployee } from "./generate.js";
import { createRandom, type Random } from "./random.js";
import { insertJsonRows, isoOfUsDate, type SeedColumn } from "./rows.js";

/** One seeded claim, as the claims table holds it (023_claims.sql). */
export interface SeedClaim {
  claimNumber: string;
  umi: string;
  groupNumber: string;
  memberKey: string;
  firstName: string;
  lastName: string;
  /** MM/dd/yyyy, as the employee record holds it. */
  birthDate: string | null;
  /** yyyy-MM-dd */
  serviceDate: string;
  claimType: (typeof claimSources)[number];
  statusCode: number;
  providerName: string;
  billed: number;
  allowed: number;
  paid: number;
  memberResponsibility: number;
  /** yyyy-MM-dd, null while in process. */
  processedDate: string | null;
}

const PROVIDERS = {
  medical: [
    "Three Rivers Family Medicine",
    "Allegheny Valley Hospital",
    "Northside Urgent Care",
    "Summit Orthopedics",
  ],
  dental: ["Bright Smile Dental Group", "Riverview Dental Associates"],
  vision: ["ClearSight Eye Care", "Lakeside Optometry"],
  ods: ["Harbor Pharmacy", "Main Street Drug"],
} as const;

const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/**
 * Claims of one employee over the two years before `today` (so the claims page shows every status
 * and type for the last two years): `count` claims whose status and type step through 1–5 and the
 * four sources from a random start, so any five claims hold every status and any four every type; each
 * claim is for the subscriber or one dependent, in one of the employee's groups.
 */
export function makeClaims(employee: SeedEmployee, today: Date, random: Random, count: number): SeedClaim[] {
  const members = [
    {
      key: "subscriber",
      first: employee.record.subscriber.fullName?.first ?? employee.firstName,
      last: employee.record.subscriber.fullName?.last ?? employee.lastName,
      birthDate: employee.record.subscriber.birthDate ?? null,
    },
    ...(employee.record.dependents ?? []).map((d, i) => ({
      key: `dependent:${d.pin ?? String(i + 2).padStart(2, "0")}`,
      first: d.fullName?.first ?? "",
      last: d.fullName?.last ?? employee.lastName,
      birthDate: d.birthDate ?? null,
    })),
  ].filter((m) => m.first);
  const groups = employee.groups.map((g) => g.groupNumber);
  const statusStart = random.int(0, 4);
  const typeStart = random.int(0, 3);
  return Array.from({ length: groups.length ? count : 0 }, (_, i) => {
    const member = members[i % members.length] ?? members[0];
    const claimType = claimSources[(typeStart + i) % claimSources.length] ?? "medical";
    const statusCode = ((statusStart + i) % 5) + 1;
    // Within the last 730 days, so every claim is in the calendar's reach (assist-employees.md §5).
    const service = subDays(today, random.int(0, 729));
    const billed = random.int(4000, 250000) / 100;
    const allowed = Math.round(billed * (0.5 + random.next() * 0.4) * 100) / 100;
    const paid =
      statusCode === 3 || statusCode === 5
        ? 0
        : Math.round(allowed * (statusCode === 2 ? 0.5 : 0.8) * 100) / 100;
    return {
      claimNumber: `${employee.umi}${String(i + 1).padStart(4, "0")}`,
      umi: employee.umi,
      groupNumber: groups[i % groups.length] ?? "",
      memberKey: member?.key ?? "subscriber",
      firstName: member?.first ?? employee.firstName,
      lastName: member?.last ?? employee.lastName,
      birthDate: member?.birthDate ?? null,
      serviceDate: isoDay(service),
      claimType,
      statusCode,
      providerName: random.pick(PROVIDERS[claimType]),
      billed,
      allowed,
      paid,
      memberResponsibility: statusCode === 5 ? 0 : Math.round((allowed - paid) * 100) / 100,
      processedDate: statusCode === 5 ? null : isoDay(min([addDays(service, random.int(3, 30)), today])),
    };
  });
}

/** Claims for every seeded employee: 6 to 16 each, from the seed's own random stream. */
export function seedClaims(employees: readonly SeedEmployee[], today: Date, seed: number): SeedClaim[] {
  const random = createRandom(seed ^ 0x0c1a17);
  return employees.flatMap((e) => makeClaims(e, today, random, random.int(6, 16)));
}

const BATCH = 10_000;
const COLUMNS: readonly SeedColumn[] = [
  ["claim_number", "text"],
  ["umi", "text"],
  ["group_number", "text"],
  ["member_key", "text"],
  ["member_first_name", "text"],
  ["member_last_name", "text"],
  ["member_birth_date", "date"],
  ["service_date", "date"],
  ["claim_type", "text"],
  ["status_code", "smallint"],
  ["provider_name", "text"],
  ["billed_amount", "numeric"],
  ["allowed_amount", "numeric"],
  ["paid_amount", "numeric"],
  ["member_responsibility", "numeric"],
  ["processed_date", "date"],
];

/** Claims BATCH a statement (seed/rows.ts), so a scaled seed's millions load in minutes; ids follow the order given. */
export async function insertClaims(tx: Queryable, claims: readonly SeedClaim[]) {
  for (let start = 0; start < claims.length; start += BATCH) {
    await insertJsonRows(
      tx,
      "claims",
      COLUMNS,
      claims
        .slice(start, start + BATCH)
        .map((c) => [
          c.claimNumber,
          c.umi,
          c.groupNumber,
          c.memberKey,
          c.firstName,
          c.lastName,
          isoOfUsDate(c.birthDate),
          c.serviceDate,
          c.claimType,
          c.statusCode,
          c.providerName,
          c.billed,
          c.allowed,
          c.paid,
          c.memberResponsibility,
          c.processedDate,
        ]),
    );
  }
}
