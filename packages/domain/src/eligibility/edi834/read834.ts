import type { EligibilityCoverage, EligibilityMemberRow } from "../memberRow.js";
import {
  bgnActionCodes,
  bgnFullFileActionCodes,
  bgnPurposeCodes,
  coverageTypeFromInsuranceLine,
  dateFromD8,
  dmgGenderCodes,
  hdMaintenanceCodes,
  insBenefitStatusCodes,
  insEmploymentStatusCodes,
  insMaintenanceActions,
  medicareFromIns06,
  otherInsuranceFromCob03,
  perPhoneQualifiers,
  REPORTING_CATEGORY_QUALIFIER,
  relationshipFromX12,
  segmentIds834,
  tobaccoFromHlh01,
} from "./codes.js";
import { openInterchange, type Segment, type Separators, type TokenError } from "./envelope.js";

/**
 * What is wrong with an 834, where. `segment` is the segment's 1-based position in the whole
 * interchange (the ISA is 1; with one segment a line, its line number), so an envelope's error and a
 * member's are counted alike. An error inside a transaction set also gives its ST02 and its position
 * in the set (ST is 1), which the 999 reports.
 */
export interface Edi834Error {
  segment: number;
  /** The segment's id; for a missing segment, the id of the one missing. */
  segmentId: string;
  /** The element's position in the segment (DMG02 is 2). */
  element?: number;
  /** What is wrong, in plain English. */
  message: string;
  /** Which envelope level the error is at, for the 999. */
  level: "interchange" | "group" | "transaction" | "segment";
  /**
   * The 999's code: AK905 for a group, IK502 for a transaction set, IK304 (no element) or IK403 for
   * a segment; "" where the 999 has none (an interchange's errors are a TA1's).
   */
  code: string;
  /** The functional group's control number (GS06). */
  group?: string;
  /** The transaction set's control number (ST02). */
  transaction?: string;
  /** The position in the transaction set (ST is 1). */
  positionInSet?: number;
}

/** The interchange's header (ISA). */
export interface Edi834Interchange {
  senderQualifier: string;
  senderId: string;
  receiverQualifier: string;
  receiverId: string;
  /** ISA13. */
  controlNumber: string;
  /** ISA09 as MM/dd/yyyy (the century from GS04 when it agrees, else 20). */
  date: string;
  /** ISA10 as HH:mm. */
  time: string;
  /** ISA15: P production, T test. */
  usage: string;
  separators: Separators;
}

/** A transaction set's header as read (what the 999 acknowledges). */
export interface Edi834SetHeader {
  /** ST01. */
  id: string;
  /** ST02. */
  controlNumber: string;
  /** ST03 (or the group's version). */
  version: string;
  /** The ST's position in the interchange. */
  segment: number;
}

/** A functional group's header as read. */
export interface Edi834Group {
  /** GS01 (BE for an 834). */
  functionalId: string;
  senderCode: string;
  receiverCode: string;
  /** GS06. */
  controlNumber: string;
  /** GS08. */
  version: string;
  segment: number;
  sets: Edi834SetHeader[];
}

/** What the envelope held, whether or not the file could be read. */
export interface Edi834Envelope {
  interchange?: Edi834Interchange;
  groups: Edi834Group[];
}

/** A party named in the header (N1 P5 sponsor, N1 IN payer). */
export interface Edi834Party {
  name: string;
  /** N103: FI federal tax id, ZZ mutually defined, 94 code assigned by the sender, … */
  idQualifier?: string;
  id?: string;
}

/** One 834 transaction set, read. */
export interface Edi834Transaction {
  /** GS06 of its group. */
  groupControlNumber: string;
  /** ST02. */
  controlNumber: string;
  /** BGN01: 00 original, 15 re-submission, 22 information copy. */
  purpose: string;
  /** BGN02. */
  reference: string;
  /** BGN03 as MM/dd/yyyy. */
  date: string;
  /** BGN08: 2 change, 4 verify, RX replace. */
  action: string;
  /** REF 38, the master policy number, when sent. */
  policyNumber?: string;
  sponsor: Edi834Party;
  payer: Edi834Party;
  /**
   * A full file (the whole enrollment, compared with the roster): BGN08 RX (replace) or 4 (verify),
   * or every member loop's INS03 is 030 (audit).
   */
  fullFile: boolean;
  rows: EligibilityMemberRow[];
}

/** What reading an 834 gives: every transaction's rows, or every error and nothing else. */
export type Read834Result =
  | {
      ok: true;
      interchange: Edi834Interchange;
      envelope: Edi834Envelope;
      transactions: Edi834Transaction[];
    }
  | { ok: false; errors: Edi834Error[]; envelope: Edi834Envelope };

