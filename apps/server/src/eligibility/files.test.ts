import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import type {
  ApiErrorBody,
  EligibilityFileRefusalDetails,
  EligibilityImport,
  EligibilityImportRow,
} from "@epr/contract";
import {
  type EligibilityMemberRow,
  eligibilityMessages,
  employeeRecordSchema,
  read834,
  write834,
} from "@epr/domain";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import type { EmployeeSsns } from "../employees/change.js";
import { serverJobs } from "../jobs/handlers.js";
import { createJobRunner } from "../jobs/runner.js";
import { latestOutbox, outboxMailer } from "../mail/mailer.js";
import { type Agent, writeTestApp } from "../test-support/employeeWrites.js";
import { born, effective, freshSsn } from "../test-support/submissions.js";
import { employeeRows } from "./downloads.js";
import { withEntriesFirst } from "./file-type.js";
import { importPagePath } from "./notify.js";
import { WORKBOOK_PARTS } from "./read-file.js";
import { craftZip, XLSX_TYPES } from "./test-zip.js";

/**
 * The files of eligibility in bulk on the server: an upload (CSV, .xlsx, 834) starts an import as
 * POST /eligibility/imports does; a refused file answers 422 eligibility_file_refused and stores
 * nothing; the template, the results file and a group's 834 are downloaded; a long job e-mails.
 * Group 100114 asks no Plan Coverage answers a file cannot carry (as in imports.test.ts).
 */

const {
  t,
  agents: { admin },
} = writeTestApp({ admin: ["files.admin", "100001", "Modify"] });

let GROUP = "";
let PRODUCT = "";
let OTHER_GROUP = "";
beforeAll(async () => {
  await t.db.query(
    `update groups set additional = additional || '{"tobaccoQuestionRequired": false, "providerRequired": false}'::jsonb
      where group_number = '100114'`,
  );
  await t.db.query("update group_report_codes set required = false where group_number = '100114'");
  const { rows } = await t.db.query<{ product_id: string }>(
    `select product_id from group_products where group_number = '100114' and coverage_type = 'MEDICAL'
      order by product_id limit 1`,
  );
  GROUP = "100114";
  PRODUCT = rows[0]?.product_id ?? "";
  const other = await t.db.query<{ group_number: string }>(
    `select g.group_number from groups g join clients c on c.id = g.client_id
      where c.client_number = '100005' order by g.group_number limit 1`,
  );
  OTHER_GROUP = other.rows[0]?.group_number ?? "";
  if (!PRODUCT || !OTHER_GROUP) throw new Error("the seed lacks the groups this test uses");
});

const config = { delayedProcessingSeconds: 0, flags: { SEP: false, ALERTS: false } };

/** Runs every due job until none is left; `mail` gives the jobs the outbox and the portal's address. */
async function runJobs(mail = false) {
  const runner = createJobRunner({
    db: t.db,
    handlers: serverJobs({
      vault: t.vault,
      config,
      ...(mail ? { mailer: outboxMailer(t.db), publicOrigin: () => "https://portal.example" } : {}),
    }).handlers,
    log: () => {},
    backoffMs: () => 0,
  });
  for (let i = 0; i < 20; i += 1) if ((await runner.runDue()).claimed === 0) return;
}

const HEADINGS = [
  "Action",
  "Subscriber SSN",
  "Relationship",
  "First Name",
  "Last Name",
  "Gender",
  "Birth Date",
  "Address 1",
  "City",
  "State",
  "ZIP",
  "Other Insurance",
  "Medicare Eligible",
  "Medical Group",
  "Medical Plan",
  "Medical Effective Date",
];
/** A census row adding a new employee with medical coverage in `group`. */
const addRow = (ssn: string, last: string, group = GROUP, birthDate = born(40)) => [
  "Add",
  ssn,
  "18",
  "Quinn",
  last,
  "F",
  birthDate,
  "1 Dock Road",
  "Philadelphia",
  "PA",
  "19103",
  "No",
  "No",
  group,
  PRODUCT,
  effective,
];
const csv = (rows: string[][]) => Buffer.from([HEADINGS, ...rows].map((r) => r.join(",")).join("\r\n"));

async function xlsx(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Census");
  for (const row of [HEADINGS, ...rows]) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(agent: Agent, fileName: string, bytes: Buffer | string) {
  return agent.request(`/api/eligibility/imports/files?fileName=${encodeURIComponent(fileName)}`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream" },
    body: typeof bytes === "string" ? bytes : new Uint8Array(bytes),
  });
}

