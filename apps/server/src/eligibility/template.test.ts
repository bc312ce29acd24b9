import { Readable } from "node:stream";
import { inflateRawSync } from "node:zlib";
import { readCensus } from "@epr/domain";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { withEntriesFirst, zipEntries } from "./file-type.js";
import { cellText, readEligibilityFile, WORKBOOK_PARTS } from "./read-file.js";
import { type CensusTemplateInput, censusTemplate } from "./template.js";

const input: CensusTemplateInput = {
  groups: [
    {
      groupNumber: "G100",
      name: "Northwind Dock",
      plans: [
        { coverageType: "MEDICAL", productId: "PPO500", name: "Gold PPO" },
        { coverageType: "DENTAL", productId: "DEN1", name: "Dental Basic" },
      ],
    },
    {
      groupNumber: "G200",
      name: "Northwind Office",
      plans: [{ coverageType: "MEDICAL", productId: "HMO10" }],
    },
  ],
  cancelReasons: [
    { value: "01", label: "01 - Voluntary" },
    { value: "03", label: "03 - Void" },
  ],
};

/**
 * Every sheet of a workbook as text (exceljs's streaming reader: the lists cover 100,000 rows), its
 * parts reordered first as the product's reader does: exceljs writes the workbook part last, and its
 * streaming reader then sometimes loses it (the upstream race `withEntriesFirst` describes).
 */
async function sheetsOf(bytes: Buffer): Promise<Record<string, string[][]>> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    Readable.from([withEntriesFirst(bytes, WORKBOOK_PARTS)]),
    {
      styles: "cache",
    },
  );
  const sheets: Record<string, string[][]> = {};
  for await (const worksheet of reader) {
    const rows: string[][] = [];
    for await (const row of worksheet) {
      const cells: string[] = [];
      row.eachCell((cell, column) => {
        cells[column - 1] = cellText(cell.value);
      });
      rows[row.number - 1] = Array.from(cells, (cell) => cell ?? "");
    }
    sheets[(worksheet as unknown as { name: string }).name] = rows;
  }
  return sheets;
}

