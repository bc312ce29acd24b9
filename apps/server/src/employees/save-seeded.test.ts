import { dependentMessages, subscriberMessages } from "@epr/forms/schemas";
import { describe, expect, it } from "vitest";
import {
  type Agent,
  countRows,
  putWithVersion,
  readEmployee,
  writeTestApp,
} from "../test-support/employeeWrites.js";
import {
  born,
  dental,
  effective,
  freshSsn,
  person,
  requiredReportCodes,
} from "../test-support/submissions.js";

/**
 * PUT /api/employees/{umi} (EDIT) on the seed's employees, enrolled years ago (apps/server/src/seed):
 * the add flow's rules are judged only on what the edit changes (enrollment.md §4 Edit save, §5),
 * so a small change saves even when the record on file would not pass today's add flow (lines dated
 * outside today's window, no life event, a dependent on file over 26), and what an edit adds still
 * meets every rule, with the spec's message.
 */

const app = writeTestApp({
  harbor: ["seeded.harbor", "100001"],
  summit: ["seeded.summit", "100002"],
  caskey: ["seeded.6012", "100003"],
});

/** A seeded employee of a client, by last name (the first by member ID), or the client's first employee. */
async function seeded(clientNumber: string, lastName?: string): Promise<string> {
  const { rows } = await app.t.db.query<{ umi: string }>(
    `select e.umi from employees e join clients c on c.id = e.client_id
      where c.client_number = $1 and e.status = 'active' and ($2::text is null or e.last_name = $2)
        and not exists (select 1 from enrollments n where n.client_id = e.client_id and n.ssn_hash = e.ssn_hash)
      order by e.umi limit 1`,
    [clientNumber, lastName ?? null],
  );
  const umi = rows[0]?.umi;
  if (!umi) throw new Error(`no seeded employee ${lastName ?? ""} in client ${clientNumber}`);
  return umi;
}

// biome-ignore lint/suspicious/noExplicitAny: the record as JSON from the summary
type Json = any;
type Edit = (record: Json) => void;

/** A dental line of the subscriber's first group, effective on `date` (the global date when "updateMe"). */
const addDental =
  (date = "updateMe"): Edit =>
  (record) => {
    const coverage = record.subscriber.memberCoverages[0];
    coverage.memberLobs = coverage.memberLobs.filter(
      (l: { coverageType: string }) => l.coverageType !== "DENTAL",
    );
    coverage.memberLobs.push({ ...dental(coverage.groupNumber), coverageEffectiveDate: date });
    // Report codes are judged on the group's coverage start, the first line on file (seed/reference.ts).
    coverage.reportCodes = requiredReportCodes(coverage.groupNumber, new Date(2000, 0, 1));
  };

async function edit(agent: Agent, umi: string, change: Edit) {
  const before = await readEmployee(agent, umi);
  const record = structuredClone(before.record);
  record.globalCoverageEffectiveDate = effective;
  change(record);
  const res = await putWithVersion(
    agent,
    `/api/employees/${umi}`,
    { transactionType: "EDIT", record },
    { ifMatch: before.etag },
  );
  return { res, body: await res.json(), before };
}

type Who = "harbor" | "summit" | "caskey";
const client: Record<Who, string> = { harbor: "100001", summit: "100002", caskey: "100003" };

describe("a seeded employee edited in a small way saves (enrollment.md §4 Edit save)", () => {
  const cases: [string, Who, string | undefined, Edit][] = [
    [
      "the work e-mail of the client's first employee",
      "harbor",
      undefined,
      (r) => {
        r.subscriber.workEmail = "rowan.first@example.com";
      },
    ],
    [
      "the home phone of Hollister (plan, COB, PCP and report-code history on file)",
      "summit",
      "Hollister",
      (r) => {
        r.subscriber.phones = { ...r.subscriber.phones, home: "(215) 555-0142" };
      },
    ],
    [
      "the address of a 6012 employee with a dependent on file aged 26 or over",
      "caskey",
      undefined,
      (r) => {
        r.subscriber.address.address1 = "40 Summit Avenue";
      },
    ],
    [
      "a middle name for Canfield's first dependent",
      "harbor",
      "Canfield",
      (r) => {
        (r.dependents[0] ?? r.subscriber).fullName.middle = "Lee";
      },
    ],
    [
      "a dental line added from the first of next month (lines on file keep their dates)",
      "harbor",
      undefined,
      addDental(),
    ],
  ];
  it.each(cases)("%s", async (_name, who, lastName, change) => {
    const umi = await seeded(client[who], lastName);
    const { res, body, before } = await edit(app.agents[who], umi, change);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.version).toBe(before.version + 1);
  });
});

describe("what an edit adds is still judged by the add flow's rules (enrollment.md §5)", () => {
  const cases: [string, Edit, string, RegExp][] = [
    [
      "an added dental line dated before the window",
      addDental("01/01/2015"),
      subscriberMessages.outOfRange,
      /^record\.subscriber\.memberCoverages\.0\.memberLobs\.\d+\.coverageEffectiveDate$/,
    ],
    [
      "an added child aged 30 without special status",
      (r) => {
        r.dependents.push({
          ...person("Late", r.subscriber.fullName.last, "M", born(30)),
          relationshipCode: "02",
          ssn: freshSsn(),
          memberCoverages: [],
        });
      },
      dependentMessages.specialStatusRequired,
      /^record\.dependents\.\d+\.dependentStatus$/,
    ],
  ];
  it.each(cases)(
    "%s → 400 with the spec's message on the field, nothing changed",
    async (_name, change, message, path) => {
      const umi = await seeded("100001");
      const backups = await countRows(app.t, "employee_backups where umi = $1", [umi]);
      const { res, body, before } = await edit(app.agents.harbor, umi, change);
      expect(res.status).toBe(400);
      expect(body.issues).toContainEqual({ path: expect.stringMatching(path), message });
      expect((await readEmployee(app.agents.harbor, umi)).version).toBe(before.version);
      expect(await countRows(app.t, "employee_backups where umi = $1", [umi])).toBe(backups);
    },
  );
});
