import { randomUUID } from "node:crypto";
import { domainMessages, formatUsDate } from "@epr/domain";
import { cancelMessages } from "@epr/forms/schemas";
import { addDays, addMonths, endOfMonth, subDays } from "date-fns";
import { describe, expect, it } from "vitest";
import { guardMessages } from "../http/guard.js";
import { countRows, writeTestApp } from "../test-support/employeeWrites.js";
import { dental, enrolWithSpouse, medical } from "../test-support/submissions.js";

/**
 * PUT /api/employees/{umi}/cancel-date-removal (enrollment.md §4 Remove cancel date, §5
 * remove-cancel-date errors) through the one write pipeline, on PGlite (and PostgreSQL in CI). The
 * cancel date is set the way the portal sets it: the add flow's final save, then a cancellation.
 */

const {
  t,
  agents: { admin, viewOnly },
} = writeTestApp({
  admin: ["uncancel.admin", "100001"],
  viewOnly: ["uncancel.VIEW", "100001"],
});
type Agent = typeof admin;

const cancelDate = formatUsDate(endOfMonth(addMonths(new Date(), 1)));

/**
 * A subscriber and spouse on medical and dental in group 100100 whose dental line is cancelled at
 * the end of next month (the seed's Canfield case): the umi and the ETag after the cancellation.
 */
async function cancelledDental(last: string) {
  const { umi } = await enrolWithSpouse(admin, last, ["100100"], (group) => [medical(group), dental(group)]);
  const read = await admin.request(`/api/employees/${umi}`);
  const cancelled = await admin.request(`/api/employees/${umi}/cancellation`, {
    method: "PUT",
    headers: { "if-match": read.headers.get("etag") ?? "", "idempotency-key": randomUUID() },
    body: JSON.stringify({
      transactionType: "CANCEL",
      cancellations: [{ groupNumber: "100100", lineOfBusiness: "DEN", cancelReasonCode: "01", cancelDate }],
    }),
  });
  expect(cancelled.status).toBe(200);
  return { umi, etag: cancelled.headers.get("etag") ?? "" };
}

function remove(
  umi: string,
  body: unknown,
  headers: { ifMatch?: string | null; key?: string },
  agent: Agent = admin,
) {
  return agent.request(`/api/employees/${umi}/cancel-date-removal`, {
    method: "PUT",
    headers: {
      ...(headers.ifMatch === null ? {} : { "if-match": headers.ifMatch ?? "" }),
      "idempotency-key": headers.key ?? randomUUID(),
    },
    body: JSON.stringify(body),
  });
}

/** Every member's lines in 100100 as "member LOB effective end reason", and the version. */
async function linesOf(umi: string) {
  const { rows } = await t.db.query<{ record: unknown; version: number }>(
    "select record, version from employees where umi = $1",
    [umi],
  );
  type Lob = {
    lineOfBusiness: string;
    coverageEffectiveDate?: string | null;
    coverageEndDate?: string | null;
    cancelReasonCode?: string | null;
  };
  type Stored = {
    subscriber: { memberCoverages: { memberLobs: Lob[] }[] };
    dependents: { memberCoverages: { memberLobs: Lob[] }[] }[];
  };
  const raw = rows[0]?.record;
  const record = (typeof raw === "string" ? JSON.parse(raw) : raw) as Stored;
  const members = [record.subscriber, ...record.dependents];
  return {
    version: rows[0]?.version,
    lines: members.flatMap((m, i) =>
      m.memberCoverages.flatMap((c) =>
        c.memberLobs.map(
          (l) =>
            `${i} ${l.lineOfBusiness} ${l.coverageEffectiveDate} ${l.coverageEndDate ?? "-"} ${l.cancelReasonCode ?? "-"}`,
        ),
      ),
    ),
  };
}

const count = (sql: string, params: unknown[] = []) => countRows(t, sql, params);

const removal = { groupNumber: "100100", lineOfBusiness: "DEN", effectiveDate: cancelDate };

