import { createInflateRaw, inflateRawSync } from "node:zlib";
import { ELIGIBILITY_FILE_MAX_BYTES, ELIGIBILITY_FILE_MAX_ROWS } from "@epr/domain";

/**
 * What an eligibility upload is, decided by its CONTENT (never its name or the browser's type):
 * an .xlsx workbook, an X12 834, or a CSV (UTF-8 text). Everything else is refused with a sentence
 * the administrator can act on (docs/features/bulk-eligibility.md "Census spreadsheets").
 */
export type EligibilityFileKind = "xlsx" | "csv" | "834";

/** The upload limits (docs/features/bulk-eligibility.md): the file's size and rows are @epr/domain's. */
export const eligibilityFileLimits = {
  /** The file as uploaded. */
  bytes: ELIGIBILITY_FILE_MAX_BYTES,
  /** Data rows below the heading row (a sheet's last row with a value is at most row 100,001). */
  rows: ELIGIBILITY_FILE_MAX_ROWS,
  /** What a workbook's entries may unpack to, all together. */
  inflatedBytes: 200 * 1024 * 1024,
  /** How many times an entry may grow when unpacked (checked for entries over 1 MB unpacked). */
  ratio: 100,
  /** Entries of a workbook (one has about a dozen). */
  entries: 10_000,
} as const;

/** Why a file is refused; each reason has its own sentence. */
export type RefusalReason =
  | "empty"
  | "too-big"
  | "too-many-rows"
  | "unknown-type"
  | "old-excel"
  | "protected"
  | "inflates-too-much"
  | "broken";

const MB = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The sentence of each refusal. None quotes the file's content: it may hold SSNs. */
export const refusalMessages: Record<RefusalReason, string> = {
  empty: "The file is empty.",
  "too-big": `The file is larger than ${MB(eligibilityFileLimits.bytes)}. Split it into smaller files and upload each.`,
  "too-many-rows": `The file has more than ${eligibilityFileLimits.rows.toLocaleString("en-US")} rows. Split it into smaller files and upload each.`,
  "unknown-type":
    "The file is not an Excel workbook (.xlsx), a CSV file or an X12 834 file. Save it as one of these and upload it again.",
  "old-excel":
    "This is an older Excel file (.xls). Save it as an Excel Workbook (.xlsx) or as CSV and upload it again.",
  protected: "The workbook is protected with a password. Save it without one and upload it again.",
  "inflates-too-much": `The workbook unpacks to more than ${MB(eligibilityFileLimits.inflatedBytes)}, far more than a census needs. Save only the census sheet, without extra sheets or formatting, and upload it again.`,
  broken:
    "The file could not be read: it is damaged or not what it seems. Save it again from your spreadsheet program and upload it again.",
};

/** A refused upload: `reason` for the program, `message` for the administrator. */
export class EligibilityFileRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    /** Where, for a CSV's unclosed quote: the row it starts on. */
    readonly row?: number,
  ) {
    super(row ? `${refusalMessages[reason]} (row ${row})` : refusalMessages[reason]);
    this.name = "EligibilityFileRefused";
  }
}

/** One entry of a zip's central directory. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const DESCRIPTOR = 0x08074b50;
/** A 32-bit or 16-bit field at its maximum means the real value is in a ZIP64 record. */
const ZIP64_32 = 0xffffffff;
const ZIP64_16 = 0xffff;

const broken = () => new EligibilityFileRefused("broken");

/**
 * The zip's central directory, read and checked BEFORE anything is unpacked: the sizes each entry
 * declares (total and ratio), the entries' count, no encryption, no ZIP64 (no census needs 4 GB), and
 * the local entries laid end to end from the first byte to the directory, each named as the directory
 * names it: a streaming reader follows the local headers, so no entry may hide between them.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] {
  const limits = eligibilityFileLimits;
  const end = endRecordOf(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === ZIP64_16 || directoryOffset === ZIP64_32)
    throw new EligibilityFileRefused("inflates-too-much");
  if (count > limits.entries) throw new EligibilityFileRefused("inflates-too-much");
  if (directoryOffset + directorySize !== end) throw broken();

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) throw broken();
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString("utf8", at + 46, at + 46 + nameLength),
    };
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (entry.flags & 1) throw new EligibilityFileRefused("protected");
    if (entry.method !== 0 && entry.method !== 8) throw broken();
    if (entry.compressedSize === ZIP64_32 || entry.uncompressedSize === ZIP64_32) {
      throw new EligibilityFileRefused("inflates-too-much");
    }
    total += entry.uncompressedSize;
    const grows = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (total > limits.inflatedBytes || (entry.uncompressedSize > 1024 * 1024 && grows > limits.ratio)) {
      throw new EligibilityFileRefused("inflates-too-much");
    }
    entries.push(entry);
  }
  if (at !== end) throw broken();
  checkLaidEndToEnd(bytes, entries, directoryOffset);
  return entries;
}

/** Where the zip's end-of-central-directory record starts (it may be followed by a comment). */
function endRecordOf(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === END) return at;
  }
  throw broken();
}

