import { describe, expect, it } from "vitest";
import { eligibilityMemberRowSchema } from "../memberRow.js";
import { censusColumns, censusHeadingKey } from "./columns.js";
import {
  censusCode,
  columnLetter,
  normalizeCensusDate,
  normalizeCensusSsn,
  readCensus,
  readCensusHeadings,
} from "./readCensus.js";

const headings = ["Action", "Subscriber SSN", "Relationship", "SSN", "First Name", "Last Name", "Birth Date"];

describe("censusColumns (docs/features/bulk-eligibility.md Census spreadsheets)", () => {
  it("names every heading once, whatever its case or spacing", () => {
    const keys = censusColumns.map((column) => censusHeadingKey(column.heading));
    expect(new Set(keys).size).toBe(keys.length);
  });
  it("repeats the coverage block per coverage type", () => {
    const medical = censusColumns.filter((column) => column.coverageType === "MEDICAL").map((c) => c.heading);
    expect(medical).toEqual([
      "Medical Group",
      "Medical Plan",
      "Medical Effective Date",
      "Medical End Date",
      "Medical Cancel Reason",
      "Medical Tobacco",
      "Medical Tobacco Usage Date",
      "Medical Report Codes",
    ]);
    // Six columns per coverage type; medical also asks the tobacco answer and its date.
    expect(censusColumns.filter((column) => column.coverageType).length).toBe(6 * 6 + 2);
  });
  it("describes every column", () => {
    for (const column of censusColumns) expect(column.description).not.toBe("");
  });
});

describe("cell readers", () => {
  it.each([
    ["2025-02-01", "02/01/2025"],
    ["2025-2-1", "02/01/2025"],
    ["2025-02-01T00:00:00.000Z", "02/01/2025"],
    ["2/1/2025", "02/01/2025"],
    ["02-01-2025", "02/01/2025"],
    ["02/30/2025", "02/30/2025"],
    ["2025-13-01", "2025-13-01"],
    ["1 Feb 2025", "1 Feb 2025"],
    ["2/1/25", "2/1/25"],
  ])("date %s reads as %s", (cell, read) => {
    expect(normalizeCensusDate(cell)).toBe(read);
  });
  it.each([
    ["123-45-6789", "123456789"],
    ["123 45 6789", "123456789"],
    ["123456789", "123456789"],
    ["23456789", "023456789"],
    ["3456789", "003456789"],
    ["12-345", "12-345"],
    ["ABC-45-6789", "ABC-45-6789"],
    ["1234567890", "1234567890"],
  ])("SSN %s reads as %s", (cell, read) => {
    expect(normalizeCensusSsn(cell)).toBe(read);
  });
  it.each([
    ["18 - Self", "18"],
    ["PPO500 - Gold PPO", "PPO500"],
    ["18", "18"],
    ["Self-insured", "Self-insured"],
  ])("listed value %s keeps %s", (cell, read) => {
    expect(censusCode(cell)).toBe(read);
  });
  it.each([
    [0, "A"],
    [25, "Z"],
    [26, "AA"],
    [701, "ZZ"],
    [702, "AAA"],
  ])("column %i is %s", (index, letter) => {
    expect(columnLetter(index)).toBe(letter);
  });
});

