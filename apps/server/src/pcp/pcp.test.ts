import { buildPcpChangePayload, formatUsDate, type PcpChangeChoice } from "@epr/domain";
import { changePcpMessages } from "@epr/forms/schemas";
import { describe, expect, it } from "vitest";
import { countRows, putWithVersion, writeTestApp } from "../test-support/employeeWrites.js";
import { effective, enrolWithSpouse } from "../test-support/submissions.js";

/**
 * Change PCP (assist-employees.md §2.3, §4, §5, §7) on PGlite (and PostgreSQL in CI): the reasons
 * of a group and date (migration 025), the participants, the validation and the post through the
 * employee write pipeline with its PCP_CHANGE history row. Client 100001 is brand 6008, whose
 * reason codes are sent untrimmed and whose effective date keeps to the reason's window (§5).
 */

const {
  t,
  agents: { admin, viewOnly },
} = writeTestApp({ admin: ["pcp.admin", "100001"], viewOnly: ["pcp.VIEW", "100001"] });

/** PPO in group 100100: provider 1000003 serves PPO there, 1000000 only HMO and POS (seed/reference.ts). */
const PPO_PROVIDER = { physicianNumber: "1000003", physicianName: "VALLEY SPECIALTY CLINIC" };

async function participants(umi: string) {
  const res = await admin.request(`/api/employees/${umi}/pcp?groupNumber=100100`);
  expect(res.status).toBe(200);
  return (await res.json()).payload as {
    version: number;
    modifiable: boolean;
    participants: {
      coveredIndivId: string;
      insuranceLineCde: string;
      birthDate: string;
      pcpNbr: string;
      contractCovEffDte: string;
    }[];
  };
}

async function bodyFor(umi: string, coveredId: string, choice: Partial<PcpChangeChoice> = {}) {
  const read = await participants(umi);
  const participant = read.participants.find((p) => p.coveredIndivId === coveredId);
  if (!participant) throw new Error(`no participant ${coveredId}`);
  const body = buildPcpChangePayload(
    participant,
    "100100",
    {
      ...PPO_PROVIDER,
      establishedPatient: false,
      reasonCode: "MR ",
      reasonDescription: "Member request",
      effectiveDate: effective,
      ...choice,
    },
    { trimsPcpReasonCode: false },
  );
  return { body, version: read.version };
}

const pcpRows = (umi: string) =>
  countRows(t, "employee_history where umi = $1 and kind = 'pcp' and transaction_type = 'PCP_CHANGE'", [umi]);

describe("PCP reason codes per group and date (assist-employees.md §7 reasonCodes)", () => {
  it("answers the reasons in effect today, in order, with their padding", async () => {
    const res = await admin.request("/api/groups/100100/pcp-reasons");
    expect(res.status).toBe(200);
    const { payload } = await res.json();
    expect(payload.map((r: { reasonCode: string }) => r.reasonCode)).toEqual([
      "MR ",
      "PL ",
      "PC ",
      "MV ",
      "AC ",
    ]);
    expect(payload[0]).toEqual({
      reasonCode: "MR ",
      reasonDesc: "Member request",
      retroDays: 0,
      futureDays: 90,
    });
  });

  it("a date in 2020 also has the retired open enrollment reason", async () => {
    const res = await admin.request("/api/groups/100100/pcp-reasons?asOfDate=06-01-2020");
    const codes = (await res.json()).payload.map((r: { reasonCode: string }) => r.reasonCode);
    expect(codes).toContain("OE ");
  });

  it.each([
    ["/api/groups/100100/pcp-reasons?asOfDate=2020-06-01", 400],
    ["/api/groups/999999/pcp-reasons", 404],
  ])("%s answers %i", async (path, status) => {
    expect((await admin.request(path)).status).toBe(status);
  });
});

