import type { ApiErrorBody, EligibilityFileRefusalDetails, EligibilityImport } from "@epr/contract";
import { type EligibilityMemberRow, write834 } from "@epr/domain";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, writeTestApp } from "../test-support/employeeWrites.js";
import { born, effective, freshSsn } from "../test-support/submissions.js";
import { actingSession } from "./acting-session.js";
import { openUpload } from "./upload.js";

/**
 * The upload streams its rows into the import (docs/features/bulk-eligibility.md, Files on the
 * server): rows are read from the file as startImport stores them, 500 a statement in one
 * transaction, so a file refused anywhere (a problem in its last row, a group the session may not
 * read in its last batch) stores nothing, and a file of several batches stores every row in order.
 * An 834's rows too (stream834), its trailers' errors at the file's end refusing it as a whole.
 */

const {
  t,
  agents: { admin },
} = writeTestApp({ admin: ["upload.admin", "100001", "Modify"] });

const GROUP = "100114";
let PRODUCT = "";
let OTHER_GROUP = "";
beforeAll(async () => {
  const { rows } = await t.db.query<{ product_id: string }>(
    `select product_id from group_products where group_number = $1 and coverage_type = 'MEDICAL'
      order by product_id limit 1`,
    [GROUP],
  );
  PRODUCT = rows[0]?.product_id ?? "";
  const other = await t.db.query<{ group_number: string }>(
    `select g.group_number from groups g join clients c on c.id = g.client_id
      where c.client_number = '100005' order by g.group_number limit 1`,
  );
  OTHER_GROUP = other.rows[0]?.group_number ?? "";
  if (!PRODUCT || !OTHER_GROUP) throw new Error("the seed lacks the groups this test uses");
});

const HEADINGS = ["Action", "Subscriber SSN", "Relationship", "First Name", "Last Name", "Birth Date"];
const GROUP_HEADINGS = ["Medical Group", "Medical Plan", "Medical Effective Date"];
/** A census row adding an employee with medical coverage in `group`; its last name says where it stands. */
const addRow = (index: number, group = GROUP, action = "Add") => [
  action,
  freshSsn(),
  "18",
  "Stream",
  `Row${String.fromCharCode(65 + Math.floor(index / 676), 65 + (Math.floor(index / 26) % 26), 65 + (index % 26))}`,
  born(40),
  group,
  PRODUCT,
  effective,
];
/** An 834's member adding an employee with medical coverage in GROUP; its last name says where it stands. */
const member834 = (index: number, action: EligibilityMemberRow["action"] = "add"): EligibilityMemberRow => {
  const ssn = freshSsn();
  return {
    source: { kind: "row", row: index + 2 },
    action,
    subscriberSsn: ssn,
    relationshipCode: "18",
    ssn,
    firstName: "Stream",
    lastName: addRow(index)[4] as string,
    gender: "F",
    birthDate: born(40),
    coverages: [
      { groupNumber: GROUP, coverageType: "MEDICAL", productId: PRODUCT, effectiveDate: effective },
    ],
    columns: {},
  };
};
/** An 834 of `count` members (as write834 writes it, one set), `change` applied to its text. */
const edi834Of = (
  count: number,
  {
    fullFile = false,
    action = "add" as EligibilityMemberRow["action"],
    change = (text: string) => text,
  } = {},
) =>
  Buffer.from(
    change(
      write834({
        sender: { id: "HRSYSTEM" },
        receiver: { id: "PORTAL" },
        interchangeControlNumber: 7,
        createdAt: new Date(),
        sponsor: { name: "CLIENT 100001" },
        payer: { name: "CARRIER" },
        fullFile,
        rows: Array.from({ length: count }, (_, i) => member834(i, action)),
      }),
    ),
  );
const csvOf = (rows: string[][]) =>
  Buffer.from([[...HEADINGS, ...GROUP_HEADINGS], ...rows].map((r) => r.join(",")).join("\r\n"));
/** `count` rows, the last one changed by `last`. */
const rowsOf = (count: number, last: (index: number) => string[] = (i) => addRow(i)) =>
  Array.from({ length: count }, (_, i) => (i === count - 1 ? last(i) : addRow(i)));

function upload(agent: Agent, fileName: string, bytes: Buffer) {
  return agent.request(`/api/eligibility/imports/files?fileName=${encodeURIComponent(fileName)}`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream" },
    body: new Uint8Array(bytes),
  });
}

/** The upload administrator's session, as the route acts for it. */
async function uploadSession() {
  const { rows: ids } = await t.db.query<{ admin_id: number; client_id: number }>(
    `select a.id as admin_id, c.id as client_id from plan_admins a, clients c
      where a.login_id = 'upload.admin' and c.client_number = '100001'`,
  );
  const session = await actingSession(t.db, Number(ids[0]?.admin_id), Number(ids[0]?.client_id));
  if (!session) throw new Error("no session");
  return session;
}