describe("readCensus: rows", () => {
  it("reads a subscriber and a dependent with their coverage, as the row model", () => {
    const { rows, problems } = readCensus([
      [...headings, "Medical Group", "Medical Plan", "Medical Effective Date", "Dental Group", "Dental Plan"],
      [
        "Add",
        "123-45-6789",
        "18 - Self",
        "123-45-6789",
        " Maria ",
        "Lopez",
        "1986-04-17",
        "G100",
        "PPO500 - Gold",
        "2/1/2025",
        "",
        "",
      ],
      [
        "add",
        "123456789",
        "01",
        "",
        "Luis",
        "Lopez",
        "05/02/1985",
        "G100",
        "PPO500",
        "02/01/2025",
        "G200",
        "DEN1",
      ],
    ]);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(eligibilityMemberRowSchema.parse(row)).toEqual(row);
    expect(rows[0]).toEqual({
      source: { kind: "row", row: 2 },
      action: "add",
      subscriberSsn: "123456789",
      relationshipCode: "18",
      ssn: "123456789",
      firstName: "Maria",
      lastName: "Lopez",
      birthDate: "04/17/1986",
      coverages: [
        { coverageType: "MEDICAL", groupNumber: "G100", productId: "PPO500", effectiveDate: "02/01/2025" },
      ],
      columns: {
        action: "Action",
        subscriberSsn: "Subscriber SSN",
        relationshipCode: "Relationship",
        ssn: "SSN",
        firstName: "First Name",
        lastName: "Last Name",
        birthDate: "Birth Date",
        "coverages.0.groupNumber": "Medical Group",
        "coverages.0.productId": "Medical Plan",
        "coverages.0.effectiveDate": "Medical Effective Date",
      },
    });
    expect(rows[1]?.coverages.map((line) => line.coverageType)).toEqual(["MEDICAL", "DENTAL"]);
    expect(rows[1]?.columns["coverages.1.productId"]).toBe("Dental Plan");
    expect(rows[1]?.ssn).toBeUndefined();
  });

  it.each([
    ["Add", "add"],
    ["CHANGE", "change"],
    ["Terminate", "terminate"],
    ["term", "terminate"],
    [" Reinstate ", "reinstate"],
    ["", "audit"],
  ])("action %j is %s", (word, action) => {
    const { rows } = readCensus([headings, [word, "123456789", "18"]]);
    expect(rows[0]?.action).toBe(action);
  });

  it("takes every row as compared with what is on file when there is no Action column", () => {
    const { rows } = readCensus([
      ["Subscriber SSN", "Relationship"],
      ["123456789", "18"],
    ]);
    expect(rows[0]?.action).toBe("audit");
    expect(rows[0]?.columns.action).toBeUndefined();
  });

  it.each([
    ["lower case", "subscriber ssn"],
    ["no spaces", "SubscriberSSN"],
    ["underscores", "SUBSCRIBER_SSN"],
    ["extra spaces", "  Subscriber   SSN "],
  ])("matches a heading written in %s, and records it as written", (_case, heading) => {
    const { rows, problems } = readCensus([
      [heading, "Relationship"],
      ["123456789", "18"],
    ]);
    expect(problems).toEqual([]);
    expect(rows[0]?.subscriberSsn).toBe("123456789");
    expect(rows[0]?.columns.subscriberSsn).toBe(heading.trim());
  });

  it("skips blank rows and the template's example row, keeping each row's own number", () => {
    const { rows } = readCensus([
      headings,
      ["Example", "123-45-6789", "18 - Self"],
      ["", "", "  "],
      [],
      ["Add", "987654321", "18"],
    ]);
    expect(rows.map((row) => row.source)).toEqual([{ kind: "row", row: 5 }]);
  });

  it("reads the results file back: Outcome and Reason are ignored, a neutralised value loses its apostrophe", () => {
    const { rows, problems } = readCensus([
      [...headings, "Outcome", "Reason"],
      [
        "Change",
        "123456789",
        "18",
        "",
        "'=Maria",
        "'-Lopez",
        "",
        "Refused",
        "Please enter a valid first name",
      ],
    ]);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ firstName: "=Maria", lastName: "-Lopez" });
  });

  it("keeps a wrong value as written, for the screens' schemas to judge", () => {
    const { rows } = readCensus([headings, ["Add", "12-34", "Spouse", "", "", "", "02/30/1986"]]);
    expect(rows[0]).toMatchObject({
      subscriberSsn: "12-34",
      relationshipCode: "Spouse",
      birthDate: "02/30/1986",
    });
    expect(rows[0]?.firstName).toBeUndefined();
  });

  it("gives a row without its subscriber's SSN or relationship empty ones, for their schemas to report", () => {
    const { rows } = readCensus([headings, ["Change", "", "", "", "Maria"]]);
    expect(rows[0]).toMatchObject({ subscriberSsn: "", relationshipCode: "", firstName: "Maria" });
  });

  it("keeps a coverage block whose group is blank as a line, for the group's own check", () => {
    const { rows } = readCensus([
      [
        "Subscriber SSN",
        "Relationship",
        "Vision Group",
        "Vision Plan",
        "Vision End Date",
        "Vision Cancel Reason",
      ],
      ["123456789", "18", "", "VIS1", "2025-12-31", "01 - Voluntary"],
    ]);
    expect(rows[0]?.coverages).toEqual([
      {
        coverageType: "VISION",
        groupNumber: "",
        productId: "VIS1",
        endDate: "12/31/2025",
        cancelReasonCode: "01",
      },
    ]);
  });
});