/** One part of the workbook's zip, as text. */
function partOf(bytes: Buffer, name: string): string {
  const entry = zipEntries(bytes).find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no ${name}`);
  const at = entry.localOffset;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  return inflateRawSync(bytes.subarray(start, start + entry.compressedSize)).toString("utf8");
}

/** The Census sheet's drop-downs from its XML: the range each covers and the list it offers. */
function validationsOf(bytes: Buffer): { sqref: string; type: string; formula: string }[] {
  const xml = partOf(bytes, "xl/worksheets/sheet1.xml");
  return [...xml.matchAll(/<dataValidation ([^>]*)>\s*<formula1>([^<]*)<\/formula1>/g)].map(
    ([, attributes = "", formula = ""]) => ({
      sqref: /sqref="([^"]*)"/.exec(attributes)?.[1] ?? "",
      type: /type="([^"]*)"/.exec(attributes)?.[1] ?? "",
      formula,
    }),
  );
}

describe("censusTemplate: a census .xlsx made for one client", async () => {
  const bytes = await censusTemplate(input);
  const sheets = await sheetsOf(bytes);
  const census = sheets.Census ?? [];
  const headings = census[0] ?? [];
  const lists = sheets.Lists ?? [];
  /** A drop-down's entries, by the Census heading it serves. */
  const listFor = (heading: string) => {
    // Spreadsheet column letters: A…Z, then AA, AB, … (the coverage blocks run past Z).
    const letterOf = (index: number): string =>
      (index >= 26 ? letterOf(Math.floor(index / 26) - 1) : "") + String.fromCharCode(65 + (index % 26));
    const own = letterOf(headings.indexOf(heading));
    const validation = validationsOf(bytes).find((v) => v.sqref === `${own}2:${own}100001`);
    const match = /^Lists!\$([A-Z]+)\$2:\$[A-Z]+\$(\d+)$/.exec(validation?.formula ?? "");
    if (!match) return undefined;
    const column = (match[1] as string).charCodeAt(0) - 65;
    expect(lists[0]?.[column]).toBe(heading);
    return lists.slice(1, Number(match[2])).map((row) => row[column]);
  };

  it("has the census columns as headings, only for the coverage types the client offers", () => {
    expect(headings.slice(0, 4)).toEqual(["Action", "Subscriber SSN", "Relationship", "SSN"]);
    expect(headings).toContain("Medical Plan");
    expect(headings).toContain("Dental Cancel Reason");
    expect(headings.some((heading) => heading.startsWith("Vision"))).toBe(false);
  });

  it("has one example row, which the census reader skips when it is left in", async () => {
    expect(census).toHaveLength(2);
    expect(census[1]?.[0]).toBe("Example");
    expect(census[1]?.[headings.indexOf("Relationship")]).toBe("18 - Self");
    const file = await readEligibilityFile(bytes);
    expect(readCensus(file.kind === "census" ? file.table : [])).toEqual({ rows: [], problems: [] });
  });

  it("reads back, filled in, as member rows", async () => {
    const file = await readEligibilityFile(bytes);
    const table = file.kind === "census" ? file.table.map((row) => [...row]) : [];
    (table[1] as string[])[0] = "Add";
    const { rows, problems } = readCensus(table);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      action: "add",
      subscriberSsn: "123456789",
      relationshipCode: "18",
      birthDate: "04/17/1986",
      coverages: [
        { coverageType: "MEDICAL", groupNumber: "G100", productId: "PPO500", effectiveDate: "02/01/2025" },
      ],
    });
  });

  it("describes every column on the Columns sheet: heading, meaning, example, required", () => {
    const described = sheets.Columns ?? [];
    expect(described[0]).toEqual(["Heading", "What it means", "Example", "Required"]);
    expect(described.slice(1).map((row) => row[0])).toEqual(headings);
    expect(described.find((row) => row[0] === "Subscriber SSN")?.[3]).toBe("Yes");
    expect(described.find((row) => row[0] === "Birth Date")?.[2]).toBe("04/17/1986");
  });

  it.each([
    ["Action", ["Add", "Change", "Terminate", "Reinstate"]],
    ["Gender", ["M", "F"]],
    ["Medical Group", ["G100 - Northwind Dock", "G200 - Northwind Office"]],
    ["Medical Plan", ["PPO500 - Gold PPO", "HMO10"]],
    ["Dental Group", ["G100 - Northwind Dock"]],
    ["Dental Plan", ["DEN1 - Dental Basic"]],
    ["Medical Cancel Reason", ["01 - Voluntary", "03 - Void"]],
  ])("offers %s as a drop-down of the client's values", (heading, entries) => {
    expect(listFor(heading)).toEqual(entries);
  });

  it("offers the relationship codes with their labels, and the states", () => {
    expect(listFor("Relationship")).toEqual(
      expect.arrayContaining(["01 - Spouse", "18 - Self", "29 - Domestic Partner"]),
    );
    expect(listFor("State")).toHaveLength(51);
  });

  it("makes no drop-down of free text, and hides the lists' sheet", async () => {
    expect(listFor("First Name")).toBeUndefined();
    expect(validationsOf(bytes).every((validation) => validation.type === "list")).toBe(true);
    expect(partOf(bytes, "xl/workbook.xml")).toMatch(/<sheet [^>]*name="Lists"[^>]*state="hidden"/);
  });

  it("asks the tobacco answer and report codes only where the client's groups ask them", async () => {
    expect(headings).not.toContain("Medical Tobacco");
    expect(headings).not.toContain("Medical Report Codes");
    const asking = await sheetsOf(
      await censusTemplate({
        ...input,
        groups: [
          ...input.groups,
          {
            groupNumber: "G300",
            plans: [{ coverageType: "MEDICAL", productId: "EPO1" }],
            asksTobacco: true,
            reportCodes: [
              { abbreviatedType: "DIV", type: "Division", required: true, allowedValues: ["EAST", "WEST"] },
            ],
          },
        ],
      }),
    );
    const census = asking.Census ?? [];
    const at = (heading: string) => census[0]?.indexOf(heading) ?? -1;
    expect(at("Medical Tobacco")).toBeGreaterThan(0);
    expect(at("Medical Tobacco Usage Date")).toBeGreaterThan(0);
    expect(census[1]?.[at("Medical Report Codes")]).toBe("DIV=EAST");
    expect(census[0]).not.toContain("Dental Report Codes");
    const described = (asking.Columns ?? []).find((row) => row[0] === "Medical Report Codes");
    expect(described?.[1]).toContain("Group G300: DIV Division (required): EAST, WEST.");
    expect(listFor("Medical Tobacco")).toBeUndefined(); // the plain input asks no tobacco: no column, no list
  });

  it("offers every coverage type when the client has no plan on record", async () => {
    const all = await sheetsOf(
      await censusTemplate({ groups: [{ groupNumber: "G1", plans: [] }], cancelReasons: [] }),
    );
    expect(all.Census?.[0]).toEqual(
      expect.arrayContaining(["Vision Plan", "UCCI Dental Group", "Service End Date"]),
    );
  });
});
