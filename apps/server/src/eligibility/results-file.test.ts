import { eligibilityMessages, readCensus } from "@epr/domain";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { resultOf } from "./downloads.js";
import { readEligibilityFile } from "./read-file.js";
import {
  neutralize,
  type ResultReason,
  type ResultRow,
  reasonText,
  resultsWorkbook,
} from "./results-file.js";

const headings = ["Action", "Subscriber SSN", "Relationship", "First Name", "Last Name"];

/** The results file read back with exceljs: each cell's value and type (an empty cell reads ""). */
async function readBack(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet("Results");
  if (!sheet) throw new Error("no Results sheet");
  const rows: { value: ExcelJS.CellValue; type: ExcelJS.ValueType }[][] = [];
  sheet.eachRow((row, number) => {
    rows[number - 1] = Array.from({ length: headings.length + 2 }, (_, i) => {
      const cell = row.getCell(i + 1);
      return cell.value === null ? { value: "", type: cell.type } : { value: cell.value, type: cell.type };
    });
  });
  return rows;
}

describe("neutralize: a value a spreadsheet would run as a formula", () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["+1 217 555 0100", "'+1 217 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
    ["Maria", "Maria"],
    ["O'Brien", "O'Brien"],
    ["", ""],
  ])("%j is written %j", (value, written) => {
    expect(neutralize(value)).toBe(written);
  });
});

describe("resultsWorkbook: the uploaded rows with each one's outcome and reason", () => {
  const rows: ResultRow[] = [
    { cells: ["Add", "123456789", "18", "Maria", "Lopez"], outcome: "Applied", reasons: [] },
    {
      cells: ["Add", "987654321", "18", "=1+1", "@cmd"],
      outcome: "Refused",
      reasons: ["First Name: Please enter a valid first name", "Last Name: Please enter a valid last name"],
    },
    { cells: ["Terminate", "987654321", "01"], outcome: "Pending", reasons: ['=HYPERLINK("x")'] },
  ];

  it("keeps the uploaded columns and adds Outcome and Reason at the end", async () => {
    const back = await readBack(await resultsWorkbook({ headings, rows }));
    expect(back[0]?.map((cell) => cell.value)).toEqual([...headings, "Outcome", "Reason"]);
    expect(back[1]?.map((cell) => cell.value)).toEqual([
      "Add",
      "123456789",
      "18",
      "Maria",
      "Lopez",
      "Applied",
      "",
    ]);
    expect(back[2]?.slice(5).map((cell) => cell.value)).toEqual([
      "Refused",
      "First Name: Please enter a valid first name; Last Name: Please enter a valid last name",
    ]);
    expect(back[3]?.slice(3, 5).map((cell) => cell.value)).toEqual(["", ""]);
  });

  it("writes every formula-like value as a string with a leading apostrophe, never as a formula", async () => {
    const back = await readBack(await resultsWorkbook({ headings, rows }));
    const cells = back.flat();
    expect(cells.some((cell) => cell.type === ExcelJS.ValueType.Formula)).toBe(false);
    expect(back[2]?.[3]).toEqual({ value: "'=1+1", type: ExcelJS.ValueType.String });
    expect(back[2]?.[4]).toEqual({ value: "'@cmd", type: ExcelJS.ValueType.String });
    expect(back[3]?.[6]).toEqual({ value: '\'=HYPERLINK("x")', type: ExcelJS.ValueType.String });
  });

  it("uploads again as it is: Outcome and Reason ignored, the apostrophes gone", async () => {
    const file = await readEligibilityFile(await resultsWorkbook({ headings, rows }));
    const { rows: read, problems } = readCensus(file.kind === "census" ? file.table : []);
    expect(problems).toEqual([]);
    expect(read[1]).toMatchObject({ firstName: "=1+1", lastName: "@cmd" });
  });

  it("replaces an earlier results file's Outcome and Reason rather than adding more", async () => {
    const again = await resultsWorkbook({
      headings: [...headings, "Outcome", "Reason"],
      rows: (async function* () {
        yield {
          cells: ["Add", "123456789", "18", "Maria", "Lopez", "Refused", "old reason"],
          outcome: "Applied",
          reasons: [],
        };
      })(),
    });
    const back = await readBack(again);
    expect(back[0]?.map((cell) => cell.value)).toEqual([...headings, "Outcome", "Reason"]);
    expect(back[1]?.slice(5).map((cell) => cell.value)).toEqual(["Applied", ""]);
  });
});