const importCount = async () =>
  (await t.db.query<{ n: number }>("select count(*)::int as n from eligibility_imports")).rows[0]?.n;

async function started(res: Response): Promise<EligibilityImport> {
  const body = (await res.json()) as EligibilityImport;
  expect(res.status, JSON.stringify(body)).toBe(202);
  return body;
}

/** A workbook as exceljs reads it back. */
async function workbookOf(res: Response) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  return book;
}
const valuesOf = (row: ExcelJS.Row) => Array.from((row.values as unknown[]).slice(1), (v) => String(v ?? ""));

describe("an uploaded file starts an import, read by its content", () => {
  it("a CSV census: 202 with the import, its row judged like the screens' add", async () => {
    const imp = await started(await upload(admin, "hr-feed.csv", csv([addRow(freshSsn(), "Csv")])));
    expect(imp).toMatchObject({ fileName: "hr-feed.csv", kind: "census", status: "judging", rowCount: 1 });
    await runJobs();
    const rows = await (await admin.request(`/api/eligibility/imports/${imp.importId}/rows`)).json();
    expect(rows.rows[0]).toMatchObject({ outcome: "addEmployee", errors: [] });
  });

  it("an .xlsx census (named .csv: the content decides)", async () => {
    const imp = await started(
      await upload(admin, "named-wrong.csv", await xlsx([addRow(freshSsn(), "Xlsx")])),
    );
    expect(imp).toMatchObject({ kind: "census", rowCount: 1 });
  });

  it("an 834 with two adds", async () => {
    const member = (ssn: string, last: string): EligibilityMemberRow => ({
      source: { kind: "row", row: 1 },
      action: "add",
      subscriberSsn: ssn,
      relationshipCode: "18",
      ssn,
      firstName: "Edi",
      lastName: last,
      gender: "M",
      birthDate: born(35),
      coverages: [
        { groupNumber: GROUP, coverageType: "MEDICAL", productId: PRODUCT, effectiveDate: effective },
      ],
      columns: {},
    });
    const text = write834({
      sender: { id: "HRSYSTEM" },
      receiver: { id: "PORTAL" },
      interchangeControlNumber: 7,
      createdAt: new Date(),
      sponsor: { name: "CLIENT 100001" },
      payer: { name: "CARRIER" },
      fullFile: false,
      rows: [member(freshSsn(), "One"), member(freshSsn(), "Two")],
    });
    const imp = await started(await upload(admin, "carrier.834", text));
    expect(imp).toMatchObject({ kind: "edi834", fullFile: false, rowCount: 2 });
  });
});