describe("change PCP (assist-employees.md §4, §5, §7)", () => {
  it("lists the subscriber and the spouse with their medical line and the version", async () => {
    const { umi } = await enrolWithSpouse(admin, "Pcplist");
    const read = await participants(umi);
    expect(read.modifiable).toBe(true);
    expect(read.participants.map((p) => [p.coveredIndivId, p.insuranceLineCde])).toEqual([
      ["subscriber", "PPO"],
      ["dependent:02", "PPO"],
    ]);
  });

  it.each([
    ["1000003", { pcpAcceptedInd: "Y", statusMessage: null }],
    [
      "1000000",
      { pcpAcceptedInd: "N", statusMessage: "This provider is not a primary care provider for this plan." },
    ],
    ["4242424", { pcpAcceptedInd: "N", statusMessage: changePcpMessages.providerNumber }],
  ])("validates %s for a PPO member", async (pcpNum, payload) => {
    const { umi } = await enrolWithSpouse(admin, "Pcpvalid");
    const res = await admin.request(`/api/employees/${umi}/pcp/validation`, {
      method: "POST",
      body: JSON.stringify({
        groupNumber: "100100",
        coveredId: "subscriber",
        pcpNum,
        pcpEffDte: effective,
        existingPatient: false,
      }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).payload).toEqual(payload);
  });

  it("changes the spouse's PCP once per key, bumps the version and writes one PCP_CHANGE history row", async () => {
    const { umi } = await enrolWithSpouse(admin, "Pcpchange");
    const { body, version } = await bodyFor(umi, "dependent:02");
    const key = crypto.randomUUID();
    const first = await putWithVersion(admin, `/api/employees/${umi}/pcp`, body, {
      ifMatch: `"${version}"`,
      key,
    });
    expect(first.status).toBe(200);
    const answer = await first.json();
    expect(answer).toMatchObject({
      version: version + 1,
      payload: { pcpInfo: [{ pcpDenyCde: "", msgArea: "" }] },
    });
    expect(first.headers.get("etag")).toBe(`"${version + 1}"`);
    const replay = await putWithVersion(admin, `/api/employees/${umi}/pcp`, body, {
      ifMatch: `"${version}"`,
      key,
    });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await pcpRows(umi)).toBe(1);
    const history = await admin.request(`/api/employees/${umi}/history/pcp?groupNumber=100100`);
    const rows = (await history.json()).payload;
    expect(rows[0]).toMatchObject({
      memberKey: "dependent:02",
      transactionType: "PCP_CHANGE",
      after: {
        physicianNumber: "1000003",
        physicianName: "VALLEY SPECIALTY CLINIC",
        reason: "Member request",
      },
    });
    const after = await participants(umi);
    expect(after.participants.map((p) => p.pcpNbr)).toEqual(["", "1000003"]);
  });

  it("a provider the directory refuses is the service's deny: pcpDenyCde and msgArea, nothing written", async () => {
    const { umi } = await enrolWithSpouse(admin, "Pcpdeny");
    const { body, version } = await bodyFor(umi, "subscriber", {
      physicianNumber: "1000000",
      physicianName: "RIVERSIDE FAMILY PRACTICE",
    });
    const res = await putWithVersion(admin, `/api/employees/${umi}/pcp`, body, { ifMatch: `"${version}"` });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      version,
      payload: {
        pcpInfo: [
          {
            pcpDenyCde: "lineOfBusiness",
            msgArea: "THIS PROVIDER IS NOT A PRIMARY CARE PROVIDER FOR THIS PLAN.",
          },
        ],
      },
    });
    expect((await participants(umi)).version).toBe(version);
    expect(await pcpRows(umi)).toBe(0);
  });

  it.each([
    ["a reason the group does not have", { reasonCode: "ZZ " }, changePcpMessages.reason],
    // 6008: the date lies within the reason's window and not before the contract coverage date (§5).
    [
      "a date before the contract coverage date",
      { effectiveDate: formatUsDate(new Date()) },
      changePcpMessages.window,
    ],
  ])("refuses %s with the card's message", async (_label, choice, message) => {
    const { umi } = await enrolWithSpouse(admin, "Pcprule");
    const { body, version } = await bodyFor(umi, "subscriber", choice);
    const res = await putWithVersion(admin, `/api/employees/${umi}/pcp`, body, { ifMatch: `"${version}"` });
    expect(res.status).toBe(400);
    expect((await res.json()).issues.map((i: { message: string }) => i.message)).toContain(message);
    expect(await pcpRows(umi)).toBe(0);
  });

  it("needs If-Match (428), refuses a stale one (412) and a view-only login (403)", async () => {
    const { umi } = await enrolWithSpouse(admin, "Pcpguard");
    const { body, version } = await bodyFor(umi, "subscriber");
    const path = `/api/employees/${umi}/pcp`;
    expect((await putWithVersion(admin, path, body, { ifMatch: null })).status).toBe(428);
    expect((await putWithVersion(admin, path, body, { ifMatch: `"${version + 5}"` })).status).toBe(412);
    expect((await putWithVersion(viewOnly, path, body, { ifMatch: `"${version}"` })).status).toBe(403);
    expect(await pcpRows(umi)).toBe(0);
  });

  it("a member with no medical coverage in the group answers 404", async () => {
    const { umi } = await enrolWithSpouse(admin, "Pcpnobody");
    const { body, version } = await bodyFor(umi, "subscriber");
    const res = await putWithVersion(
      admin,
      `/api/employees/${umi}/pcp`,
      { ...body, coveredId: "dependent:07" },
      { ifMatch: `"${version}"` },
    );
    expect(res.status).toBe(404);
  });
});

describe("the OpenAPI example (the authorization matrix sends it to a seeded employee)", () => {
  it("clears the PCP of the first employee of client 100001", async () => {
    const doc = await (await admin.request("/api/openapi.json")).json();
    const example = doc.paths["/employees/{umi}/pcp"].put.requestBody.content["application/json"].example;
    const { umi, version } = await t.employeeOf("100001");
    const res = await putWithVersion(admin, `/api/employees/${umi}/pcp`, example, {
      ifMatch: `"${version}"`,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  });
});

describe("a group's own reason (the seed's, beside migration 025's for every group)", () => {
  it.each([
    ["100107", true],
    ["100100", false],
  ])("group %s has Transfer of care: %s", async (group, has) => {
    const res = await admin.request(`/api/groups/${group}/pcp-reasons`);
    const codes = (await res.json()).payload.map((r: { reasonCode: string }) => r.reasonCode);
    expect(codes.includes("TR ")).toBe(has);
  });
});