describe("readCensus: problems of the file's shape", () => {
  it.each([
    [
      "an empty table",
      [],
      [{ row: 1, column: "A", message: "The first row must hold the column headings." }],
    ],
    [
      "a blank heading row",
      [
        ["", ""],
        ["123456789", "18"],
      ],
      [{ row: 1, column: "A", message: "The first row must hold the column headings." }],
    ],
    [
      "an unknown heading",
      [["Subscriber SSN", "Relationship", "Brith Date"]],
      [{ row: 1, column: "Brith Date", message: 'The heading "Brith Date" is not a census column.' }],
    ],
    [
      "a heading twice",
      [["Subscriber SSN", "Relationship", "first name", "First Name"]],
      [{ row: 1, column: "First Name", message: 'The heading "First Name" appears more than once.' }],
    ],
    [
      "missing required headings",
      [["SSN", "First Name"]],
      [
        { row: 1, column: "Subscriber SSN", message: 'The heading "Subscriber SSN" is missing.' },
        { row: 1, column: "Relationship", message: 'The heading "Relationship" is missing.' },
      ],
    ],
  ])("refuses the whole file for %s", (_case, table, problems) => {
    expect(readCensus(table)).toEqual({ rows: [], problems });
  });

  it.each([
    ["a value beyond the last heading", ["Add", "123456789", "18", "", "", "", "", "extra"], "H"],
    ["a value under a blank heading", ["Add", "123456789", "18", "", "", "", "", "", "", "x"], "J"],
  ])("leaves out a row with %s, and reads the others", (_case, cells, column) => {
    const table = [
      [...headings, "", "Medical Group", ""],
      ["Add", "111223333", "18"],
      cells,
      ["Add", "444556666", "18", "", "", "", "", "", "G1", ""],
    ];
    const { rows, problems } = readCensus(table);
    expect(problems).toEqual([
      { row: 3, column, message: "This row has a value in a column without a heading." },
    ]);
    expect(rows.map((row) => row.source)).toEqual([
      { kind: "row", row: 2 },
      { kind: "row", row: 4 },
    ]);
  });

  it("leaves out a row with an unknown action word, without quoting the cell", () => {
    const { rows, problems } = readCensus([
      headings,
      ["Delete", "123456789", "18"],
      ["Add", "123456789", "18"],
    ]);
    expect(problems).toEqual([
      {
        row: 2,
        column: "Action",
        message: "The action must be Add, Change, Terminate or Reinstate, or left blank.",
      },
    ]);
    expect(rows).toHaveLength(1);
  });

  it("never quotes a cell's value in a row's problem", () => {
    const { problems } = readCensus([
      ["Subscriber SSN", "Relationship"],
      ["123-45-6789", "18", "987-65-4321"],
    ]);
    expect(problems).toHaveLength(1);
    expect(JSON.stringify(problems)).not.toMatch(/\d{3}-?\d{2}-?\d{4}/);
  });
});

describe("readCensusHeadings: the streaming reader, the headings first and then one row at a time", () => {
  it.each([
    ["a blank heading row", ["", ""], "The first row must hold the column headings."],
    ["no heading row at all", [], "The first row must hold the column headings."],
    [
      "an unknown heading",
      ["Subscriber SSN", "Relationship", "Brith Date"],
      'The heading "Brith Date" is not a census column.',
    ],
  ])("refuses the whole file for %s, before any row", (_case, cells, message) => {
    const reading = readCensusHeadings(cells);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? [] : reading.problems.map((p) => p.message)).toContain(message);
  });

  it.each([
    ["a member row", ["Add", "123-45-6789", "18"], 7, { kind: "row" }],
    ["a blank row", ["", " "], 7, { kind: "skip" }],
    ["the template's example row", ["Example", "123456789", "18"], 7, { kind: "skip" }],
    [
      "an unknown action word",
      ["Delete", "123456789", "18"],
      7,
      {
        kind: "problem",
        problem: { row: 7, column: "Action", message: expect.stringContaining("Add, Change") },
      },
    ],
    [
      "a value beyond the last heading",
      ["Add", "123456789", "18", "", "", "", "", "extra"],
      9,
      {
        kind: "problem",
        problem: { row: 9, column: "H", message: "This row has a value in a column without a heading." },
      },
    ],
  ])("reads %s at the row number it is given", (_case, cells, rowNumber, reading) => {
    const headingsRead = readCensusHeadings(headings);
    if (!headingsRead.ok) throw new Error("the headings should read");
    expect(headingsRead.readRow(cells, rowNumber)).toMatchObject(reading);
  });

  it("a member row is the one readCensus reads, numbered as given (a sheet's gaps kept)", () => {
    const cells = ["Add", "123-45-6789", "18 - Self", "", "Maria", "Lopez", "1986-04-17"];
    const headingsRead = readCensusHeadings(headings);
    if (!headingsRead.ok) throw new Error("the headings should read");
    const streamed = headingsRead.readRow(cells, 5);
    const whole = readCensus([headings, [], [], [], cells]).rows[0];
    expect(streamed).toEqual({ kind: "row", row: whole });
    expect(whole?.source).toEqual({ kind: "row", row: 5 });
  });

  it("holds nothing of the rows it read: each call answers its own row", () => {
    const headingsRead = readCensusHeadings(headings);
    if (!headingsRead.ok) throw new Error("the headings should read");
    const first = headingsRead.readRow(["Add", "111223333", "18"], 2);
    const second = headingsRead.readRow(["Add", "444556666", "18"], 3);
    expect(first).toMatchObject({ kind: "row", row: { subscriberSsn: "111223333", source: { row: 2 } } });
    expect(second).toMatchObject({ kind: "row", row: { subscriberSsn: "444556666", source: { row: 3 } } });
  });
});
