import { randomUUID } from "node:crypto";
import { domainMessages, formatUsDate } from "@epr/domain";
import { cancelMessages } from "@epr/forms/schemas";
import { addMonths, endOfMonth, startOfMonth } from "date-fns";
import { describe, expect, it } from "vitest";
import { writeTestApp } from "../test-support/employeeWrites.js";
import {
  coverageAnswers,
  dental,
  effective,
  enrolThroughApi,
  line,
  medical,
} from "../test-support/submissions.js";

/**
 * PUT /api/employees/{umi}/cancellation (transactionType CANCEL) through the one write pipeline
 * (enrollment.md §4 Cancel line of business, §5 cancel modal, §7, §8), on PGlite
 * (and PostgreSQL in CI). Employees are made here through the add flow's final save.
 */

const {
  t,
  agents: { admin, admin6012, viewOnly },
} = writeTestApp({
  admin: ["cancel.admin", "100001"],
  admin6012: ["cancel.6012", "100003"],
  viewOnly: ["cancel.VIEW", "100001"],
});
type Agent = typeof admin;

/** A subscriber on medical, dental and vision in `groups` (the first in the agent's client). */
async function enrol(agent: Agent, last: string, groups: string[]) {
  const { umi } = await enrolThroughApi(agent, {
    last,
    memberCoverages: groups.map((g) => ({
      groupNumber: g,
      memberLobs: [
        medical(g, g.endsWith("07") ? "HMO" : "PPO"),
        dental(g),
        line(g, "VISION" as never, "VIS", "VIS"),
      ],
      ...coverageAnswers(g, true),
    })),
  });
  const read = await agent.request(`/api/employees/${umi}`);
  return { umi, etag: read.headers.get("etag") ?? "" };
}

const endOfNextMonth = formatUsDate(endOfMonth(addMonths(new Date(), 1)));

function cancel(agent: Agent, umi: string, etag: string, cancellations: unknown[], key = randomUUID()) {
  return agent.request(`/api/employees/${umi}/cancellation`, {
    method: "PUT",
    headers: { "if-match": etag, "idempotency-key": key },
    body: JSON.stringify({ transactionType: "CANCEL", cancellations }),
  });
}

async function linesOf(umi: string) {
  const { rows } = await t.db.query<{
    record: {
      subscriber: {
        memberCoverages: {
          groupNumber: string;
          memberLobs: {
            lineOfBusiness: string;
            coverageEndDate?: string | null;
            cancelReasonCode?: string | null;
          }[];
        }[];
      };
    };
    version: number;
  }>("select record, version from employees where umi = $1", [umi]);
  const row = rows[0];
  return {
    version: row?.version,
    lines: (row?.record.subscriber.memberCoverages ?? []).flatMap((c) =>
      c.memberLobs.map(
        (l) =>
          `${c.groupNumber} ${l.lineOfBusiness} ${l.coverageEndDate ?? "-"} ${l.cancelReasonCode ?? "-"}`,
      ),
    ),
  };
}