describe("PUT /api/employees/{umi}/cancel-date-removal", () => {
  it("clears the dental line's cancel date and reason on every member, takes the new effective date; version, backup, history and audit rows", async () => {
    const { umi, etag } = await cancelledDental("Canfieldson");
    const before = await linesOf(umi);
    const res = await remove(umi, removal, { ifMatch: etag });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      umi,
      version: (before.version ?? 0) + 1,
      groups: { "100100": true },
      pending: false,
      outcome: { title: "Success" },
    });
    expect(res.headers.get("etag")).toBe(`"${(before.version ?? 0) + 1}"`);
    const after = await linesOf(umi);
    expect(after.lines.filter((l) => l.includes(" DEN "))).toEqual([
      `0 DEN ${cancelDate} - -`,
      `1 DEN ${cancelDate} - -`,
    ]);
    // The medical lines are untouched.
    expect(after.lines.filter((l) => l.includes(" PPO "))).toEqual(
      before.lines.filter((l) => l.includes(" PPO ")),
    );
    const history = await t.db.query<{
      kind: string;
      member_key: string;
      before_end: string;
      after_end: string;
    }>(
      `select kind, member_key, before->>'coverageEndDate' as before_end, after->>'coverageEndDate' as after_end
         from employee_history where umi = $1 and transaction_type = 'REMOVE_CANCEL_DATE' order by id`,
      [umi],
    );
    expect(history.rows).toEqual([
      { kind: "plan", member_key: "subscriber", before_end: cancelDate, after_end: null },
      { kind: "plan", member_key: "dependent:02", before_end: cancelDate, after_end: null },
    ]);
    expect(
      await count("employee_backups where umi = $1 and transaction_type = 'REMOVE_CANCEL_DATE'", [umi]),
    ).toBe(1);
    expect(
      await count("audit_events where action = 'employee.remove_cancel_date' and subject = $1", [umi]),
    ).toBe(1);
  });

  it.each([
    [
      "an empty effective date",
      { effectiveDate: "" },
      "effectiveDate",
      cancelMessages.removeEffectiveRequired,
    ],
    [
      "an effective date before the cancel date",
      { effectiveDate: formatUsDate(subDays(endOfMonth(addMonths(new Date(), 1)), 1)) },
      "effectiveDate",
      cancelMessages.removeBeforeCancel,
    ],
    [
      "a line without a cancel date",
      { lineOfBusiness: "PPO" },
      "lineOfBusiness",
      domainMessages.noCancelDateToRemove,
    ],
    [
      // Of this client and modifiable (a group the administrator may not read answers 404 at the guard).
      "a group the employee is not in",
      { groupNumber: "100107" },
      "lineOfBusiness",
      domainMessages.noCancelDateToRemove,
    ],
  ])(
    "%s → 400 with the spec's message on its field, nothing changed",
    async (_name, fields, path, message) => {
      const { umi, etag } = await cancelledDental("Badremove");
      const before = await linesOf(umi);
      const res = await remove(umi, { ...removal, ...fields }, { ifMatch: etag });
      expect(res.status).toBe(400);
      expect((await res.json()).issues).toContainEqual({ path, message });
      expect(await linesOf(umi)).toEqual(before);
    },
  );

  it("an effective date not before the group cancellation date → 400 with the spec's message", async () => {
    const { umi, etag } = await cancelledDental("Groupend");
    const groupEnd = formatUsDate(addDays(endOfMonth(addMonths(new Date(), 1)), 10));
    const saved = await t.db.query<{ additional: unknown }>(
      "select additional from groups where group_number = '100100'",
    );
    await t.db.query("update groups set additional = additional || $1::jsonb where group_number = '100100'", [
      JSON.stringify({ cancelDate: groupEnd }),
    ]);
    try {
      const before = await linesOf(umi);
      const refused = await remove(umi, { ...removal, effectiveDate: groupEnd }, { ifMatch: etag });
      expect(refused.status).toBe(400);
      expect((await refused.json()).issues).toContainEqual({
        path: "effectiveDate",
        message: cancelMessages.removeAfterGroupCancel,
      });
      expect(await linesOf(umi)).toEqual(before);
      const dayBefore = formatUsDate(addDays(endOfMonth(addMonths(new Date(), 1)), 9));
      const accepted = await remove(umi, { ...removal, effectiveDate: dayBefore }, { ifMatch: etag });
      expect(accepted.status).toBe(200);
    } finally {
      const original = saved.rows[0]?.additional;
      await t.db.query("update groups set additional = $1::jsonb where group_number = '100100'", [
        typeof original === "string" ? original : JSON.stringify(original),
      ]);
    }
  });

  it.each([
    ["a stale If-Match", '"0"', 412, domainMessages.employeeStale],
    ["no If-Match", null, 428, guardMessages.ifMatch],
  ])("%s → %s and nothing changed", async (_name, ifMatch, status, message) => {
    const { umi } = await cancelledDental("Staleremove");
    const before = await linesOf(umi);
    const res = await remove(umi, removal, { ifMatch });
    expect(res.status).toBe(status);
    expect((await res.json()).message).toBe(message);
    expect(await linesOf(umi)).toEqual(before);
    expect(
      await count("employee_backups where umi = $1 and transaction_type = 'REMOVE_CANCEL_DATE'", [umi]),
    ).toBe(0);
  });

  it("a view-only login → 403 and nothing changed", async () => {
    const { umi, etag } = await cancelledDental("Viewremove");
    const before = await linesOf(umi);
    const res = await remove(umi, removal, { ifMatch: etag }, viewOnly);
    expect(res.status).toBe(403);
    expect(await linesOf(umi)).toEqual(before);
  });

  it("a repeat with the same Idempotency-Key replays the answer and removes once", async () => {
    const { umi, etag } = await cancelledDental("Replayremove");
    const key = randomUUID();
    const first = await remove(umi, removal, { ifMatch: etag, key });
    expect(first.status).toBe(200);
    const again = await remove(umi, removal, { ifMatch: etag, key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(
      await count("employee_backups where umi = $1 and transaction_type = 'REMOVE_CANCEL_DATE'", [umi]),
    ).toBe(1);
  });
});