/** What an upload may have stored: the imports and their rows. */
const stored = async () =>
  (
    await t.db.query<{ imports: number; rows: number }>(
      `select (select count(*)::int from eligibility_imports) as imports,
              (select count(*)::int from eligibility_import_rows) as rows`,
    )
  ).rows[0];

/** 1,201 rows: two whole batches of 500 and a third of 201. */
const ROWS = 1_201;

describe("an upload's rows are stored as they are read", () => {
  it("a file of several batches stores every row, in file order, and the import's row count", async () => {
    const rows = rowsOf(ROWS);
    const res = await upload(admin, "three-batches.csv", csvOf(rows));
    const imp = (await res.json()) as EligibilityImport;
    expect(res.status, JSON.stringify(imp)).toBe(202);
    expect(imp.rowCount).toBe(ROWS);
    const { rows: read } = await t.db.query<{ position: number; source: { row: number }; last: string }>(
      `select position, source, member ->> 'lastName' as last from eligibility_import_rows
        where import_id = $1 order by position`,
      [imp.importId],
    );
    expect(read.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    expect(read.map((r) => r.source.row)).toEqual(rows.map((_, i) => i + 2));
    expect(read.map((r) => r.last)).toEqual(rows.map((r) => r[4]));
  });

  it("an .xlsx's rows too, each at its own row number", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Census");
    sheet.addRow([...HEADINGS, ...GROUP_HEADINGS]);
    const rows = rowsOf(ROWS);
    for (const row of rows) sheet.addRow(row);
    const res = await upload(admin, "three-batches.xlsx", Buffer.from(await book.xlsx.writeBuffer()));
    const imp = (await res.json()) as EligibilityImport;
    expect(res.status, JSON.stringify(imp)).toBe(202);
    const { rows: read } = await t.db.query<{ row: number; last: string }>(
      `select (source ->> 'row')::int as row, member ->> 'lastName' as last from eligibility_import_rows
        where import_id = $1 order by position`,
      [imp.importId],
    );
    expect(read).toEqual(rows.map((r, i) => ({ row: i + 2, last: r[4] })));
  });

  it("hands the first rows on before the file's end is read (nothing holds the whole file)", async () => {
    const input = await openUpload(
      "late-problem.csv",
      csvOf(rowsOf(ROWS, (i) => addRow(i, GROUP, "Delete"))),
      new Date(),
      await uploadSession(),
    );
    const handedOn: EligibilityMemberRow[] = [];
    const refusal = await (async () => {
      for await (const row of input.rows) handedOn.push(row);
    })().then(
      () => null,
      (error: unknown) => error,
    );
    // Every row before the problem was handed on (to be stored), then the file refused: the
    // transaction they were written in rolls back.
    expect(handedOn).toHaveLength(ROWS - 1);
    expect(refusal).toMatchObject({ status: 422, details: { reason: "census-shape" } });
  });
});

describe("a file refused anywhere stores nothing, answered as when it was read whole", () => {
  it.each([
    [
      "a problem in the last row (422, listed with its row and column)",
      () => csvOf(rowsOf(ROWS, (i) => addRow(i, GROUP, "Delete"))),
      422,
      { reason: "census-shape", problems: [{ row: ROWS + 1, column: "Action" }] },
    ],
    [
      "a group the session may not read in the last batch (404, as POST /eligibility/imports)",
      () => csvOf(rowsOf(ROWS, (i) => addRow(i, OTHER_GROUP))),
      404,
      undefined,
    ],
    [
      "a group it may not read in the first row and a problem in the last (the census's 422 first)",
      () =>
        csvOf(
          rowsOf(ROWS, (i) => addRow(i, GROUP, "Delete")).map((row, i) =>
            i === 0 ? addRow(0, OTHER_GROUP) : row,
          ),
        ),
      422,
      { reason: "census-shape", problems: [{ row: ROWS + 1, column: "Action" }] },
    ],
    [
      "a control character in the last row's value (400, its path)",
      () => csvOf(rowsOf(ROWS, (i) => addRow(i).map((cell, c) => (c === 4 ? `Ro\u0001w` : cell)))),
      400,
      undefined,
    ],
  ])("%s", async (_case, file, status, details) => {
    const before = await stored();
    const res = await upload(admin, "refused.csv", file());
    const body = (await res.json()) as ApiErrorBody;
    expect(res.status, JSON.stringify(body).slice(0, 500)).toBe(status);
    if (details) expect(body.details as EligibilityFileRefusalDetails).toMatchObject(details);
    if (status === 400) expect(JSON.stringify(body)).toContain(`rows.${ROWS - 1}.lastName`);
    expect(await stored()).toEqual(before);
  });

  it("lists the first 100 problems of a file with more, in file order", async () => {
    const rows = Array.from({ length: 250 }, (_, i) => addRow(i, GROUP, i % 2 ? "Add" : "Delete"));
    const res = await upload(admin, "many-problems.csv", csvOf(rows));
    const details = ((await res.json()) as ApiErrorBody).details as EligibilityFileRefusalDetails;
    expect(res.status).toBe(422);
    expect(details.problems?.map((p) => p.row)).toEqual(Array.from({ length: 100 }, (_, i) => 2 + 2 * i));
  });
});

