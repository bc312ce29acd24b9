import {
  ADULT_AGE_DEFAULT,
  DEFAULT_PLAN_AREA_CODE,
  EFFECTIVE_DATE_DAYS_AHEAD,
  formatIsoDate,
  NO_INITIAL_PCP_SELECTION,
  NO_PCP_NUMBERS,
} from "@epr/domain";
import { addDays, addMonths, startOfMonth, startOfYear, subMonths, subYears } from "date-fns";
import { syncContent } from "../content/files.js";
import type { Queryable } from "../db/database.js";
import { DEMO_CLIENT_NUMBER, type SeedData } from "./generate.js";
import { cities, lastNames, streets } from "./names.js";
import { insertProviderProducts } from "./providerProducts.js";
import { createRandom } from "./random.js";
import { insertJsonRows, type SeedColumn } from "./rows.js";

/** The AHPA plan area code (enrollment.md §9: 375 for brand 6008; the demo client is brand 6008). */
const AHPA_PLAN_AREA_CODE = "375";

/** Life event rules of special enrollment (enrollment.md §3 Life event rule; the spec lists none: ours). */
export const LIFE_EVENT_RULES = [
  { id: "MAR", description: "Marriage", before: 0, after: 30 },
  { id: "BTH", description: "Birth", before: 0, after: 60 },
  { id: "ADP", description: "Adoption or placement for adoption", before: 0, after: 60 },
  { id: "LOC", description: "Loss of other coverage", before: 30, after: 60 },
  { id: "DIV", description: "Divorce or legal separation", before: 0, after: 30 },
  { id: "DPT", description: "Domestic partnership", before: 0, after: 30 },
  { id: "MOV", description: "Move out of the service area", before: 30, after: 60 },
  { id: "CRT", description: "Court order", before: 0, after: 30 },
] as const;

/** A provider accepting new HMO and POS patients in both plan areas (the first fixed one). */
export const OPEN_PROVIDER = "1000000";

/** Providers of the directory every demo has, before the generated ones: each case a screen shows. */
const FIXED_PROVIDERS = [
  // Accepts new patients for HMO and POS in both plan areas (the validation example's number).
  ["1000000", "RIVERSIDE FAMILY PRACTICE", 0, true, ["HMO", "POS"], ["363", "375"]],
  // A closed panel: only an existing patient may choose it.
  ["1000001", "HARBOR POINT PEDIATRICS", 1, false, ["HMO", "POS"], ["363"]],
  // Only the AHPA plan area.
  ["1000002", "CENTER CITY AHPA MEDICINE", 0, true, ["HMO", "POS"], ["375"]],
  // PPO only: not a PCP for HMO or POS plans.
  ["1000003", "VALLEY SPECIALTY CLINIC", 2, true, ["PPO"], ["363"]],
] as const;
/** Numbers meaning no PCP (enrollment.md §4): listed so a search finds them, accepted without a provider. */
const NO_PCP_ENTRIES = [...NO_PCP_NUMBERS, "BC0000001", "IP0000001"];
/** The open provider's name, as PCP validation stores it beside the number (coverage-checks.ts). */
export const OPEN_PROVIDER_NAME = String(FIXED_PROVIDERS.find(([number]) => number === OPEN_PROVIDER)?.[1]);
/** The providers in every network: the fixed cases and the no-PCP entries (providerProducts.ts). */
export const everyNetworkProviders = () => [...FIXED_PROVIDERS.map(([number]) => number), ...NO_PCP_ENTRIES];
const PRACTICES = ["FAMILY PRACTICE", "INTERNAL MEDICINE", "PEDIATRICS", "PRIMARY CARE", "MEDICAL GROUP"];
const LINE_SETS = [["HMO", "POS"], ["HMO"], ["POS", "PPO"], ["HMO", "POS", "PPO"]];
/** Generated providers beyond the fixed ones: enough for several pages in a city. */
const GENERATED_PROVIDERS = 240;

