import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  checkEntriesInflate,
  EligibilityFileRefused,
  eligibilityFileKind,
  eligibilityFileLimits,
  lastRowNamed,
  type RefusalReason,
  refusalMessages,
  withEntriesFirst,
  zipEntries,
} from "./file-type.js";
import { readEligibilityFile } from "./read-file.js";
import { craftZip, type Part, XLSX_TYPES } from "./test-zip.js";

/** A real .xlsx of one sheet, as Excel users send them. */
async function workbook(rows: unknown[][] = [["Subscriber SSN", "Relationship"]]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Census");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const types: Part = { name: "[Content_Types].xml", data: XLSX_TYPES };

/** The refusal a file meets, by reason (and the message it answers with). */
async function refusalOf(bytes: Buffer): Promise<RefusalReason | "accepted"> {
  try {
    await readEligibilityFile(bytes);
    return "accepted";
  } catch (error) {
    if (!(error instanceof EligibilityFileRefused)) throw error;
    return error.reason;
  }
}

describe("the file's kind is its content, not its name", () => {
  it.each([
    ["a CSV", Buffer.from("Subscriber SSN,Relationship\r\n123456789,18\r\n"), "csv"],
    ["a CSV with a byte-order mark", Buffer.from("\uFEFFSubscriber SSN,Relationship\n"), "csv"],
    ["an 834", Buffer.from("ISA*00*          *00*          *ZZ*SENDER~"), "834"],
    ["an 834 after a byte-order mark and a line end", Buffer.from("\uFEFF\r\nISA*00*~"), "834"],
  ])("%s", async (_case, bytes, kind) => {
    expect(await eligibilityFileKind(bytes)).toBe(kind);
  });

  it("an .xlsx", async () => {
    expect(await eligibilityFileKind(await workbook())).toBe("xlsx");
  });

  it.each([
    [
      "a PNG named census.csv",
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      "unknown-type",
    ],
    ["Latin-1 text, not UTF-8", Buffer.from([0x4e, 0x61, 0x6d, 0xe9, 0x2c, 0x31]), "unknown-type"],
    ["text with a NUL (UTF-16)", Buffer.from("S\u0000S\u0000N\u0000", "latin1"), "unknown-type"],
    ["an old .xls", Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), "old-excel"],
    [
      "a zip that is not a workbook (a .docx)",
      craftZip([{ name: "[Content_Types].xml", data: Buffer.from("<Types/>") }]),
      "unknown-type",
    ],
    [
      "a zip without content types",
      craftZip([{ name: "xl/worksheets/sheet1.xml", data: Buffer.from("<x/>") }]),
      "unknown-type",
    ],
    ["an empty file", Buffer.alloc(0), "empty"],
  ] as const)("refuses %s", async (_case, bytes, reason) => {
    expect(await refusalOf(bytes)).toBe(reason);
  });

  it("says what to do in each refusal, and never quotes the file", async () => {
    const ssn = "123-45-6789";
    const error = await readEligibilityFile(Buffer.from(`\u0000${ssn}`)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EligibilityFileRefused);
    expect((error as Error).message).toBe(refusalMessages["unknown-type"]);
    for (const message of Object.values(refusalMessages)) expect(message).not.toContain(ssn);
  });
});

describe("limits", () => {
  it("refuses a file over 20 MB before looking inside", async () => {
    const big = Buffer.alloc(eligibilityFileLimits.bytes + 1, "a");
    expect(await refusalOf(big)).toBe("too-big");
    expect(refusalMessages["too-big"]).toBe(
      "The file is larger than 20 MB. Split it into smaller files and upload each.",
    );
  });

  it("takes a file of exactly 20 MB", async () => {
    expect(await eligibilityFileKind(Buffer.alloc(eligibilityFileLimits.bytes, "a"))).toBe("csv");
  });
});

describe("zip bombs and broken zips are refused before anything is unpacked", () => {
  const sheet = (data: Buffer, declared?: number): Part => ({
    name: "xl/worksheets/sheet1.xml",
    data,
    declared,
  });

  it("reads the directory of a real workbook", async () => {
    const names = zipEntries(await workbook()).map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(["[Content_Types].xml", "xl/workbook.xml"]));
  });

  it("refuses an entry that grows more than 100 times (10 MB of zeros packed to about 10 KB)", async () => {
    expect(await refusalOf(craftZip([types, sheet(Buffer.alloc(10 * 1024 * 1024))]))).toBe(
      "inflates-too-much",
    );
  });

  it("refuses entries declaring more than 200 MB in all, without unpacking them", async () => {
    const stored = (name: string) => ({ name, data: Buffer.alloc(0), method: 0 as const });
    const parts = [
      types,
      { ...stored("a.xml"), declared: 150 * 1024 * 1024 },
      { ...stored("b.xml"), declared: 60 * 1024 * 1024 },
    ];
    expect(() => zipEntries(craftZip(parts))).toThrow(refusalMessages["inflates-too-much"]);
  });

  it("refuses an entry that unpacks to more than its directory declares", async () => {
    // 2 MB of text declared as 1 KB: the ratio check passes, the count while unpacking does not.
    expect(await refusalOf(craftZip([types, sheet(Buffer.alloc(2 * 1024 * 1024, "<c/>"), 1024)]))).toBe(
      "inflates-too-much",
    );
  });

  it.each([
    ["cut short", (zip: Buffer) => zip.subarray(0, zip.length - 40)],
    [
      "its directory pointing past the data",
      (zip: Buffer) => {
        const copy = Buffer.from(zip);
        copy.writeUInt32LE(copy.readUInt32LE(copy.length - 6) + 7, copy.length - 6);
        return copy;
      },
    ],
    [
      "an entry hidden between the directory's entries",
      (zip: Buffer) => {
        const hidden = craftZip([{ name: "x.xml", data: Buffer.from("<x/>") }]);
        const extra = hidden.subarray(0, hidden.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
        return Buffer.concat([extra, zip]);
      },
    ],
    [
      "garbage after the zip's first bytes",
      () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]),
    ],
  ])("refuses a zip %s", async (_case, damage) => {
    const zip = craftZip([types, sheet(Buffer.from("<worksheet/>"))]);
    expect(await refusalOf(damage(zip))).toBe("broken");
  });

  it("refuses a password-protected entry", async () => {
    const zip = craftZip([types, sheet(Buffer.from("<worksheet/>"))]);
    const directory = zip.readUInt32LE(zip.length - 6);
    zip.writeUInt16LE(1, directory + 8);
    expect(await refusalOf(zip)).toBe("protected");
  });

  it("refuses a workbook whose sheet is not a sheet at all", async () => {
    const zip = craftZip([
      types,
      { name: "xl/workbook.xml", data: Buffer.from("<workbook/>") },
      sheet(Buffer.from("not xml <<<")),
    ]);
    expect(await refusalOf(zip)).toBe("broken");
  });
});