/** Where an entry's packed data starts (after its local header), checking the header names it. */
function dataStart(bytes: Buffer, entry: ZipEntry): number {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) throw broken();
  const nameLength = bytes.readUInt16LE(at + 26);
  if (bytes.toString("utf8", at + 30, at + 30 + nameLength) !== entry.name) throw broken();
  return at + 30 + nameLength + bytes.readUInt16LE(at + 28);
}

function checkLaidEndToEnd(bytes: Buffer, entries: readonly ZipEntry[], directoryOffset: number) {
  let next = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    if (entry.localOffset !== next) throw broken();
    next = dataStart(bytes, entry) + entry.compressedSize;
    // A data descriptor (flag bit 3) follows the data: CRC and sizes, with or without its signature.
    if (entry.flags & 8)
      next += next + 4 <= bytes.length && bytes.readUInt32LE(next) === DESCRIPTOR ? 16 : 12;
  }
  if (next !== directoryOffset) throw broken();
}

/**
 * Unpacks each entry once, counting and discarding the output, and refuses an entry that unpacks to
 * more than it declared: a directory that lies about its sizes cannot smuggle a bomb past the checks
 * above. Memory stays flat (nothing is kept).
 */
export async function checkEntriesInflate(bytes: Buffer, entries: readonly ZipEntry[]): Promise<void> {
  for (const entry of entries) {
    const start = dataStart(bytes, entry);
    const packed = bytes.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw broken();
      continue;
    }
    await new Promise<void>((resolve, reject) => {
      let produced = 0;
      const inflate = createInflateRaw();
      inflate.on("data", (chunk: Buffer) => {
        produced += chunk.length;
        if (produced > entry.uncompressedSize) {
          inflate.destroy();
          reject(new EligibilityFileRefused("inflates-too-much"));
        }
      });
      inflate.on("error", () => reject(broken()));
      inflate.on("end", () => (produced === entry.uncompressedSize ? resolve() : reject(broken())));
      inflate.end(packed);
    });
  }
}

/** A workbook's worksheet part. */
const WORKSHEET_PART = /^xl\/worksheets\/sheet\d+\.xml$/;

/**
 * The highest row number a workbook's worksheets name: each `<row>` element's `r`, or the row after
 * the one before when it has none. It bounds the last row with a value from above (a row element may
 * hold only formatting), found by unpacking the sheets once and scanning their text, far cheaper than
 * reading their cells: a workbook whose rows all stand within the limit cannot be refused for too
 * many rows. Call it on a zip `zipEntries` and `checkEntriesInflate` accepted.
 */
export async function lastRowNamed(bytes: Buffer): Promise<number> {
  let highest = 0;
  for (const entry of zipEntries(bytes)) {
    if (!WORKSHEET_PART.test(entry.name)) continue;
    const start = dataStart(bytes, entry);
    const packed = bytes.subarray(start, start + entry.compressedSize);
    let row = 0;
    let carried = "";
    const scan = (text: string) => {
      for (const [, attributes] of text.matchAll(/<row(?=[\s>/])([^>]*)>/g)) {
        const named = /\br="(\d+)"/.exec(attributes ?? "");
        row = named ? Number(named[1]) : row + 1;
        if (row > highest) highest = row;
      }
    };
    const onText = (chunk: Buffer) => {
      const text = carried + chunk.toString("latin1");
      // A tag cut by the chunk's end waits for the rest of it.
      const open = text.lastIndexOf("<");
      const cut = open >= 0 && text.indexOf(">", open) < 0 ? open : text.length;
      scan(text.slice(0, cut));
      carried = text.slice(cut);
    };
    if (entry.method === 0) onText(packed);
    else
      await new Promise<void>((resolve, reject) => {
        const inflate = createInflateRaw();
        inflate.on("data", onText);
        inflate.on("error", () => reject(broken()));
        inflate.on("end", resolve);
        inflate.end(packed);
      });
  }
  return highest;
}