describe("PUT /api/employees/{umi}/cancellation", () => {
  it("cancels every active line of the group: end date and reason stored, history and backup rows, answer per group", async () => {
    const { umi, etag } = await enrol(admin, "Cancelall", ["100100"]);
    const res = await cancel(admin, umi, etag, [
      { groupNumber: "100100", cancelReasonCode: "01", cancelDate: endOfNextMonth },
    ]);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ groups: { "100100": true }, pending: false });
    expect((await linesOf(umi)).lines).toEqual([
      `100100 PPO ${endOfNextMonth} 01`,
      `100100 DEN ${endOfNextMonth} 01`,
      `100100 VIS ${endOfNextMonth} 01`,
    ]);
    // One plan row per line cancelled, each holding that line before and after.
    const history = await t.db.query<{ kind: string; transaction_type: string; line: string; end: string }>(
      `select kind, transaction_type, after->>'lineOfBusiness' as line, after->>'coverageEndDate' as end
         from employee_history where umi = $1 and transaction_type = 'CANCEL' order by id`,
      [umi],
    );
    expect(history.rows).toEqual(
      ["PPO", "DEN", "VIS"].map((line) => ({
        kind: "plan",
        transaction_type: "CANCEL",
        line,
        end: endOfNextMonth,
      })),
    );
    const backups = await t.db.query(
      "select 1 from employee_backups where umi = $1 and transaction_type = 'CANCEL'",
      [umi],
    );
    expect(backups.rows).toHaveLength(1);
  });

  it("brand 6012 (cascadesVisionDentalOnMedicalCancel): cancelling medical cancels vision and dental too", async () => {
    const { umi, etag } = await enrol(admin6012, "Cascadia", ["100300"]);
    const res = await cancel(admin6012, umi, etag, [
      { groupNumber: "100300", lineOfBusiness: "PPO", cancelReasonCode: "01", cancelDate: endOfNextMonth },
    ]);
    expect(res.status).toBe(200);
    expect((await linesOf(umi)).lines).toEqual([
      `100300 PPO ${endOfNextMonth} 01`,
      `100300 DEN ${endOfNextMonth} 01`,
      `100300 VIS ${endOfNextMonth} 01`,
    ]);
  });

  it("a brand without the flag cancels the medical line only", async () => {
    const { umi, etag } = await enrol(admin, "Nocascade", ["100100"]);
    const res = await cancel(admin, umi, etag, [
      { groupNumber: "100100", lineOfBusiness: "PPO", cancelReasonCode: "01", cancelDate: endOfNextMonth },
    ]);
    expect(res.status).toBe(200);
    expect((await linesOf(umi)).lines).toEqual([
      `100100 PPO ${endOfNextMonth} 01`,
      "100100 DEN - -",
      "100100 VIS - -",
    ]);
  });

  it.each([
    [
      "reason 99 (excluded)",
      { cancelReasonCode: "99", cancelDate: endOfNextMonth },
      domainMessages.cancelFailed,
    ],
    [
      "void 03 on another day than the effective date",
      { cancelReasonCode: "03", cancelDate: endOfNextMonth },
      cancelMessages.void,
    ],
    [
      "a date before the effective date",
      { cancelReasonCode: "01", cancelDate: formatUsDate(startOfMonth(new Date())) },
      cancelMessages.beforeEffective,
    ],
    [
      "a group the employee is not in",
      { groupNumber: "100107", cancelReasonCode: "01", cancelDate: endOfNextMonth },
      domainMessages.cancelFailed,
    ],
  ])("%s → 400 and nothing changed", async (_name, fields, message) => {
    const { umi, etag } = await enrol(admin, "Badcancel", ["100100"]);
    const before = await linesOf(umi);
    const res = await cancel(admin, umi, etag, [{ groupNumber: "100100", ...fields }]);
    expect(res.status).toBe(400);
    expect((await res.json()).issues.map((i: { message: string }) => i.message)).toContain(message);
    expect(await linesOf(umi)).toEqual(before);
  });

  it("void 03 on the effective date is accepted", async () => {
    const { umi, etag } = await enrol(admin, "Voided", ["100100"]);
    const res = await cancel(admin, umi, etag, [
      { groupNumber: "100100", cancelReasonCode: "03", cancelDate: effective },
    ]);
    expect(res.status).toBe(200);
  });

  it("stale If-Match → 412 with the employee's sentence; a view-only login → 403; nothing changed", async () => {
    const { umi } = await enrol(admin, "Stalecancel", ["100100"]);
    const before = await linesOf(umi);
    const entry = { groupNumber: "100100", cancelReasonCode: "01", cancelDate: endOfNextMonth };
    const stale = await cancel(admin, umi, '"0"', [entry]);
    expect(stale.status).toBe(412);
    expect((await stale.json()).message).toBe(domainMessages.employeeStale);
    const refused = await cancel(viewOnly, umi, `"${before.version}"`, [entry]);
    expect(refused.status).toBe(403);
    expect(await linesOf(umi)).toEqual(before);
  });

  it("an employee with a pending transaction → 409 with the cancel's sentence", async () => {
    const { umi, etag } = await enrol(admin, "Pendcancel", ["100100", "100107"]);
    const res = await cancel(admin, umi, etag, [
      { groupNumber: "100100", cancelReasonCode: "01", cancelDate: endOfNextMonth },
    ]);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: domainMessages.pendingCancel,
      code: "pending_transaction",
    });
  });

  it("a repeat with the same Idempotency-Key replays the answer and cancels once", async () => {
    const { umi, etag } = await enrol(admin, "Replaycancel", ["100100"]);
    const entry = { groupNumber: "100100", cancelReasonCode: "01", cancelDate: endOfNextMonth };
    const key = randomUUID();
    const first = await cancel(admin, umi, etag, [entry], key);
    const again = await cancel(admin, umi, etag, [entry], key);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const backups = await t.db.query("select 1 from employee_backups where umi = $1", [umi]);
    expect(backups.rows).toHaveLength(1);
  });
});