describe("a refused file answers 422 eligibility_file_refused and stores nothing", () => {
  const corpus = (name: string) =>
    readFileSync(
      fileURLToPath(
        new URL(`../../../../packages/domain/src/eligibility/edi834/corpus/${name}`, import.meta.url),
      ),
    );
  /** 2 MB of zeros packed to a few kB: grows far more than 100 times. */
  const zipBomb = () =>
    craftZip([
      { name: "[Content_Types].xml", data: XLSX_TYPES },
      { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(2 * 1024 * 1024) },
    ]);
  const tooManyRows = () =>
    Buffer.from(
      `Subscriber SSN,Relationship\n${Array.from({ length: 100_001 }, (_, i) => `${100000000 + i},18`).join("\n")}`,
    );

  it.each([
    [
      "a PNG",
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      "unknown-type",
    ],
    ["an empty file", () => Buffer.alloc(0), "empty"],
    ["more than 20 MB", () => Buffer.alloc(20 * 1024 * 1024 + 1, 0x41), "too-big"],
    ["more than 100,000 rows", tooManyRows, "too-many-rows"],
    ["a zip bomb", zipBomb, "inflates-too-much"],
    ["census headings missing", () => Buffer.from("First Name,Last Name\nAda,Lovelace\n"), "census-shape"],
    ["a malformed 834 (SE count)", () => corpus("se-count.edi"), "edi834"],
  ])("%s", async (_case, bytes, reason) => {
    const before = await importCount();
    const res = await upload(admin, "bad.file", bytes());
    const body = (await res.json()) as ApiErrorBody;
    expect(res.status, JSON.stringify(body)).toBe(422);
    expect(body.code).toBe("eligibility_file_refused");
    expect(body.message).not.toBe("");
    expect((body.details as EligibilityFileRefusalDetails).reason).toBe(reason);
    expect(await importCount()).toBe(before);
  });

  it("a malformed 834 names the segment, its id and what is wrong, and carries the 999", async () => {
    const res = await upload(admin, "bad.834", corpus("se-count.edi"));
    const body = (await res.json()) as ApiErrorBody;
    const details = body.details as EligibilityFileRefusalDetails;
    const first = details.errors?.[0];
    expect(first).toMatchObject({ segmentId: expect.any(String), message: expect.any(String) });
    expect(body.message).toContain(`segment ${first?.segment} (${first?.segmentId})`);
    expect(details.ack999).toMatch(/^ISA\*/);
    expect(details.ack999).toContain("AK9*R");
  });

  it("a census row out of shape is listed with its row and column", async () => {
    const res = await upload(
      admin,
      "stray.csv",
      Buffer.from(`${HEADINGS.join(",")}\n${addRow(freshSsn(), "X").join(",")},stray\n`),
    );
    const details = ((await res.json()) as ApiErrorBody).details as EligibilityFileRefusalDetails;
    expect(res.status).toBe(422);
    expect(details.problems?.[0]).toMatchObject({ row: 2, column: "Q" });
  });

  it("a row in another client's group refuses the file as the JSON route does (404), nothing stored", async () => {
    const before = await importCount();
    const res = await upload(
      admin,
      "other.csv",
      csv([addRow(freshSsn(), "Mine"), addRow(freshSsn(), "Theirs", OTHER_GROUP)]),
    );
    expect(res.status).toBe(404);
    const json = await admin.request("/api/eligibility/imports", {
      method: "POST",
      body: JSON.stringify({
        fileName: "other.csv",
        rows: [
          {
            source: { kind: "row", row: 2 },
            action: "add",
            subscriberSsn: freshSsn(),
            relationshipCode: "18",
            coverages: [{ groupNumber: OTHER_GROUP, coverageType: "MEDICAL" }],
            columns: {},
          },
        ],
      }),
    });
    expect(json.status).toBe(404);
    expect(await importCount()).toBe(before);
  });
});