/** A transaction set as the streaming reader ends it: its header, its rows counted (they were handed on). */
export type Edi834TransactionSummary = Omit<Edi834Transaction, "rows"> & { rowCount: number };

/** What a streaming reading of an 834 ends with: its sets (their rows counted), or every error. */
export type Stream834Result =
  | {
      ok: true;
      interchange: Edi834Interchange;
      envelope: Edi834Envelope;
      transactions: Edi834TransactionSummary[];
    }
  | { ok: false; errors: Edi834Error[]; envelope: Edi834Envelope };

/** Whether an 834 was read, with its envelope (what the 999 acknowledges): read834's and stream834's. */
export type Edi834Outcome =
  | { ok: true; envelope: Edi834Envelope }
  | { ok: false; errors: Edi834Error[]; envelope: Edi834Envelope };

/**
 * An 834 being read (stream834): its member rows, then its result. The rows are taken once, each as
 * its member loop ends, in file order, and only while no error has been met (a file with an error is
 * refused whole, so a row after one would never be kept); the reading still goes on to the file's end
 * to find every error. `result()` is the answer once the rows are taken to their end; called before,
 * it reads what is left (dropping its rows) first.
 */
export interface Edi834Reading {
  rows: IterableIterator<EligibilityMemberRow>;
  result(): Stream834Result;
}

const TRAILERS_AND_HEADERS = new Set(["SE", "ST", "GE", "GS", "IEA"]);
const GROUP_ENDS = new Set(["GE", "GS", "IEA"]);
const el = (segment: Segment, index: number) => segment.elements[index] ?? "";

/**
 * Read an X12 834 (005010X220A1) benefit enrollment interchange into member rows, one per INS
 * loop. The envelope is checked (control numbers agree, trailers count what they close, ST01 is
 * 834) and so is every segment this reads; a file with any error is refused as a whole, with every
 * error found, and no row. It holds every row: stream834 reads the same file a row at a time.
 */
export function read834(text: string): Read834Result {
  const reading = stream834(text);
  const rows = [...reading.rows];
  const result = reading.result();
  if (!result.ok) return result;
  // A file read without error handed on every row of every set, in order: each set takes its count.
  let taken = 0;
  const transactions = result.transactions.map(({ rowCount, ...set }) => {
    taken += rowCount;
    return { ...set, rows: rows.slice(taken - rowCount, taken) };
  });
  return { ...result, transactions };
}

/**
 * Read an 834 as read834 does, a row at a time (the upload stores its rows as they come, so its
 * memory does not grow with the file, docs/features/bulk-eligibility.md "EDI 834"): the segments
 * are cut from the text as they are reached, only the member loop being read is held, each member's
 * row is handed on as its loop ends, and errors are collected as they are met. The result (read834's,
 * each set's rows counted instead of held) comes at the end: a trailer's error after every row still
 * refuses the file.
 */
export function stream834(text: string): Edi834Reading {
  const reading = readInterchange(text);
  let outcome: Stream834Result | undefined;
  // No `return` method: a loop over the rows that stops early leaves the reading to `result()`.
  const rows: IterableIterator<EligibilityMemberRow> = {
    next() {
      if (outcome) return { done: true, value: undefined };
      const next = reading.next();
      if (!next.done) return next;
      outcome = next.value;
      return { done: true, value: undefined };
    },
    [Symbol.iterator]() {
      return rows;
    },
  };
  return {
    rows,
    result() {
      while (!outcome) rows.next();
      return outcome;
    },
  };
}

/**
 * Whether an 834 is a full file, as read834 finds it when the file has no error: every transaction
 * set is one (BGN08 RX or 4, or every member loop's INS03 030). A pass over the segments keeping
 * nothing, for the upload, which writes the import (full or not) with its first rows, before the
 * reading reaches the last set. A file that cannot be read is not one.
 */
export function is834FullFile(text: string): boolean {
  const opened = openInterchange(text);
  if (!opened.ok) return false;
  const { cursor } = opened;
  let sets = 0;
  let full = 0;
  let set: { action: string; started: boolean; members: number; audits: number } | undefined;
  const endSet = () => {
    if (set && isFullFileSet(set.action, set.members, set.audits)) full++;
    set = undefined;
  };
  for (let segment = cursor.take(); segment; segment = cursor.take()) {
    if (TRAILERS_AND_HEADERS.has(segment.id)) endSet();
    if (segment.id === "ST") {
      sets++;
      set = { action: "", started: false, members: 0, audits: 0 };
    } else if (set && !set.started) {
      set.started = true;
      if (segment.id === "BGN") set.action = el(segment, 8);
    } else if (set && segment.id === "INS") {
      set.members++;
      if (insMaintenanceActions[el(segment, 3) as keyof typeof insMaintenanceActions] === "audit")
        set.audits++;
    }
  }
  endSet();
  return sets > 0 && full === sets && cursor.errors.length === 0;
}

