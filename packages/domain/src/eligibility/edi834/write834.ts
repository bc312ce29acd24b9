import {
  type EligibilityMemberRow,
  readReportCodes,
  rowIndicator,
  SUBSCRIBER_RELATIONSHIP,
} from "../memberRow.js";
import {
  cob03OfOtherInsurance,
  d8FromDate,
  ins06OfMedicare,
  insMaintenanceCodeOfAction,
  insuranceLineOfCoverageType,
  REPORTING_CATEGORY_QUALIFIER,
  relationshipToX12,
} from "./codes.js";

/** A trading partner in the envelope (ISA05/06 or ISA07/08, and GS02 or GS03). */
export interface Edi834Partner {
  /** ISA05/ISA07: ZZ mutually defined (the default), 30 federal tax id, … */
  qualifier?: string;
  /** Up to 15 characters. */
  id: string;
}

/** What an 834 is written from. */
export interface Write834Input {
  sender: Edi834Partner;
  receiver: Edi834Partner;
  /** ISA13 / IEA02, 1 to 999,999,999. */
  interchangeControlNumber: number;
  /** GS06 / GE02; the interchange's by default. */
  groupControlNumber?: number;
  /** ST02 / SE02; 1 by default (written 0001). */
  transactionControlNumber?: number;
  /** When the file is made; written in UTC (ISA09/10, GS04/05, BGN03/04). */
  createdAt: Date;
  /** ISA15: P production (the default) or T test. */
  usage?: "P" | "T";
  /** BGN02, the file's reference; the transaction's control number by default. */
  reference?: string;
  /** N1 P5: the plan sponsor (the client), its id written as N104 with N103 FI when it looks like a tax id, else ZZ. */
  sponsor: { name: string; id?: string };
  /** N1 IN: the payer (carrier or vendor). */
  payer: { name: string; id?: string };
  /** REF 38, the master policy number. */
  policyNumber?: string;
  /**
   * A full file: the group's whole current enrollment. Every member loop is then INS03 030 and BGN08
   * RX (replace); else each row's action is its INS03 and BGN08 is 2 (change).
   */
  fullFile: boolean;
  /** The members' rows: a subscriber's (relationship 18) and their dependents'. */
  rows: readonly EligibilityMemberRow[];
  /** A line break after each terminator, for people reading the file (true by default). */
  lineBreaks?: boolean;
}

const ELEMENT = "*";
const SUB_ELEMENT = ":";
const TERMINATOR = "~";
const REPETITION = "^";
/** Characters a value may not hold: they would end its element or segment. */
const SEPARATORS = /[*:~^\r\n]/g;

/**
 * Write an X12 834 (005010X220A1) from member rows: the changes applied in a date range (each row's
 * action as its maintenance type) or a group's whole enrollment (a full file, 030). Rows are grouped
 * by subscriber (in the order each subscriber first appears), the subscriber's loop first. A value
 * holding a separator has it replaced by a space. A date that is not MM/dd/yyyy, or a control number
 * out of range, is the caller's mistake and throws: the file would be refused by its receiver.
 */