describe("an 834's rows are stored as they are read", () => {
  it("an 834 of several batches stores every member's row, in file order, and the import's row count", async () => {
    const res = await upload(admin, "three-batches.834", edi834Of(ROWS));
    const imp = (await res.json()) as EligibilityImport;
    expect(res.status, JSON.stringify(imp)).toBe(202);
    expect(imp).toMatchObject({ kind: "edi834", fullFile: false, rowCount: ROWS });
    const { rows: read } = await t.db.query<{ position: number; segment: number; last: string }>(
      `select position, (source ->> 'segment')::int as segment, member ->> 'lastName' as last
         from eligibility_import_rows where import_id = $1 order by position`,
      [imp.importId],
    );
    expect(read.map((r) => r.position)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    expect(read.map((r) => r.last)).toEqual(Array.from({ length: ROWS }, (_, i) => addRow(i)[4]));
    // Each row names its INS's place in the set, in file order.
    expect(read.every((r, i) => i === 0 || r.segment > (read[i - 1]?.segment ?? 0))).toBe(true);
  });

  it.each([
    ["BGN08 RX (written as a full file)", { fullFile: true }, true],
    ["every member loop INS03 030", { action: "audit" as const }, true],
    ["a file of changes", {}, false],
  ])("an 834 of several batches is a full file as read834 says: %s", async (_case, options, fullFile) => {
    const input = await openUpload("full.834", edi834Of(ROWS, options), new Date(), await uploadSession());
    // Told before the first row is stored: the import is written (full or not) with its first batch.
    expect(input).toMatchObject({ kind: "edi834", fullFile });
    let count = 0;
    for await (const _row of input.rows) count += 1;
    expect(count).toBe(ROWS);
  });

  it("hands an 834's rows on before its trailers are read, then refuses it at their error", async () => {
    const input = await openUpload(
      "late-trailer.834",
      edi834Of(ROWS, { change: (text) => text.replace(/IEA\*1\*/, "IEA*2*") }),
      new Date(),
      await uploadSession(),
    );
    const handedOn: EligibilityMemberRow[] = [];
    const refusal = await (async () => {
      for await (const row of input.rows) handedOn.push(row);
    })().then(
      () => null,
      (error: unknown) => error,
    );
    expect(handedOn).toHaveLength(ROWS);
    expect(refusal).toMatchObject({ status: 422, details: { reason: "edi834" } });
  });
});

describe("an 834 refused at its end stores nothing, answered as when it was read whole", () => {
  it.each([
    ["IEA01 counting 2 groups", (text: string) => text.replace(/IEA\*1\*/, "IEA*2*"), [["IEA", 1]]],
    [
      "SE01 and GE02 wrong",
      (text: string) => text.replace(/SE\*\d+\*/, "SE*9*").replace(/GE\*1\*7/, "GE*1*8"),
      [
        ["SE", 1],
        ["GE", 2],
      ],
    ],
    ["the IEA missing", (text: string) => text.replace(/IEA\*[^~]*~\s*$/, ""), [["IEA", undefined]]],
  ])("%s after 1,201 members: 422 with every error and the 999", async (_case, change, errors) => {
    const before = await stored();
    const res = await upload(admin, "late-error.834", edi834Of(ROWS, { change }));
    const body = (await res.json()) as ApiErrorBody;
    expect(res.status, JSON.stringify(body).slice(0, 500)).toBe(422);
    const details = body.details as EligibilityFileRefusalDetails;
    expect(details.reason).toBe("edi834");
    expect(details.errors?.map((e) => [e.segmentId, e.element])).toEqual(errors);
    const first = details.errors?.[0];
    expect(body.message).toContain(`segment ${first?.segment} (${first?.segmentId})`);
    expect(details.ack999).toMatch(/^ISA\*/);
    expect(details.ack999).toContain("AK9*R");
    expect(await stored()).toEqual(before);
  });

  it("lists the first 100 errors of an 834 with more, in file order, and stores nothing", async () => {
    const before = await stored();
    // Every member's DMG02 (birth date) is not a date: one error a member.
    const res = await upload(
      admin,
      "many-errors.834",
      edi834Of(250, { change: (text) => text.replace(/DMG\*D8\*\d{8}/g, "DMG*D8*19851340") }),
    );
    const details = ((await res.json()) as ApiErrorBody).details as EligibilityFileRefusalDetails;
    expect(res.status).toBe(422);
    expect(details.errors).toHaveLength(100);
    expect(details.errors?.every((e) => e.segmentId === "DMG" && e.element === 2)).toBe(true);
    const segments = details.errors?.map((e) => e.segment) ?? [];
    expect(segments).toEqual([...segments].sort((a, b) => a - b));
    expect(details.ack999).toContain("AK9*R");
    expect(await stored()).toEqual(before);
  });
});