/** A full set (the whole enrollment, compared with the roster): BGN08 RX or 4, or every member an audit (030). */
const isFullFileSet = (action: string, members: number, audits: number) =>
  bgnFullFileActionCodes.includes(action) || (members > 0 && audits === members);

/** The reading itself: yields each member's row as stream834 says, returns the result. */
function* readInterchange(text: string): Generator<EligibilityMemberRow, Stream834Result, undefined> {
  const opened = openInterchange(text);
  const envelope: Edi834Envelope = { groups: [] };
  const asInterchangeErrors = (tokenErrors: TokenError[]): Edi834Error[] =>
    tokenErrors.map((error) => ({ ...error, level: "interchange" as const, code: error.code ?? "" }));
  if (!opened.ok) return { ok: false, envelope, errors: asInterchangeErrors(opened.errors) };
  const { cursor, separators } = opened;
  const isa = cursor.take() as Segment;
  const errors: Edi834Error[] = [];
  const transactions: Edi834TransactionSummary[] = [];
  /** Where a segment missing at the end of the file would have been. */
  const end = () => cursor.count() + 1;
  /** Reports errors at one level of the envelope; `where` names the group, set and place in it. */
  const reporter =
    (
      level: Edi834Error["level"],
      where: (segment: Segment | undefined) => Partial<Edi834Error> = () => ({}),
    ) =>
    (segment: Segment | undefined, segmentId: string, message: string, code: string, element?: number) =>
      errors.push({
        segment: segment?.position ?? end(),
        segmentId,
        ...(element ? { element } : {}),
        message,
        level,
        code,
        ...where(segment),
      });
  /** Where an error inside a transaction set is: its group, its set and its position in the set (ST is 1). */
  const placeInSet =
    (group: Edi834Group, header: Edi834SetHeader, st: Segment) => (segment: Segment | undefined) => ({
      group: group.controlNumber,
      transaction: header.controlNumber,
      ...(segment ? { positionInSet: segment.position - st.position + 1 } : {}),
    });
  const interchange: Edi834Interchange = {
    senderQualifier: el(isa, 5),
    senderId: el(isa, 6).trim(),
    receiverQualifier: el(isa, 7),
    receiverId: el(isa, 8).trim(),
    controlNumber: el(isa, 13),
    date: isaDate(el(isa, 9), ""),
    time: `${el(isa, 10).slice(0, 2)}:${el(isa, 10).slice(2, 4)}`,
    usage: el(isa, 15),
    separators,
  };
  envelope.interchange = interchange;
  const atInterchange = reporter("interchange");
  const interchangeError = (
    segment: Segment | undefined,
    segmentId: string,
    message: string,
    element?: number,
  ) => atInterchange(segment, segmentId, message, "", element);
  if (!/^\d{9}$/.test(interchange.controlNumber)) {
    interchangeError(
      isa,
      "ISA",
      `ISA13, the interchange control number, must be 9 digits; it is '${interchange.controlNumber}'.`,
      13,
    );
  }

  const first = cursor.peek();
  if (first?.id !== "GS") {
    interchangeError(
      first,
      "GS",
      `GS is missing: after the ISA comes a functional group (GS … GE)${first ? `; found ${first.id}` : ""}.`,
    );
  }
  for (let segment = cursor.peek(); segment && segment.id !== "IEA"; segment = cursor.peek()) {
    if (segment.id === "GS") {
      yield* readGroup();
      continue;
    }
    interchangeError(
      segment,
      segment.id,
      `${segment.id} is outside a functional group: it must come between GS and GE.`,
    );
    cursor.take();
  }
  const iea = cursor.take();
  if (!iea) {
    interchangeError(undefined, "IEA", "IEA is missing: the interchange has no trailer.");
  } else {
    if (el(iea, 1) !== String(envelope.groups.length)) {
      interchangeError(
        iea,
        "IEA",
        `IEA01 says the interchange holds ${el(iea, 1) || "no number of"} functional groups, but it holds ${envelope.groups.length}.`,
        1,
      );
    }
    if (el(iea, 2) !== interchange.controlNumber) {
      interchangeError(
        iea,
        "IEA",
        `IEA02, the interchange control number, is '${el(iea, 2)}' but the ISA's (ISA13) is '${interchange.controlNumber}': they must agree.`,
        2,
      );
    }
    const after = cursor.take();
    if (after) {
      interchangeError(
        after,
        after.id,
        `${after.id} comes after the IEA: nothing may follow the interchange's trailer.`,
      );
    }
  }

  // A segment that is not one stops the reading: it alone is reported (what follows would only echo it).
  if (cursor.errors.length) return { ok: false, envelope, errors: asInterchangeErrors(cursor.errors) };
  if (errors.length) return { ok: false, errors, envelope };
  return { ok: true, interchange, envelope, transactions };

  /** A functional group, GS to GE. */
  function* readGroup(): Generator<EligibilityMemberRow, void, undefined> {
    const gs = cursor.take() as Segment;
    // ISA09 has a two-digit year: GS04's century goes with it.
    if (envelope.groups.length === 0) interchange.date = isaDate(el(isa, 9), el(gs, 4));
    const group: Edi834Group = {
      functionalId: el(gs, 1),
      senderCode: el(gs, 2),
      receiverCode: el(gs, 3),
      controlNumber: el(gs, 6),
      version: el(gs, 8),
      segment: gs.position,
      sets: [],
    };
    envelope.groups.push(group);
    const groupError = reporter("group", () => ({ group: group.controlNumber }));
    if (group.functionalId !== "BE") {
      groupError(
        gs,
        "GS",
        `GS01 is '${group.functionalId}': an 834's functional group is BE (benefit enrollment).`,
        "1",
        1,
      );
    }
    if (!/^\d{1,9}$/.test(group.controlNumber)) {
      groupError(
        gs,
        "GS",
        `GS06, the group control number, must be 1 to 9 digits; it is '${group.controlNumber}'.`,
        "6",
        6,
      );
    }
    if (!group.version.startsWith("005010X220")) {
      groupError(gs, "GS", `GS08 is '${group.version}': this reads version 005010X220A1 of the 834.`, "2", 8);
    }
    for (let segment = cursor.peek(); segment && !GROUP_ENDS.has(segment.id); segment = cursor.peek()) {
      if (segment.id === "ST") {
        yield* readSet(group);
        continue;
      }
      groupError(
        segment,
        segment.id,
        `${segment.id} is outside a transaction set: it must come between ST and SE.`,
        "",
      );
      cursor.take();
    }
    const ge = cursor.peek();
    if (ge?.id !== "GE") {
      groupError(
        ge,
        "GE",
        `GE is missing: the functional group that starts at segment ${gs.position} has no trailer.`,
        "3",
      );
      return;
    }
    cursor.take();
    if (el(ge, 1) !== String(group.sets.length)) {
      groupError(
        ge,
        "GE",
        `GE01 says the group holds ${el(ge, 1) || "no number of"} transaction sets, but it holds ${group.sets.length}.`,
        "5",
        1,
      );
    }
    if (el(ge, 2) !== group.controlNumber) {
      groupError(
        ge,
        "GE",
        `GE02, the group control number, is '${el(ge, 2)}' but the GS's (GS06) is '${group.controlNumber}': they must agree.`,
        "4",
        2,
      );
    }
  }

  /**
   * A transaction set, ST to SE: its segments are handed to the 834's reader one at a time, and each
   * member's row is yielded as its loop ends (the last one once the set ends), while no error was met.
   */
  function* readSet(group: Edi834Group): Generator<EligibilityMemberRow, void, undefined> {
    const st = cursor.take() as Segment;
    const header: Edi834SetHeader = {
      id: el(st, 1),
      controlNumber: el(st, 2),
      version: el(st, 3) || group.version,
      segment: st.position,
    };
    group.sets.push(header);
    const setError = reporter("transaction", placeInSet(group, header, st));
    if (!/^\d{4,9}$/.test(header.controlNumber)) {
      setError(
        st,
        "ST",
        `ST02, the transaction set control number, must be 4 to 9 digits; it is '${header.controlNumber}'.`,
        "7",
        2,
      );
    }
    const reader = header.id === "834" ? readTransaction(st, group, header) : undefined;
    let included = 1;
    for (
      let segment = cursor.peek();
      segment && !TRAILERS_AND_HEADERS.has(segment.id);
      segment = cursor.peek()
    ) {
      cursor.take();
      included++;
      const row = reader?.add(segment);
      if (row && errors.length === 0) yield row;
    }
    const se = cursor.peek()?.id === "SE" ? cursor.take() : undefined;
    if (!se) {
      setError(
        cursor.peek(),
        "SE",
        `SE is missing: the transaction set that starts at segment ${st.position} has no trailer.`,
        "2",
      );
    } else {
      included++;
      if (el(se, 1) !== String(included)) {
        setError(
          se,
          "SE",
          `SE01 says the transaction set has ${el(se, 1) || "no number of"} segments, but it has ${included} (ST to SE).`,
          "4",
          1,
        );
      }
      if (el(se, 2) !== header.controlNumber) {
        setError(
          se,
          "SE",
          `SE02, the transaction set control number, is '${el(se, 2)}' but the ST's (ST02) is '${header.controlNumber}': they must agree.`,
          "3",
          2,
        );
      }
    }
    if (!reader) {
      setError(
        st,
        "ST",
        `ST01 is '${header.id}': this reads 834 benefit enrollment transaction sets only.`,
        "1",
        1,
      );
    } else {
      const { transaction, row } = reader.finish(se ?? cursor.peek());
      if (row && errors.length === 0) yield row;
      if (transaction) transactions.push(transaction);
    }
  }

  /**
   * An 834's body (BGN to the last member loop), segment by segment: only the member loop being
   * read is held, and each member's row is handed back as the next INS ends its loop (the last one
   * by `finish`), so a file's size costs neither its segments nor its rows.
   */
  function readTransaction(st: Segment, group: Edi834Group, header: Edi834SetHeader) {
    const before = errors.length;
    const inSet = (segment: Segment) => segment.position - st.position + 1;
    const error = reporter("segment", placeInSet(group, header, st));
    /** Check an element's code against its list; returns whether it is one. */
    const code = (
      segment: Segment,
      element: number,
      allowed: readonly string[],
      what: string,
      required = true,
    ) => {
      const value = el(segment, element);
      if (!value && !required) return true;
      if (allowed.includes(value)) return true;
      const name = `${segment.id}${String(element).padStart(2, "0")}`;
      if (!value) error(segment, segment.id, `${name} (${what}) is missing.`, "1", element);
      else
        error(
          segment,
          segment.id,
          `${name} (${what}) is '${value}', which is not one of ${allowed.join(", ")}.`,
          "7",
          element,
        );
      return false;
    };
    /** A D8 date element as MM/dd/yyyy (an invalid one is an error). */
    const d8 = (segment: Segment, element: number, what: string) => {
      const value = el(segment, element);
      const date = dateFromD8(value);
      if (!date) {
        const name = `${segment.id}${String(element).padStart(2, "0")}`;
        if (!value) error(segment, segment.id, `${name} (${what}) is missing.`, "1", element);
        else
          error(
            segment,
            segment.id,
            `${name} (${what}) is '${value}', which is not a date (CCYYMMDD).`,
            "8",
            element,
          );
      }
      return date;
    };
    /** A DTP's date (D8, or RD8 whose start, or for an end date whose end, is taken). */
    const dtpDate = (segment: Segment, end: boolean) => {
      const format = el(segment, 2);
      if (format === "RD8") {
        const range = /^(\d{8})-(\d{8})$/.exec(el(segment, 3));
        const date = range ? dateFromD8((end ? range[2] : range[1]) as string) : undefined;
        if (!date) {
          error(
            segment,
            "DTP",
            `DTP03 (date ${el(segment, 1)}) is '${el(segment, 3)}', which is not a date range (CCYYMMDD-CCYYMMDD).`,
            "8",
            3,
          );
        }
        return date;
      }
      if (!code(segment, 2, ["D8", "RD8"], "date format")) return undefined;
      return d8(segment, 3, `date ${el(segment, 1)}`);
    };
    let started = false;
    let purpose = "";
    let reference = "";
    let date = "";
    let action = "";
    let sponsor: Edi834Party | undefined;
    let payer: Edi834Party | undefined;
    let policyNumber: string | undefined;
    let inMembers = false;
    let loop: Segment[] = [];
    let rowCount = 0;
    let audits = 0;
    const checkHeader = (at: Segment | undefined) => {
      if (!sponsor) error(at, "N1", "N1 P5 (the plan sponsor's name) is missing from the header.", "3");
      if (!payer) error(at, "N1", "N1 IN (the payer's name) is missing from the header.", "3");
    };
    const endMember = () => {
      const row = readMember(loop, policyNumber);
      if (row) {
        rowCount++;
        if (row.action === "audit") audits++;
      }
      return row;
    };
    const readBgn = (bgn: Segment) => {
      if (code(bgn, 1, bgnPurposeCodes, "transaction set purpose")) purpose = el(bgn, 1);
      reference = el(bgn, 2);
      if (!reference) error(bgn, "BGN", "BGN02 (the file's reference number) is missing.", "1", 2);
      date = d8(bgn, 3, "file creation date") ?? "";
      if (code(bgn, 8, bgnActionCodes, "action code")) action = el(bgn, 8);
    };
    const readHeader = (segment: Segment) => {
      if (segment.id === "N1") {
        const party: Edi834Party = {
          name: el(segment, 2),
          ...(el(segment, 3) ? { idQualifier: el(segment, 3) } : {}),
          ...(el(segment, 4) ? { id: el(segment, 4) } : {}),
        };
        if (el(segment, 1) === "P5") sponsor = party;
        else if (el(segment, 1) === "IN") payer = party;
      } else if (segment.id === "REF" && el(segment, 1) === "38") {
        policyNumber = el(segment, 2);
      }
    };

    return {
      /** Takes the set's next segment; answers the row of the member loop it ends, if any. */
      add(segment: Segment): EligibilityMemberRow | undefined {
        if (!segmentIds834.has(segment.id)) {
          error(segment, segment.id, `${segment.id} is not a segment of an 834.`, "1");
        }
        if (!started) {
          started = true;
          if (segment.id === "BGN") {
            readBgn(segment);
            return undefined;
          }
          error(
            segment,
            "BGN",
            `BGN is missing: an 834 begins with BGN right after ST; found ${segment.id}.`,
            "3",
          );
        }
        let ended: EligibilityMemberRow | undefined;
        if (!inMembers) {
          if (segment.id !== "INS") {
            readHeader(segment);
            return undefined;
          }
          inMembers = true;
          checkHeader(segment);
        } else if (segment.id === "INS") {
          ended = endMember();
          loop = [];
        }
        loop.push(segment);
        return ended;
      },
      /** Ends the set at its trailer: its last member's row, and the set unless it had an error. */
      finish(trailer: Segment | undefined): {
        transaction?: Edi834TransactionSummary;
        row?: EligibilityMemberRow;
      } {
        if (!started) error(trailer, "BGN", "BGN is missing: an 834 begins with BGN right after ST.", "3");
        const row = inMembers ? endMember() : undefined;
        if (!inMembers) checkHeader(trailer);
        if (errors.length > before || !sponsor || !payer) return row ? { row } : {};
        const transaction: Edi834TransactionSummary = {
          groupControlNumber: group.controlNumber,
          controlNumber: header.controlNumber,
          purpose,
          reference,
          date,
          action,
          ...(policyNumber ? { policyNumber } : {}),
          sponsor,
          payer,
          fullFile: isFullFileSet(action, rowCount, audits),
          rowCount,
        };
        return row ? { transaction, row } : { transaction };
      },
    };

    /** One member loop (2000 with its 2100 and 2300 loops): INS to before the next INS. */
    function readMember(loop: Segment[], policyNumber: string | undefined): EligibilityMemberRow | undefined {
      const ins = loop[0] as Segment;
      const columns: Record<string, string> = {};
      const row: Partial<EligibilityMemberRow> & { coverages: EligibilityCoverage[] } = { coverages: [] };
      const set = <K extends keyof EligibilityMemberRow>(
        field: K,
        value: string | undefined,
        column: string,
      ) => {
        if (!value) return;
        (row as Record<string, unknown>)[field] = value;
        columns[field] = column;
      };
      const subscriber = code(ins, 1, ["Y", "N"], "subscriber indicator");
      const relationship = relationshipFromX12[el(ins, 2)];
      if (!relationship) {
        code(ins, 2, Object.keys(relationshipFromX12), "individual relationship code");
      } else if (subscriber && (el(ins, 1) === "Y") !== (el(ins, 2) === "18")) {
        error(
          ins,
          "INS",
          el(ins, 1) === "Y"
            ? `INS02 is '${el(ins, 2)}' but INS01 says the member is the subscriber, whose relationship is 18 (self).`
            : "INS02 is 18 (self) but INS01 says the member is a dependent.",
          "7",
          2,
        );
      }
      const maintenance = el(ins, 3);
      const action = insMaintenanceActions[maintenance as keyof typeof insMaintenanceActions];
      if (!action) {
        error(
          ins,
          "INS",
          maintenance
            ? `INS03 (maintenance type) is '${maintenance}', which is not one of 001 (change), 021 (add), 024 (cancel or term), 025 (reinstate), 030 (audit).`
            : "INS03 (maintenance type) is missing.",
          maintenance ? "7" : "1",
          3,
        );
      }
      code(ins, 5, insBenefitStatusCodes, "benefit status");
      const employmentOk = code(ins, 8, insEmploymentStatusCodes, "employment status", false);
      if (relationship) set("relationshipCode", relationship, "INS02");
      if (employmentOk) set("employmentStatus", el(ins, 8), "INS08");
      const medicarePlan = el(ins, 6).split(separators.subElement)[0] ?? "";
      if (medicarePlan) {
        const medicare = medicareFromIns06[medicarePlan];
        if (medicare) set("medicareEligibleIndicator", medicare, "INS06");
        else code(ins, 6, Object.keys(medicareFromIns06), "Medicare plan code");
      }

      let subscriberId: string | undefined;
      let memberGroup: string | undefined;
      let name = false;
      let eligibilityBegin: string | undefined;
      let eligibilityEnd: string | undefined;
      let maintenanceEffective: string | undefined;
      /** Which loop the segment is in: 2000 member, 2100A member name, 2100 other names, 2300 coverage, other. */
      let loopId: "2000" | "2100A" | "2100" | "2300" | "2750" | "other" = "2000";
      let tobacco: "T" | "N" | "U" | undefined;
      /** The reporting categories of loop 2750, as the census writes report codes (ABBR=VALUE). */
      const reportCodes: string[] = [];
      let category = "";
      let coverage: { line: EligibilityCoverage; groups: Record<string, string> } | undefined;
      const coverages: { line: EligibilityCoverage; groups: Record<string, string> }[] = [];
      for (const segment of loop.slice(1)) {
        const id = segment.id;
        if (id === "NM1") {
          loopId = el(segment, 1) === "IL" && !name ? "2100A" : "2100";
          if (loopId === "2100A") {
            name = true;
            readName(segment);
          }
          continue;
        }
        if (id === "HD") {
          loopId = "2300";
          coverage = readCoverage(segment);
          coverages.push(coverage);
          continue;
        }
        if (id === "COB") {
          // Loop 2320: the member's other coverage (any coverage's loop answers for the member).
          const other = otherInsuranceFromCob03[el(segment, 3)];
          if (other) set("otherInsuranceIndicator", other, "COB03");
          loopId = "other";
          continue;
        }
        if (id === "LX" || id === "LS" || id === "LE") {
          loopId = "other";
          continue;
        }
        if (id === "N1" && el(segment, 1) === REPORTING_CATEGORY_QUALIFIER) {
          loopId = "2750";
          category = el(segment, 2);
          if (!category) error(segment, "N1", "N102 (the reporting category's name) is missing.", "1", 2);
          continue;
        }
        if (loopId === "2750") {
          if (id === "REF" && category && el(segment, 2)) reportCodes.push(`${category}=${el(segment, 2)}`);
          continue;
        }
        if (loopId === "2000") {
          if (id === "REF") {
            const qualifier = el(segment, 1);
            if (qualifier === "0F") subscriberId = el(segment, 2);
            else if (qualifier === "1L") memberGroup = el(segment, 2);
            else if (qualifier === "23") set("clientAssignedId", el(segment, 2), "REF02 (23)");
          } else if (id === "DTP") {
            const qualifier = el(segment, 1);
            if (qualifier === "336") set("hireDate", dtpDate(segment, false), "DTP03 (336)");
            else if (qualifier === "356") eligibilityBegin = dtpDate(segment, false);
            else if (qualifier === "357") eligibilityEnd = dtpDate(segment, true);
            else if (qualifier === "303") maintenanceEffective = dtpDate(segment, false);
          }
        } else if (loopId === "2100A") {
          if (id === "N3") {
            set("address1", el(segment, 1), "N301");
            set("address2", el(segment, 2), "N302");
          } else if (id === "N4") {
            set("city", el(segment, 1), "N401");
            set("state", el(segment, 2), "N402");
            set("zip", el(segment, 3), "N403");
          } else if (id === "PER") {
            readContact(segment);
          } else if (id === "DMG") {
            readDemographics(segment);
          } else if (id === "HLH") {
            tobacco = tobaccoFromHlh01[el(segment, 1)];
            if (!tobacco) code(segment, 1, Object.keys(tobaccoFromHlh01), "health-related code");
          }
        } else if (loopId === "2300" && coverage) {
          if (id === "DTP") {
            const qualifier = el(segment, 1);
            if (qualifier === "348") coverage.line.effectiveDate = dtpDate(segment, false) ?? null;
            else if (qualifier === "349") coverage.line.endDate = dtpDate(segment, true) ?? null;
          } else if (id === "REF" && (el(segment, 1) === "1L" || el(segment, 1) === "CE")) {
            coverage.groups[el(segment, 1)] = el(segment, 2);
          }
        }
      }
      if (subscriberId) set("subscriberSsn", subscriberId, "REF02 (0F)");
      else error(ins, "REF", "REF 0F (the subscriber identifier) is missing from the member loop.", "3");
      if (!name) error(ins, "NM1", "NM1 IL (the member's name) is missing from the member loop.", "3");
      if (action === "terminate") {
        if (eligibilityEnd) set("eventDate", eligibilityEnd, "DTP03 (357)");
      }
      if (!row.eventDate) {
        if (eligibilityBegin) set("eventDate", eligibilityBegin, "DTP03 (356)");
        else if (eligibilityEnd) set("eventDate", eligibilityEnd, "DTP03 (357)");
        else if (maintenanceEffective) set("eventDate", maintenanceEffective, "DTP03 (303)");
      }
      coverages.forEach(({ line, groups }, position) => {
        const prefix = `coverages.${position}`;
        const [groupNumber, column] = groups["1L"]
          ? [groups["1L"], "REF02 (1L)"]
          : groups.CE
            ? [groups.CE, "REF02 (CE)"]
            : memberGroup
              ? [memberGroup, "REF02 (1L, loop 2000)"]
              : policyNumber
                ? [policyNumber, "REF02 (38)"]
                : ["", ""];
        line.groupNumber = groupNumber;
        if (column) columns[`${prefix}.groupNumber`] = column;
        columns[`${prefix}.coverageType`] = "HD03";
        if (line.productId) columns[`${prefix}.productId`] = "HD04";
        if (line.effectiveDate) columns[`${prefix}.effectiveDate`] = "DTP03 (348)";
        if (line.endDate) columns[`${prefix}.endDate`] = "DTP03 (349)";
        // The member's tobacco answer and reporting categories, on each of its lines (the census's shape).
        if (tobacco) {
          line.tobaccoStatus = tobacco;
          columns[`${prefix}.tobaccoStatus`] = "HLH01";
        }
        if (reportCodes.length) {
          line.reportCodes = reportCodes.join("; ");
          columns[`${prefix}.reportCodes`] = "N102, REF02 (loop 2750)";
        }
        row.coverages.push(line);
      });
      if (!action || !relationship || !subscriberId) return undefined;
      // The row built is completed in place: a copy spread from it ({ ...row, … }) left garbage in
      // V8's old space for every member, so reading's peak heap grew with the file (docs/benchmarks.md).
      return Object.assign(row, {
        source: { kind: "segment" as const, segment: inSet(ins) },
        action,
        subscriberSsn: subscriberId,
        relationshipCode: relationship,
        columns,
      }) as EligibilityMemberRow;

      function readName(nm1: Segment) {
        set("lastName", el(nm1, 3), "NM103");
        if (!el(nm1, 3)) error(nm1, "NM1", "NM103 (the member's last name) is missing.", "1", 3);
        set("firstName", el(nm1, 4), "NM104");
        set("middleName", el(nm1, 5), "NM105");
        const qualifier = el(nm1, 8);
        if (qualifier && code(nm1, 8, ["34", "ZZ"], "identification code qualifier")) {
          if (!el(nm1, 9))
            error(
              nm1,
              "NM1",
              "NM109 (the member's identifier) is missing though NM108 names its kind.",
              "2",
              9,
            );
          else if (qualifier === "34") set("ssn", el(nm1, 9), "NM109");
        }
      }

      function readContact(per: Segment) {
        for (let element = 3; element <= 7; element += 2) {
          const qualifier = el(per, element);
          const value = el(per, element + 1);
          const column = `PER${String(element + 1).padStart(2, "0")}`;
          if (qualifier === "EM" && !row.workEmail) set("workEmail", value, column);
          else if (perPhoneQualifiers.includes(qualifier) && !row.phone) set("phone", value, column);
        }
      }

      function readDemographics(dmg: Segment) {
        if (el(dmg, 2)) {
          if (code(dmg, 1, ["D8"], "date format")) set("birthDate", d8(dmg, 2, "birth date"), "DMG02");
        }
        if (code(dmg, 3, dmgGenderCodes, "gender", false)) set("gender", el(dmg, 3), "DMG03");
      }

      function readCoverage(hd: Segment) {
        code(hd, 1, hdMaintenanceCodes, "maintenance type");
        const lineCode = el(hd, 3);
        if (!lineCode) error(hd, "HD", "HD03 (the insurance line code) is missing.", "1", 3);
        const line: EligibilityCoverage = {
          groupNumber: "",
          coverageType: coverageTypeFromInsuranceLine[lineCode] ?? lineCode,
          ...(el(hd, 4) ? { productId: el(hd, 4) } : {}),
        };
        return { line, groups: {} as Record<string, string> };
      }
    }
  }
}

/** ISA09 (YYMMDD) as MM/dd/yyyy, the century from GS04 (CCYYMMDD) when its year agrees. */
function isaDate(yymmdd: string, gsDate: string): string {
  const century = gsDate.slice(2, 4) === yymmdd.slice(0, 2) ? gsDate.slice(0, 2) : "20";
  return `${yymmdd.slice(2, 4)}/${yymmdd.slice(4, 6)}/${century}${yymmdd.slice(0, 2)}`;
}