/** One small entry unpacked (at most `limit` bytes), or `undefined` when the zip has none by that name. */
function smallEntry(
  bytes: Buffer,
  entries: readonly ZipEntry[],
  name: string,
  limit: number,
): string | undefined {
  const entry = entries.find((candidate) => candidate.name === name);
  if (!entry) return undefined;
  if (entry.uncompressedSize > limit) throw broken();
  const start = dataStart(bytes, entry);
  const packed = bytes.subarray(start, start + entry.compressedSize);
  try {
    return (entry.method === 0 ? packed : inflateRawSync(packed, { maxOutputLength: limit })).toString(
      "utf8",
    );
  } catch {
    throw broken();
  }
}

/**
 * The same zip with the named entries first, in that order, the others after them as they were: each
 * entry's local header, data and descriptor copied byte for byte, the central directory's offsets
 * moved with them. exceljs's streaming reader takes a workbook's parts in stored order, and its
 * single pass over the stream can lose an entry that comes after worksheets it parked (exceljs issue
 * 3064: the workbook part lost, the read refused as damaged, about one read in 300 on a busy server;
 * workbooks exceljs writes put that part last). With the parts it needs first, it never parks a
 * worksheet and never waits on a part that comes later. Call it on a zip `zipEntries` accepted.
 */
export function withEntriesFirst(bytes: Buffer, first: readonly string[]): Buffer {
  const entries = zipEntries(bytes);
  const endAt = endRecordOf(bytes);
  const directoryOffset = bytes.readUInt32LE(endAt + 16);
  // Laid end to end (zipEntries checked it): an entry's bytes run to the next entry or the directory.
  const stored = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  const spanOf = new Map(
    stored.map((entry, i) => [
      entry.name,
      [entry.localOffset, stored[i + 1]?.localOffset ?? directoryOffset],
    ]),
  );
  const rank = (entry: ZipEntry) => (first.includes(entry.name) ? first.indexOf(entry.name) : first.length);
  const ordered = stored
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.i - b.i);
  const movedTo = new Map<string, number>();
  const parts: Buffer[] = [];
  let offset = 0;
  for (const { entry } of ordered) {
    const [from, to] = spanOf.get(entry.name) as [number, number];
    movedTo.set(entry.name, offset);
    parts.push(bytes.subarray(from, to));
    offset += to - from;
  }
  const directory = Buffer.from(bytes.subarray(directoryOffset, endAt));
  for (let at = 0; at < directory.length; ) {
    const nameLength = directory.readUInt16LE(at + 28);
    const name = directory.toString("utf8", at + 46, at + 46 + nameLength);
    directory.writeUInt32LE(movedTo.get(name) as number, at + 42);
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  const endRecord = Buffer.from(bytes.subarray(endAt));
  endRecord.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, endRecord]);
}

/** The content type of a workbook's main part (an .xlsx; a macro-enabled .xlsm is not accepted). */
const WORKBOOK_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml";
const WORKSHEET_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml";

const startsWith = (bytes: Buffer, ...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
const BOM = [0xef, 0xbb, 0xbf];

/**
 * The file's kind by its content: a zip holding a workbook and a worksheet ([Content_Types].xml) is
 * an .xlsx, checked against zip bombs before anything else is unpacked; text starting with "ISA" is
 * an 834; any other UTF-8 text (a byte-order mark allowed, no NUL) is a CSV.
 */
export async function eligibilityFileKind(bytes: Buffer): Promise<EligibilityFileKind> {
  if (bytes.length === 0) throw new EligibilityFileRefused("empty");
  if (bytes.length > eligibilityFileLimits.bytes) throw new EligibilityFileRefused("too-big");
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    const entries = zipEntries(bytes);
    const types = smallEntry(bytes, entries, "[Content_Types].xml", 1024 * 1024);
    if (!types?.includes(WORKBOOK_TYPE) || !types.includes(WORKSHEET_TYPE)) {
      throw new EligibilityFileRefused("unknown-type");
    }
    await checkEntriesInflate(bytes, entries);
    return "xlsx";
  }
  // An OLE2 compound file: the older .xls (and other old Office files).
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))
    throw new EligibilityFileRefused("old-excel");
  if (bytes.includes(0)) throw new EligibilityFileRefused("unknown-type");
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new EligibilityFileRefused("unknown-type");
  }
  const text = bytes.subarray(startsWith(bytes, ...BOM) ? 3 : 0, 16).toString("utf8");
  return /^\s*ISA/.test(text) ? "834" : "csv";
}