/**
 * The reference data of the add flow, written after the groups of
 * seed.ts: every group's additional information and delayed-processing flag, products by coverage
 * type with ZIP areas and effective dates, report code definitions, open enrollment windows, the
 * life event rules, the provider directory and the content files. Every client (one per brand,
 * so every brand family) gets each case, chosen by the group's place in its client: the same
 * seed and day give the same data.
 */
export async function seedReference(tx: Queryable, data: SeedData, today: Date, seed: number) {
  const sevenYearsAgo = formatIsoDate(startOfYear(subYears(today, 7)));
  const thisYear = formatIsoDate(startOfYear(today));
  const nextMonth = formatIsoDate(startOfMonth(addMonths(today, 1)));
  const clientAso = new Map(data.clients.map((c) => [c.clientNumber, c.aso]));
  // Every group's rows are gathered and written a table at a time (a scaled seed has thousands of groups).
  const rows = { additional: [] as unknown[][], products: [] as unknown[][], codes: [] as unknown[][] };
  const windows: unknown[][] = [];
  const reasons: unknown[][] = [];
  for (const client of data.clients) {
    const groups = data.groups.filter((g) => g.clientNumber === client.clientNumber);
    for (const [gi, group] of groups.entries()) {
      const medical = group.products.find((p) => p.coverageType === "MEDICAL");
      const line = medical?.lineOfBusiness ?? "PPO";
      const providerRequired = group.additional.providerRequired === true;
      const ahpa = client.clientNumber === DEMO_CLIENT_NUMBER && (gi === 1 || gi === 2);
      const additional = {
        ...group.additional,
        physicianOfRecord: providerRequired,
        primaryCarePhysician: providerRequired,
        planAreaCode: ahpa ? AHPA_PLAN_AREA_CODE : DEFAULT_PLAN_AREA_CODE,
        // One group per client with another adult age, so the age comes from group data (§9).
        adultAge: gi === 1 ? 21 : ADULT_AGE_DEFAULT,
        spendingAccount: gi % 2 === 0,
        aso: clientAso.get(client.clientNumber) ?? false,
      };
      // The second group of every client waits for the job runner (a pending transaction to try).
      rows.additional.push([group.groupNumber, additional, gi === 1]);
      rows.products.push(
        ...extraProducts(group.groupNumber, gi, line, { thisYear, nextMonth, sevenYearsAgo }),
      );
      rows.codes.push(
        ...seededReportCodes(gi, reportCodeDates(today)).map(
          ([abbr, type, required, maxLength, allowed, from, until], position) => [
            group.groupNumber,
            abbr,
            type,
            required,
            maxLength,
            allowed,
            from,
            until,
            position,
          ],
        ),
      );
      windows.push(
        ...openEnrollmentWindows(gi, today).map(([start, end]) => [group.groupNumber, start, end]),
      );
      // A PCP change reason of one group (migration 025 holds those of every group): its HMO group.
      if (gi === 1) reasons.push([group.groupNumber, "TR ", "Transfer of care", 15, 45, sevenYearsAgo, 7]);
    }
  }
  await tx.query(
    `update groups g set additional = r.additional, delayed_processing = r.delayed
       from (select r->>0 as group_number, r->1 as additional, (r->>2)::boolean as delayed
               from jsonb_array_elements($1::jsonb) as r) as r
      where g.group_number = r.group_number`,
    [JSON.stringify(rows.additional)],
  );
  await tx.query(
    `update group_products set icis_product_type = line_of_business, effective_date = $2::date
      where group_number = any($1::text[])`,
    [data.groups.map((g) => g.groupNumber), sevenYearsAgo],
  );
  await insertJsonRows(tx, "group_products", PRODUCT_COLUMNS, rows.products);
  await insertJsonRows(tx, "group_report_codes", REPORT_CODE_COLUMNS, rows.codes);
  await insertJsonRows(
    tx,
    "open_enrollment_windows",
    [
      ["group_number", "text"],
      ["start_date", "date"],
      ["end_date", "date"],
    ],
    windows,
  );
  await insertJsonRows(
    tx,
    "pcp_reason_codes",
    [
      ["group_number", "text"],
      ["reason_code", "text"],
      ["reason_desc", "text"],
      ["retro_days", "integer"],
      ["future_days", "integer"],
      ["effective_from", "date"],
      ["position", "integer"],
    ],
    reasons,
  );
  for (const [position, rule] of LIFE_EVENT_RULES.entries()) {
    await tx.query(
      "insert into life_event_rules (life_event_id, description, before_days, after_days, position) values ($1, $2, $3, $4, $5)",
      [rule.id, rule.description, rule.before, rule.after, position],
    );
  }
  await insertProviders(tx, seed);
  await insertProviderProducts(tx, everyNetworkProviders());
  await syncContent(tx);
}