export function write834(input: Write834Input): string {
  const control = (value: number, what: string) => {
    if (!Number.isInteger(value) || value < 1 || value > 999_999_999) {
      throw new RangeError(`${what} must be a whole number from 1 to 999,999,999; it is ${value}.`);
    }
    return value;
  };
  const interchange = String(
    control(input.interchangeControlNumber, "The interchange control number"),
  ).padStart(9, "0");
  const group = String(
    control(input.groupControlNumber ?? input.interchangeControlNumber, "The group control number"),
  );
  const transaction = String(
    control(input.transactionControlNumber ?? 1, "The transaction control number"),
  ).padStart(4, "0");
  const at = input.createdAt;
  const ccyymmdd = `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}`;
  const hhmm = `${two(at.getUTCHours())}${two(at.getUTCMinutes())}`;

  const segments: string[] = [];
  const add = (...elements: (string | null | undefined)[]) => {
    const values = elements.map((value) => (value ?? "").replace(SEPARATORS, " ").trim());
    while (values.length > 1 && values[values.length - 1] === "") values.pop();
    segments.push(values.join(ELEMENT));
  };
  add("ST", "834", transaction, "005010X220A1");
  add("BGN", "00", input.reference ?? transaction, ccyymmdd, hhmm, "", "", "", input.fullFile ? "RX" : "2");
  if (input.policyNumber) add("REF", "38", input.policyNumber);
  add(
    "N1",
    "P5",
    input.sponsor.name,
    input.sponsor.id ? partyQualifier(input.sponsor.id) : "",
    input.sponsor.id,
  );
  add("N1", "IN", input.payer.name, input.payer.id ? partyQualifier(input.payer.id) : "", input.payer.id);
  for (const row of bySubscriber(input.rows)) writeMember(row);
  add("SE", String(segments.length + 1), transaction);

  const isa = [
    "ISA",
    "00",
    " ".repeat(10),
    "00",
    " ".repeat(10),
    fixed(input.sender.qualifier ?? "ZZ", 2),
    fixed(input.sender.id, 15),
    fixed(input.receiver.qualifier ?? "ZZ", 2),
    fixed(input.receiver.id, 15),
    ccyymmdd.slice(2),
    hhmm,
    REPETITION,
    "00501",
    interchange,
    "0",
    input.usage ?? "P",
    SUB_ELEMENT,
  ].join(ELEMENT);
  const gs = [
    "GS",
    "BE",
    clean(input.sender.id),
    clean(input.receiver.id),
    ccyymmdd,
    hhmm,
    group,
    "X",
    "005010X220A1",
  ];
  const end = input.lineBreaks === false ? TERMINATOR : `${TERMINATOR}\n`;
  return [
    isa,
    gs.join(ELEMENT),
    ...segments,
    ["GE", "1", group].join(ELEMENT),
    ["IEA", "1", interchange].join(ELEMENT),
  ]
    .map((segment) => segment + end)
    .join("");

  function writeMember(row: EligibilityMemberRow) {
    const subscriber = row.relationshipCode === SUBSCRIBER_RELATIONSHIP || row.relationshipCode === "20";
    const maintenance = input.fullFile ? "030" : insMaintenanceCodeOfAction[row.action];
    const relationship = subscriber ? "18" : (relationshipToX12[row.relationshipCode] ?? "G8");
    add(
      "INS",
      subscriber ? "Y" : "N",
      relationship,
      maintenance,
      "",
      "A",
      ins06Of(row.medicareEligibleIndicator),
      "",
      row.employmentStatus,
    );
    add("REF", "0F", row.subscriberSsn);
    if (row.clientAssignedId) add("REF", "23", row.clientAssignedId);
    if (row.hireDate) add("DTP", "336", "D8", date(row.hireDate, "hire date", row));
    if (row.eventDate)
      add("DTP", row.action === "terminate" ? "357" : "356", "D8", date(row.eventDate, "event date", row));
    add("NM1", "IL", "1", row.lastName, row.firstName, row.middleName, "", "", row.ssn ? "34" : "", row.ssn);
    if (row.phone || row.workEmail) {
      add(
        "PER",
        "IP",
        "",
        ...(row.phone ? ["TE", row.phone] : []),
        ...(row.workEmail ? ["EM", row.workEmail] : []),
      );
    }
    if (row.address1 || row.address2) add("N3", row.address1, row.address2);
    if (row.city || row.state || row.zip) add("N4", row.city, row.state, row.zip);
    if (row.birthDate || row.gender) {
      add(
        "DMG",
        row.birthDate ? "D8" : "",
        row.birthDate ? date(row.birthDate, "birth date", row) : "",
        row.gender,
      );
    }
    const tobacco = row.coverages.map((line) => text(line.tobaccoStatus)?.toUpperCase()).find(Boolean);
    if (tobacco === "T" || tobacco === "N" || tobacco === "U") add("HLH", tobacco);
    for (const line of row.coverages) {
      add(
        "HD",
        maintenance,
        "",
        insuranceLineOfCoverageType[line.coverageType] ?? line.coverageType,
        line.productId,
      );
      if (line.effectiveDate)
        add("DTP", "348", "D8", date(line.effectiveDate, "coverage effective date", row));
      if (line.endDate) add("DTP", "349", "D8", date(line.endDate, "coverage end date", row));
      if (line.groupNumber) add("REF", "1L", line.groupNumber);
      if (line === row.coverages[0] && cob03Of(row.otherInsuranceIndicator))
        add("COB", "U", "", cob03Of(row.otherInsuranceIndicator));
    }
    // The member's reporting categories (loop 2750), from its first line that names report codes.
    const named = row.coverages.map((line) => text(line.reportCodes)).find(Boolean);
    const codes = named ? (readReportCodes(named) ?? []) : [];
    if (codes.length) {
      add("LS", "2700");
      codes.forEach((code, index) => {
        add("LX", String(index + 1));
        add("N1", REPORTING_CATEGORY_QUALIFIER, code.abbreviatedType);
        add("REF", "ZZ", code.value);
      });
      add("LE", "2700");
    }
  }
}

const text = (value: string | null | undefined) => value?.trim() || undefined;

/** INS06-1 for a row's Medicare answer (D yes, E no), empty when unknown. */
function ins06Of(value: string | null | undefined): string {
  const answer = rowIndicator(value);
  return answer === "unknown" ? "" : ins06OfMedicare[answer === "yes" ? "Yes" : "No"];
}

/** COB03 for a row's other-insurance answer (1 yes, 6 no), empty when unknown. */
function cob03Of(value: string | null | undefined): string {
  const answer = rowIndicator(value);
  return answer === "unknown" ? "" : cob03OfOtherInsurance[answer === "yes" ? "Yes" : "No"];
}

const two = (value: number) => String(value).padStart(2, "0");
const clean = (value: string) => value.replace(SEPARATORS, " ").trim();
/** A value in a fixed-width ISA element: cut or padded with spaces. */
const fixed = (value: string, width: number) => clean(value).slice(0, width).padEnd(width, " ");
/** N103: FI for a federal tax id (nine digits, with or without its dash), else ZZ. */
const partyQualifier = (id: string) => (/^\d{2}-?\d{7}$/.test(id) ? "FI" : "ZZ");

function date(value: string, what: string, row: EligibilityMemberRow): string {
  const d8 = d8FromDate(value);
  if (d8) return d8;
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ");
  throw new RangeError(`The ${what} of member ${name} is '${value}', not a MM/dd/yyyy date.`);
}

/** The rows grouped by subscriber, in the order each first appears; the subscriber's own row first. */
function bySubscriber(rows: readonly EligibilityMemberRow[]): EligibilityMemberRow[] {
  const families = new Map<string, EligibilityMemberRow[]>();
  for (const row of rows) {
    const family = families.get(row.subscriberSsn);
    if (family) family.push(row);
    else families.set(row.subscriberSsn, [row]);
  }
  const isSubscriber = (row: EligibilityMemberRow) =>
    row.relationshipCode === SUBSCRIBER_RELATIONSHIP || row.relationshipCode === "20";
  return [...families.values()].flatMap((family) => [
    ...family.filter(isSubscriber),
    ...family.filter((row) => !isSubscriber(row)),
  ]);
}