describe("a workbook's parts are put before its worksheets for the streaming reader", () => {
  const parts = ["xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/sharedStrings.xml", "xl/styles.xml"];
  const storedOrder = (bytes: Buffer) =>
    zipEntries(bytes)
      .sort((a, b) => a.localOffset - b.localOffset)
      .map((entry) => entry.name);

  it("moves the named entries first, keeps the others in their order, and the zip stays whole", async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet("Census").addRow(["Subscriber SSN", "Relationship"]);
    book.addWorksheet("Other").addRow(["x"]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const before = storedOrder(bytes);
    // As exceljs writes it, the workbook part comes after the worksheets (what the reader trips on).
    expect(before.indexOf("xl/workbook.xml")).toBeGreaterThan(before.indexOf("xl/worksheets/sheet1.xml"));

    const moved = withEntriesFirst(bytes, parts);
    const after = storedOrder(moved);
    expect(after.slice(0, 4)).toEqual(parts);
    expect(after.slice(4)).toEqual(before.filter((name) => !parts.includes(name)));
    expect(moved.length).toBe(bytes.length);
    await checkEntriesInflate(moved, zipEntries(moved));
    // Any zip reader sees the same workbook (exceljs's in-memory reader follows the directory).
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(moved as unknown as ArrayBuffer);
    expect(read.worksheets.map((sheet) => sheet.name)).toEqual(["Census", "Other"]);
    expect(read.getWorksheet("Census")?.getRow(1).values).toEqual([
      undefined,
      "Subscriber SSN",
      "Relationship",
    ]);
  });

  it("leaves a zip without those entries as it was", async () => {
    const bytes = craftZip([
      { name: "[Content_Types].xml", data: XLSX_TYPES },
      { name: "b.xml", data: Buffer.from("<b/>") },
    ]);
    expect(withEntriesFirst(bytes, parts).equals(bytes)).toBe(true);
  });
});

describe("lastRowNamed: the highest row a workbook's sheets name, without reading their cells", () => {
  const sheetXml = (rows: string) =>
    Buffer.from(`<?xml version="1.0"?><worksheet><sheetData>${rows}</sheetData></worksheet>`);
  it.each([
    ["rows numbered", '<row r="1"><c r="A1"/></row><row r="7" spans="1:2"><c r="A7"/></row>', 7],
    ["rows without a number follow the one before", '<row r="4"></row><row><c/></row><row/>', 6],
    ["an attribute before the number", '<row spans="1:2" r="12"></row>', 12],
    [
      "a row break is no row",
      '<row r="3"></row></sheetData><rowBreaks count="1"><brk id="90"/></rowBreaks><sheetData>',
      3,
    ],
    ["no row at all", "", 0],
  ])("%s", async (_case, rows, last) => {
    const bytes = craftZip([types, { name: "xl/worksheets/sheet1.xml", data: sheetXml(rows) }]);
    expect(await lastRowNamed(bytes)).toBe(last);
  });

  it("the highest of every sheet, stored or packed, a tag cut between chunks read whole", async () => {
    // Rows enough that the unpacked text comes in several chunks (zlib gives 16 kB at a time).
    const many = Array.from({ length: 5_000 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"/></row>`).join(
      "",
    );
    const bytes = craftZip([
      types,
      { name: "xl/worksheets/sheet1.xml", data: sheetXml(many) },
      { name: "xl/worksheets/sheet2.xml", data: sheetXml('<row r="9"></row>'), method: 0 },
      { name: "xl/sharedStrings.xml", data: Buffer.from('<sst><si><t><row r="999999"></t></si></sst>') },
    ]);
    expect(await lastRowNamed(bytes)).toBe(5_000);
  });

  it("a real workbook's last row", async () => {
    expect(await lastRowNamed(await workbook([["a"], ["b"], ["c"]]))).toBe(3);
  });
});