/**
 * Products beyond the generator's four (medical, dental, vision, drug, all ZIPs, all dates): a
 * medical plan offered only in the Philadelphia area (ZIPs 190–191), one starting next month, a
 * dental plan retired this year, and UCCI dental or a service line by group.
 */
const PRODUCT_COLUMNS: readonly SeedColumn[] = [
  ["group_number", "text"],
  ["product_id", "text"],
  ["coverage_type", "text"],
  ["line_of_business", "text"],
  ["product_name", "text"],
  ["icis_product_type", "text"],
  ["zip_areas", "text[]"],
  ["effective_date", "date"],
  ["end_date", "date"],
];

function extraProducts(
  groupNumber: string,
  gi: number,
  line: string,
  dates: { thisYear: string; nextMonth: string; sevenYearsAgo: string },
): unknown[][] {
  const products: [string, string, string, string, string[], string, string | null][] = [
    [
      `${groupNumber}-MEDA`,
      "MEDICAL",
      line,
      `${line} Metro ${gi + 1}`,
      ["190", "191"],
      dates.sevenYearsAgo,
      null,
    ],
    [`${groupNumber}-MEDN`, "MEDICAL", line, `${line} Select ${gi + 1}`, [], dates.nextMonth, null],
    [`${groupNumber}-DENR`, "DENTAL", "DEN", "Dental Classic", [], dates.sevenYearsAgo, dates.thisYear],
    gi % 2 === 0
      ? [`${groupNumber}-UCCI`, "UCCIDENTAL", "UCCI Dental", "UCCI Dental", [], dates.sevenYearsAgo, null]
      : [`${groupNumber}-AG`, "SERVICE", "AG", "Acupuncture", [], dates.sevenYearsAgo, null],
  ];
  // The ICIS product type is the line of business, as the generator's own products have it.
  return products.map(([productId, coverageType, lineOfBusiness, name, zipAreas, from, until]) => [
    groupNumber,
    productId,
    coverageType,
    lineOfBusiness,
    name,
    lineOfBusiness,
    zipAreas,
    from,
    until,
  ]);
}

/** The days the report code definitions start and end on (ISO), from the seed's day. */
export function reportCodeDates(today: Date) {
  return {
    sevenYearsAgo: formatIsoDate(startOfYear(subYears(today, 7))),
    thisYear: formatIsoDate(startOfYear(today)),
    nextMonth: formatIsoDate(startOfMonth(addMonths(today, 1))),
  };
}

/** A seeded report code definition: abbreviation, type, required, max length, allowed values, from, until (ISO). */
export type SeedReportCode = [string, string, boolean, number, string[], string, string | null];

/**
 * Report code definitions of the group at place `gi` of its client: Department (required in every
 * other group), Location (a list of values), and by group a Union code cancelled this year or a
 * Division code starting next month.
 */