describe("downloads", () => {
  it("the census template of the chosen client, with its groups and plans", async () => {
    const res = await admin.request("/api/eligibility/template");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="census-template-100001.xlsx"');
    // exceljs's streaming reader: a full load would expand the drop-downs' 100,000 rows cell by cell.
    const sheets: Record<string, string[][]> = {};
    // Its parts in the order that reader needs, as the server's own reads do (file-type.ts, exceljs 3064).
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(
      Readable.from([withEntriesFirst(Buffer.from(await res.arrayBuffer()), WORKBOOK_PARTS)]),
      {},
    );
    for await (const worksheet of reader as AsyncIterable<AsyncIterable<ExcelJS.Row> & { name: string }>) {
      const rows: string[][] = [];
      for await (const row of worksheet) rows.push(valuesOf(row));
      sheets[worksheet.name] = rows;
    }
    // The seeded groups ask the tobacco question and require report codes: the template asks them too.
    expect(sheets.Census?.[0]).toEqual(
      expect.arrayContaining([
        "Action",
        "Subscriber SSN",
        "Relationship",
        "Medical Plan",
        "Medical Tobacco",
        "Medical Report Codes",
      ]),
    );
    const lists = (sheets.Lists ?? []).flat();
    expect(lists.some((value) => value.startsWith(GROUP))).toBe(true);
    expect(lists.some((value) => value.startsWith(PRODUCT))).toBe(true);
  });

  it("the results file lists every row with its outcome and reason; the 834 of the day reads back", async () => {
    const good = freshSsn();
    const imp = await started(
      await upload(
        admin,
        "results.csv",
        csv([addRow(good, "Applied"), addRow(freshSsn(), "Refused", GROUP, "02/30/1980")]),
      ),
    );
    await runJobs();
    const apply = await admin.request(`/api/eligibility/imports/${imp.importId}/apply`, {
      method: "POST",
      headers: { "idempotency-key": randomUUID() },
      body: JSON.stringify({ mode: "validOnly", terminations: [] }),
    });
    expect(apply.status).toBe(202);
    await runJobs();

    const res = await admin.request(`/api/eligibility/imports/${imp.importId}/results`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="eligibility-results-${imp.importId}.xlsx"`,
    );
    const sheet = (await workbookOf(res)).getWorksheet("Results") as ExcelJS.Worksheet;
    const heading = valuesOf(sheet.getRow(1));
    const at = (name: string) => heading.indexOf(name);
    expect(heading.slice(-2)).toEqual(["Outcome", "Reason"]);
    const [applied, refused] = [valuesOf(sheet.getRow(2)), valuesOf(sheet.getRow(3))];
    expect(applied[at("Subscriber SSN")]).toBe(good);
    expect(applied[at("Outcome")]).toBe("Applied");
    expect(refused[at("Outcome")]).toBe("Refused");
    expect(refused[at("Reason")]).toContain("Birth Date");

    // Another client's administrator: as if the import did not exist.
    const other = await t.adminAgent("files.other", "100005", "Modify");
    expect((await other.request(`/api/eligibility/imports/${imp.importId}/results`)).status).toBe(404);
    // An administrator of the client with View on the group reads the rows with their SSNs masked
    // (the full-SSN rule), and may not download the group's 834, which holds every SSN in full.
    const viewer = await t.adminAgent("files.viewer", "100001", "View");
    const viewed = await viewer.request(`/api/eligibility/imports/${imp.importId}/results`);
    expect(viewed.status).toBe(200);
    const viewedSheet = (await workbookOf(viewed)).getWorksheet("Results") as ExcelJS.Worksheet;
    const viewedSsn = valuesOf(viewedSheet.getRow(2))[at("Subscriber SSN")] ?? "";
    expect(viewedSsn).not.toContain(good);
    expect(viewedSsn).toContain(good.slice(-4));
    expect((await viewer.request(`/api/eligibility/834?groupNumber=${GROUP}&full=true`)).status).toBe(403);

    const day = new Date().toISOString().slice(0, 10);
    const us = `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
    const edi = await admin.request(`/api/eligibility/834?groupNumber=${GROUP}&from=${us}&to=${us}`);
    expect(edi.status).toBe(200);
    expect(edi.headers.get("content-disposition")).toBe(
      `attachment; filename="${GROUP}-${day.replace(/-/g, "")}.834"`,
    );
    const read = read834(await edi.text());
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const added = read.transactions.flatMap((s) => s.rows).find((r) => r.ssn === good);
    expect(added).toMatchObject({ action: "add", lastName: "Applied", relationshipCode: "18" });
    expect(added?.coverages).toEqual([
      expect.objectContaining({
        groupNumber: GROUP,
        coverageType: "MEDICAL",
        productId: PRODUCT,
        effectiveDate: effective,
      }),
    ]);
  });

  it("a group's full 834 (030) reads back with the same members and lines as on file", async () => {
    const res = await admin.request(`/api/eligibility/834?groupNumber=${GROUP}&full=true`);
    expect(res.status).toBe(200);
    const read = read834(await res.text());
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.transactions[0]?.fullFile).toBe(true);
    const { rows } = await t.db.query<{ record: unknown; ssn_encrypted: string }>(
      `select e.record, e.ssn_encrypted from employees e join employee_groups g on g.umi = e.umi and g.group_number = $1
        where e.status = 'active' and g.status = 'active' order by e.umi`,
      [GROUP],
    );
    const expected = rows.flatMap((row) =>
      employeeRows(
        employeeRecordSchema.parse(row.record),
        JSON.parse(t.vault.decrypt(row.ssn_encrypted)) as EmployeeSsns,
        GROUP,
        "audit",
      ),
    );
    const key = (r: EligibilityMemberRow) =>
      `${r.subscriberSsn} ${r.ssn ?? ""} ${r.coverages.map((c) => `${c.coverageType}:${c.productId}:${c.effectiveDate}`).join("|")}`;
    const got = read.transactions.flatMap((s) => s.rows);
    expect(expected.length).toBeGreaterThan(0);
    expect(got.map(key).sort()).toEqual(expected.map(key).sort());
    expect(got.every((r) => r.action === "audit")).toBe(true);
  });

  it("the 834 needs a group the session reads, and dates or full=true", async () => {
    expect((await admin.request(`/api/eligibility/834?groupNumber=${OTHER_GROUP}&full=true`)).status).toBe(
      404,
    );
    expect((await admin.request(`/api/eligibility/834?groupNumber=${GROUP}`)).status).toBe(400);
    expect(
      (await admin.request(`/api/eligibility/834?groupNumber=${GROUP}&from=02/30/2026&to=03/01/2026`)).status,
    ).toBe(400);
  });
});

