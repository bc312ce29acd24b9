import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readCensus } from "@epr/domain";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { EligibilityFileRefused } from "./file-type.js";
import { cellText, csvRows, openEligibilityFile, readCsv, readEligibilityFile } from "./read-file.js";

/** An .xlsx written by exceljs, its sheets in order, each a list of rows (or a function filling it). */
async function xlsx(
  sheets: Record<string, unknown[][] | ((sheet: ExcelJS.Worksheet) => void)>,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, fill] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    if (typeof fill === "function") fill(sheet);
    else for (const row of fill) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: unknown) => (error instanceof EligibilityFileRefused ? error.reason : error),
  );

describe("readCsv (RFC 4180)", () => {
  it.each([
    [
      "CRLF line ends",
      "a,b\r\nc,d\r\n",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    [
      "LF line ends, no last line end",
      "a,b\nc,d",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    [
      "CR line ends",
      "a,b\rc,d\r",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    ["quoted separators and line ends", 'a,"b, c\r\nd"\n', [["a", "b, c\r\nd"]]],
    ["doubled quotes", '"say ""hi""",x\n', [['say "hi"', "x"]]],
    ["an empty quoted field", '"",x\n', [["", "x"]]],
    ["a quote inside an unquoted field", 'O"Brien,x\n', [['O"Brien', "x"]]],
    ["empty cells", ",,\n", []],
    ["empty cells beside a value", ",x,\n", [["", "x", ""]]],
    ["blank lines between rows, kept as rows", "a\n\n\nb\n", [["a"], [], [], ["b"]]],
    ["blank lines at the end, dropped", "a\n\n\n", [["a"]]],
    [
      "semicolons (a European export)",
      "a;b;c\n1,5;2;3\n",
      [
        ["a", "b", "c"],
        ["1,5", "2", "3"],
      ],
    ],
    [
      "tabs",
      "a\tb\n1\t2\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    ["nothing", "", []],
  ])("%s", (_case, text, rows) => {
    expect(readCsv(text)).toEqual(rows);
  });

  it("refuses a quote never closed, at the row it opens on", () => {
    const error = (() => {
      try {
        readCsv('a,b\n1,2\n"never closed,3\n4,5\n');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(EligibilityFileRefused);
    expect(error).toMatchObject({ reason: "broken", row: 3 });
  });

  it("takes 100,000 rows and refuses one more", () => {
    const rows = (n: number) => `Subscriber SSN,Relationship\n${"1,18\n".repeat(n)}`;
    expect(readCsv(rows(100_000))).toHaveLength(100_001);
    expect(() => readCsv(rows(100_001))).toThrow(EligibilityFileRefused);
  });

  it("counts blank lines towards the row limit without keeping them", () => {
    expect(() => readCsv(`a\n${"\n".repeat(100_000)}b\n`)).toThrow(/more than 100,000 rows/);
    expect(readCsv(`a\n${"\n".repeat(200_000)}`)).toEqual([["a"]]);
  });
});

describe("cellText: what a spreadsheet shows", () => {
  it.each([
    [null, ""],
    ["Maria", "Maria"],
    [123456789, "123456789"],
    [true, "TRUE"],
    [new Date(Date.UTC(1986, 3, 17)), "04/17/1986"],
    [{ richText: [{ text: "Ma" }, { text: "ria" }] }, "Maria"],
    [{ formula: "A1", result: "G100" }, "G100"],
    [{ formula: "A1" }, ""],
    [{ text: "mail", hyperlink: "mailto:x@example.com" }, "mail"],
    [{ error: "#N/A" }, "#N/A"],
  ] as [ExcelJS.CellValue, string][])("%j reads %j", (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});

describe("a census round trip through readCensus", () => {
  const headings = [
    "Action",
    "Subscriber SSN",
    "Relationship",
    "First Name",
    "Birth Date",
    "Medical Group",
    "Medical Effective Date",
  ];

  it("a CSV (with a byte-order mark and CRLF) reads as its rows", async () => {
    const csv = `\uFEFF${headings.join(",")}\r\nAdd,123-45-6789,18 - Self,"Lopez, Maria",1986-04-17,G100,2/1/2025\r\n`;
    const file = await readEligibilityFile(Buffer.from(csv));
    expect(file).toMatchObject({ kind: "census", format: "csv" });
    const { rows, problems } = readCensus(file.kind === "census" ? file.table : []);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      source: { kind: "row", row: 2 },
      action: "add",
      subscriberSsn: "123456789",
      relationshipCode: "18",
      firstName: "Lopez, Maria",
      birthDate: "04/17/1986",
      coverages: [{ coverageType: "MEDICAL", groupNumber: "G100", effectiveDate: "02/01/2025" }],
    });
  });

  it("an .xlsx: date cells as MM/dd/yyyy, numbers as written, each row at its own row number", async () => {
    const bytes = await xlsx({
      Census: (sheet) => {
        sheet.addRow(headings);
        sheet.addRow([
          "Add",
          "123-45-6789",
          "18",
          "Maria",
          new Date(Date.UTC(1986, 3, 17)),
          "G100",
          new Date(Date.UTC(2025, 1, 1)),
        ]);
        sheet.getCell("E2").numFmt = "mm/dd/yyyy";
        sheet.getCell("G2").numFmt = "d-mmm-yy";
        // Row 3 left blank; row 4 has its SSN as a number that lost its leading zero.
        sheet.getRow(4).values = ["", 23456789, "01", "Luis", "05/02/1985"];
      },
    });
    const file = await readEligibilityFile(bytes);
    expect(file).toMatchObject({ kind: "census", format: "xlsx" });
    const { rows, problems } = readCensus(file.kind === "census" ? file.table : []);
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.source)).toEqual([
      { kind: "row", row: 2 },
      { kind: "row", row: 4 },
    ]);
    expect(rows[0]).toMatchObject({ birthDate: "04/17/1986", coverages: [{ effectiveDate: "02/01/2025" }] });
    expect(rows[1]).toMatchObject({ action: "audit", subscriberSsn: "023456789", birthDate: "05/02/1985" });
  });

  it("reads the sheet named Census, wherever it stands", async () => {
    const bytes = await xlsx({
      Notes: [["Read me"]],
      Census: [
        ["Subscriber SSN", "Relationship"],
        ["123456789", "18"],
      ],
    });
    const file = await readEligibilityFile(bytes);
    expect(file.kind === "census" && file.table).toEqual([
      ["Subscriber SSN", "Relationship"],
      ["123456789", "18"],
    ]);
  });

  it("reads the first sheet when none is named Census", async () => {
    const bytes = await xlsx({ Sheet1: [["Subscriber SSN"]], Sheet2: [["Other"]] });
    const file = await readEligibilityFile(bytes);
    expect(file.kind === "census" && file.table).toEqual([["Subscriber SSN"]]);
  });

  it("refuses an .xlsx with a value below row 100,001", async () => {
    const bytes = await xlsx({
      Census: (sheet) => {
        sheet.addRow(["Subscriber SSN", "Relationship"]);
        sheet.getCell("A100002").value = "123456789";
      },
    });
    expect(await refusal(readEligibilityFile(bytes))).toBe("too-many-rows");
  });

  it("leaves no temporary file behind, read or refused (an upload's rows are personal data)", async () => {
    // exceljs parks a worksheet in a temporary file when it comes before the parts it needs: the reader
    // puts those first, but a workbook without shared strings (numbers only) still has its sheets parked.
    const before = process.env.TMPDIR;
    const parked = mkdtempSync(join(tmpdir(), "census-read-"));
    process.env.TMPDIR = parked;
    try {
      const ok = await xlsx({ Census: [[123456789, 18]], Other: [[1]] });
      const tooMany = await xlsx({
        Census: (sheet) => {
          sheet.addRow([123456789, 18]);
          sheet.getCell("A100002").value = 1;
        },
        Other: [[1]],
      });
      expect((await readEligibilityFile(ok)).kind).toBe("census");
      expect(await refusal(readEligibilityFile(tooMany))).toBe("too-many-rows");
      // The reader deletes them as it goes (asynchronously): wait for that, not for a time.
      await expect.poll(() => readdirSync(parked), { timeout: 5_000 }).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      rmSync(parked, { recursive: true, force: true });
    }
  });

  it("an 834 is handed on as its text", async () => {
    const text = "ISA*00*          *00*~GS*BE~";
    expect(await readEligibilityFile(Buffer.from(text))).toEqual({ kind: "834", text });
  });
});

describe("streaming reads: a census's rows one at a time, as they are taken", () => {
  /** The first `n` rows an opened census hands on, then stops taking them. */
  async function firstRows(bytes: Buffer, n: number) {
    const file = await openEligibilityFile(bytes);
    if (file.kind !== "census") throw new Error("not a census");
    const rows: { number: number; cells: string[] }[] = [];
    for await (const row of file.rows) {
      rows.push(row);
      if (rows.length === n) break;
    }
    return rows;
  }

  it("a CSV's records are read lazily, each with its record's number (blank records counted)", () => {
    const rows = csvRows('a,b\n\n1,2\n"never closed,3\n');
    expect(rows.next().value).toEqual({ number: 1, cells: ["a", "b"] });
    expect(rows.next().value).toEqual({ number: 3, cells: ["1", "2"] });
    expect(() => rows.next()).toThrow(EligibilityFileRefused);
  });

  it("a CSV's own refusals come when it is opened, before any row is taken", async () => {
    const tooMany = Buffer.from(`Subscriber SSN,Relationship\n${"1,18\n".repeat(100_001)}`);
    expect(await refusal(openEligibilityFile(tooMany))).toBe("too-many-rows");
    expect(await refusal(openEligibilityFile(Buffer.from('a\n"open\n')))).toBe("broken");
  });

  it("an .xlsx's rows come one at a time, each with its number in the sheet (gaps kept)", async () => {
    const bytes = await xlsx({
      Census: (sheet) => {
        sheet.addRow(["Subscriber SSN", "Relationship"]);
        sheet.getRow(3).values = ["123456789", "18"];
        for (let row = 4; row < 2_000; row++) sheet.getRow(row).values = [String(100_000_000 + row), "18"];
      },
    });
    expect(await firstRows(bytes, 2)).toEqual([
      { number: 1, cells: ["Subscriber SSN", "Relationship"] },
      { number: 3, cells: ["123456789", "18"] },
    ]);
  });

  it("an .xlsx with a value below row 100,001 is refused when opened, before any row is taken", async () => {
    const bytes = await xlsx({
      Census: (sheet) => {
        sheet.addRow(["Subscriber SSN", "Relationship"]);
        sheet.getCell("A100002").value = "123456789";
      },
    });
    expect(await refusal(openEligibilityFile(bytes))).toBe("too-many-rows");
  });

  it("an .xlsx whose rows below row 100,001 hold only formatting opens and reads its values", async () => {
    const bytes = await xlsx({
      Census: (sheet) => {
        sheet.addRow(["Subscriber SSN", "Relationship"]);
        sheet.addRow(["123456789", "18"]);
        sheet.getCell("A100005").numFmt = "@";
      },
    });
    expect(await firstRows(bytes, 5)).toEqual([
      { number: 1, cells: ["Subscriber SSN", "Relationship"] },
      { number: 2, cells: ["123456789", "18"] },
    ]);
  });

  it("a taker that stops early leaves no temporary file behind (a parked sheet is closed and deleted)", async () => {
    const before = process.env.TMPDIR;
    const parked = mkdtempSync(join(tmpdir(), "census-stop-"));
    process.env.TMPDIR = parked;
    try {
      // Numbers only: no shared strings, so exceljs parks every sheet in a temporary file.
      const numbers = await xlsx({
        Census: (sheet) => {
          for (let i = 0; i < 2_000; i++) sheet.addRow([100_000_000 + i, 18]);
        },
        Other: [[1]],
      });
      expect(await firstRows(numbers, 1)).toEqual([{ number: 1, cells: ["100000000", "18"] }]);
      // With shared strings the sheet is read from the zip itself: a stop leaves nothing to delete.
      const texts = await xlsx({ Census: [["Subscriber SSN"], ["x"], ["y"]], Other: [["z"]] });
      expect(await firstRows(texts, 1)).toEqual([{ number: 1, cells: ["Subscriber SSN"] }]);
      await expect.poll(() => readdirSync(parked), { timeout: 5_000 }).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      rmSync(parked, { recursive: true, force: true });
    }
  });
});