describe("reasonText: each distinct reason once per row, naming its columns", () => {
  const required = "This field is required";
  const heldBack = eligibilityMessages.heldBack;
  it.each<[string, ResultReason[], string]>([
    ["nothing", [], ""],
    [
      "one error with its column",
      [{ column: "Birth Date", message: "Please enter a valid date" }],
      "Birth Date: Please enter a valid date",
    ],
    ["a sentence without a column", [heldBack], heldBack],
    ["the held-back sentence said twice", [heldBack, { column: null, message: heldBack }], heldBack],
    [
      "one message on two columns",
      [
        { column: "SSN", message: required },
        { column: "Subscriber SSN", message: required },
      ],
      `SSN, Subscriber SSN: ${required}`,
    ],
    [
      "one message twice on one column",
      [
        { column: "SSN", message: required },
        { column: "SSN", message: required },
      ],
      `SSN: ${required}`,
    ],
    [
      "a refusal's reason that is also its error's message: where first said, with the error's column",
      [
        required,
        { column: "Birth Date", message: "Please enter a valid date" },
        { column: "SSN", message: required },
      ],
      `SSN: ${required}; Birth Date: Please enter a valid date`,
    ],
    ["blank ones left out", ["  ", { column: " ", message: required }], required],
  ])("%s", (_, reasons, text) => {
    expect(reasonText(reasons)).toBe(text);
  });

  it("the results file writes a repeated reason once", async () => {
    const back = await readBack(
      await resultsWorkbook({
        headings,
        rows: [
          {
            cells: ["Add", "987654321", "01"],
            outcome: "Refused",
            reasons: [
              heldBack,
              { column: null, message: heldBack },
              { column: "SSN", message: required },
              { column: "Subscriber SSN", message: required },
            ],
          },
        ],
      }),
    );
    expect(back[1]?.[6]?.value).toBe(`${heldBack}; SSN, Subscriber SSN: ${required}`);
  });
});

describe("resultOf: a stored row's Outcome and Reason", () => {
  const required = "This field is required";
  const error = (column: string | null, message: string) => ({ field: "ssn", column, message });
  it.each<[string, Parameters<typeof resultOf>[0], string | null, string, string]>([
    [
      "refused with its first error's message as the reason, that message on two columns",
      {
        outcome: "error",
        applied: "refused",
        proposedTermination: false,
        errors: [error("SSN", required), error("Subscriber SSN", required)],
      },
      required,
      "Refused",
      `SSN, Subscriber SSN: ${required}`,
    ],
    [
      "held back by another row: the sentence once",
      {
        outcome: "error",
        applied: "refused",
        proposedTermination: false,
        errors: [error(null, eligibilityMessages.heldBack)],
      },
      eligibilityMessages.heldBack,
      "Refused",
      eligibilityMessages.heldBack,
    ],
    [
      "refused on applying for a reason of its own, before its errors",
      { outcome: "change", applied: "refused", proposedTermination: false, errors: [] },
      "You are not authorized to modify this group",
      "Refused",
      "You are not authorized to modify this group",
    ],
    [
      "not applied yet: the errors, each once",
      {
        outcome: "error",
        applied: "no",
        proposedTermination: false,
        errors: [error("SSN", required), error("SSN", required)],
      },
      null,
      "Error",
      `SSN: ${required}`,
    ],
    [
      "applied: what it did",
      { outcome: "addEmployee", applied: "applied", proposedTermination: false, errors: [] },
      null,
      "Applied",
      "Add employee",
    ],
  ])("%s", (_, row, appliedReason, outcome, reason) => {
    const result = resultOf(row, appliedReason);
    expect(result.outcome).toBe(outcome);
    expect(reasonText(result.reasons)).toBe(reason);
  });
});