describe("the add flow's Plan Coverage answers a census carries", () => {
  it("a group asking tobacco and requiring report codes: without them the screens' messages, with them an add", async () => {
    const { rows } = await t.db.query<{ group_number: string; product_id: string }>(
      `select g.group_number, min(p.product_id) as product_id from groups g
         join clients c on c.id = g.client_id
         join group_products p on p.group_number = g.group_number and p.coverage_type = 'MEDICAL'
        where c.client_number = '100001' and g.status = 'active' and g.group_number <> '100114'
          and coalesce((g.additional ->> 'tobaccoQuestionRequired')::boolean, false)
          and not coalesce((g.additional ->> 'providerRequired')::boolean, false)
          and exists (select 1 from group_report_codes r where r.group_number = g.group_number and r.required)
        group by g.group_number order by g.group_number limit 1`,
    );
    const asking = rows[0];
    if (!asking) throw new Error("no seeded group of 100001 asks tobacco and requires report codes");
    const { rows: codes } = await t.db.query<{
      abbreviated_type: string;
      allowed_values: string[];
      max_length: number;
    }>(
      `select abbreviated_type, allowed_values, max_length from group_report_codes
        where group_number = $1 order by position`,
      [asking.group_number],
    );
    const reportCodes = codes.map((c) => `${c.abbreviated_type}=${c.allowed_values[0] ?? "A"}`).join("; ");
    const headings = [...HEADINGS, "Medical Tobacco", "Medical Tobacco Usage Date", "Medical Report Codes"];
    const row = (ssn: string, tobacco: string, codesText: string) => [
      ...addRow(ssn, "Answers", asking.group_number).map((cell) =>
        cell === PRODUCT ? asking.product_id : cell,
      ),
      tobacco,
      "",
      codesText,
    ];
    const file = Buffer.from(
      [
        headings,
        row(freshSsn(), "", ""),
        row(freshSsn(), "N - No", reportCodes),
        row(freshSsn(), "Maybe", "DIV"),
      ]
        .map((r) => r.join(","))
        .join("\n"),
    );
    const imp = await started(await upload(admin, "answers.csv", file));
    await runJobs();
    const page = await (await admin.request(`/api/eligibility/imports/${imp.importId}/rows`)).json();
    const [without, withAnswers, wrong] = page.rows as EligibilityImportRow[];
    expect(without?.outcome).toBe("error");
    expect(withAnswers?.errors).toEqual([]);
    expect(withAnswers?.outcome).toBe("addEmployee");
    expect(wrong?.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ column: "Medical Tobacco", message: eligibilityMessages.tobaccoStatus }),
        expect.objectContaining({ column: "Medical Report Codes", message: eligibilityMessages.reportCodes }),
      ]),
    );
  });
});

describe("a long job's end is e-mailed to the administrator who started it", () => {
  it("judging that took over 60 seconds: the file's name, counts and the import's link; no SSN", async () => {
    const ssn = freshSsn();
    const imp = await started(await upload(admin, "long-feed.csv", csv([addRow(ssn, "Long")])));
    // The job was queued two minutes ago (its start is its creation).
    await t.db.query(
      "update jobs set created_at = now() - interval '2 minutes' where id = (select judge_job_id from eligibility_imports where id = $1)",
      [imp.importId],
    );
    await runJobs(true);
    const [mail] = await latestOutbox(t.db, 1);
    expect(mail?.recipient).toBe("files.admin@example.com");
    expect(mail?.subject).toBe("Your file long-feed.csv has been checked");
    expect(mail?.body).toContain("Add employee: 1");
    expect(mail?.body).toContain(`https://portal.example${importPagePath(imp.importId)}`);
    expect(mail?.body).not.toContain(ssn);
  });

  it("a quick job sends nothing", async () => {
    const before = (await latestOutbox(t.db, 1))[0]?.id;
    await started(await upload(admin, "quick.csv", csv([addRow(freshSsn(), "Quick")])));
    await runJobs(true);
    expect((await latestOutbox(t.db, 1))[0]?.id).toBe(before);
  });
});