export function seededReportCodes(gi: number, dates: ReturnType<typeof reportCodeDates>): SeedReportCode[] {
  return [
    ["DEPT", "Department", gi % 2 === 0, 6, [], dates.sevenYearsAgo, null],
    ["LOC", "Location", false, 5, ["EAST", "WEST", "NORTH", "SOUTH"], dates.sevenYearsAgo, null],
    gi % 2 === 1
      ? ["UN", "Union Local", true, 4, [], dates.sevenYearsAgo, dates.thisYear]
      : ["DIV", "Division", true, 4, [], dates.nextMonth, null],
  ];
}

const REPORT_CODE_COLUMNS: readonly SeedColumn[] = [
  ["group_number", "text"],
  ["abbreviated_type", "text"],
  ["type", "text"],
  ["required", "boolean"],
  ["max_length", "integer"],
  ["allowed_values", "text[]"],
  ["effective_date", "date"],
  ["cancel_date", "date"],
  ["position", "integer"],
];

/**
 * Open enrollment windows (ISO start and end): every other group is in open enrollment today and
 * for every coverage effective date the add flow's window allows a non-ASO client (from two months
 * back to 91 days ahead, enrollment.md §5), so its client needs no life event on any day the demo
 * or a test runs; an earlier date is outside (special enrollment then applies, §4). The others had
 * one eight months ago and have the next in four months.
 */
function openEnrollmentWindows(gi: number, today: Date): [string, string][] {
  const windows =
    gi % 2 === 0
      ? [[startOfMonth(subMonths(today, 2)), addDays(today, EFFECTIVE_DATE_DAYS_AHEAD)]]
      : [
          [startOfMonth(subMonths(today, 8)), addDays(startOfMonth(subMonths(today, 8)), 29)],
          [startOfMonth(addMonths(today, 4)), addDays(startOfMonth(addMonths(today, 4)), 29)],
        ];
  return windows.map(([start, end]) => [formatIsoDate(start as Date), formatIsoDate(end as Date)]);
}

/** The directory: the fixed cases, the no-PCP numbers, then generated practices in the seed's cities. */
async function insertProviders(tx: Queryable, seed: number) {
  const random = createRandom(seed ^ 0x5eed);
  const rows: [string, string, string, string, string, string, string, boolean, string[], string[]][] = [];
  const place = (i: number) => cities[i % cities.length] ?? cities[0];
  const address = () => `${random.int(10, 9999)} ${random.pick(streets)}`;
  const phone = () => `(215) 555-${random.digits(4)}`;
  for (const [number, name, cityIndex, accepting, lines, areas] of FIXED_PROVIDERS) {
    const [city, state, zip] = place(cityIndex);
    rows.push([number, name, address(), city, state, zip, phone(), accepting, [...lines], [...areas]]);
  }
  for (const number of NO_PCP_ENTRIES) {
    const [city, state, zip] = place(0);
    rows.push([
      number,
      NO_INITIAL_PCP_SELECTION,
      "",
      city,
      state,
      zip,
      "",
      true,
      ["HMO", "POS", "PPO"],
      ["363", "375"],
    ]);
  }
  for (let i = 0; i < GENERATED_PROVIDERS; i++) {
    const [city, state, zip] = random.pick(cities);
    const areaRoll = random.next();
    rows.push([
      String(1000100 + i * 3),
      `${random.pick(lastNames).toUpperCase()} ${random.pick(PRACTICES)}`,
      address(),
      city,
      state,
      zip,
      phone(),
      random.chance(0.8),
      [...random.pick(LINE_SETS)],
      areaRoll < 0.7 ? ["363"] : areaRoll < 0.85 ? ["375"] : ["363", "375"],
    ]);
  }
  for (let start = 0; start < rows.length; start += 100) {
    const batch = rows.slice(start, start + 100);
    await tx.query(
      `insert into providers
         (provider_number, name, address1, city, state, zip_code, phone, accepting_new_patients, insurance_lines, plan_area_codes)
       values ${batch.map((_, i) => `(${Array.from({ length: 10 }, (_, k) => `$${i * 10 + k + 1}`).join(", ")})`).join(", ")}`,
      batch.flat(),
    );
  }
}
