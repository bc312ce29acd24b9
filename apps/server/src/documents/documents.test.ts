import {
  documentAlertsSchema,
  emailGroupContractsResponseSchema,
  planDocumentListSchema,
  sbcMetadataResponseSchema,
  sbcPlanListSchema,
} from "@epr/contract";
import { assistMessages, DOCUMENTS_NOT_FOUND, erisaIndicator } from "@epr/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestOutbox } from "../mail/mailer.js";
import { createAdmin } from "../test-support/admins.js";
import { isPdf, pdfText } from "../test-support/pdfText.js";
import { createTestApp } from "../test-support/testApp.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let agent: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;

beforeAll(async () => {
  t = await createTestApp({ members: 60 });
  agent = await signIn("demo.admin");
});
afterAll(() => t.close());

async function signIn(loginId: string) {
  const who = t.agent();
  expect((await who.login(loginId)).status).toBe(200);
  return who;
}
const get = async (path: string, who = agent) => who.request(path);
const list = async (path: string) => {
  const res = await get(path);
  expect(res.status).toBe(200);
  return planDocumentListSchema.parse(await res.json());
};
const pdfOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe("document listings (assist-employees.md §2.4)", () => {
  it("benefit booklets: each plan's booklet with its inserts, of the administrator's groups only", async () => {
    const { payload } = await list("/api/documents/benefit-booklets");
    expect(payload.length).toBeGreaterThan(0);
    expect(payload.every((b) => b.riderDocuments.length >= 1)).toBe(true);
    const { rows } = await t.db.query<{ group_number: string }>(
      "select group_number from groups g join clients c on c.id = g.client_id where c.client_number = '100001'",
    );
    const own = new Set(rows.map((r) => r.group_number));
    expect(payload.every((b) => own.has(b.groupNumber))).toBe(true);
  });

  it("group contracts: the last 3 years with riders, older ones left out (§2.5, §9)", async () => {
    const res = await list("/api/documents/group-contracts");
    expect(res.beginDate).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const years = new Set(res.payload.map((k) => Number(k.effectiveDate.slice(-4))));
    const thisYear = new Date().getFullYear();
    expect([...years].sort()).toEqual([thisYear - 2, thisYear - 1, thisYear]);
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from plan_documents where kind = 'contract' and group_number = $1",
      [res.payload[0]?.groupNumber],
    );
    expect(rows[0]?.n).toBe(4);
  });

  it("preventive medication lists need employees view (§6)", async () => {
    expect((await list("/api/documents/preventive-medications")).payload.length).toBeGreaterThan(0);
    await createAdmin(t.db, {
      loginId: "docs.noview",
      clientNumber: "100001",
      employees: { view: false, edit: false },
      groupValue: "View",
    });
    const noView = await signIn("docs.noview");
    const refused = await get("/api/documents/preventive-medications", noView);
    expect(refused.status).toBe(403);
    // §6: the notification's sentence comes from the server, word for word.
    expect((await refused.json()).message).toBe(assistMessages.noPermissionInfo);
    expect((await get("/api/documents/benefit-booklets", noView)).status).toBe(200);
  });
});

describe("a 6010 client (§8 not-available texts)", () => {
  it("has no group contracts nor preventive medication lists", async () => {
    await createAdmin(t.db, {
      loginId: "docs.summit.lists",
      clientNumber: "100002",
      employees: { view: true, edit: true },
      groupValue: "View",
    });
    const summit = await signIn("docs.summit.lists");
    const contracts = planDocumentListSchema.parse(
      await (await get("/api/documents/group-contracts", summit)).json(),
    );
    expect(contracts.payload).toEqual([]);
    const lists = planDocumentListSchema.parse(
      await (await get("/api/documents/preventive-medications", summit)).json(),
    );
    expect(lists.payload).toEqual([]);
    const booklets = planDocumentListSchema.parse(
      await (await get("/api/documents/benefit-booklets", summit)).json(),
    );
    expect(booklets.payload.length).toBeGreaterThan(0);
  });
});

describe("summary of benefits (§2.5, §7)", () => {
  it("lists the medical plans, each saying whether it has an SBC; each one's metadata names its SBC, or DOCUMENTS-NOT-FOUND", async () => {
    const plans = sbcPlanListSchema.parse(
      await (await get("/api/documents/summary-of-benefits")).json(),
    ).payload;
    const outcomes = [];
    for (const plan of plans) {
      const query = new URLSearchParams({
        productId: plan.productId,
        isErisaIndicator: erisaIndicator(plan.erisa),
        groupNumber: plan.groupNumber,
        effectiveCoverageDate: plan.effectiveDate,
      });
      const res = await get(`/api/documents/summary-of-benefits/metadata?${query}`);
      outcomes.push({ plan, status: res.status, body: await res.json() });
    }
    const found = outcomes.filter((o) => o.status === 200);
    const missing = outcomes.filter((o) => o.status === 404);
    expect(found.length).toBeGreaterThan(0);
    // The major medical parts (Facility, Professional) have no SBC: the portal skips them.
    expect(missing.map((o) => o.plan.planName)).toEqual(expect.arrayContaining(["Facility", "Professional"]));
    for (const o of missing) expect(o.body.code).toBe(DOCUMENTS_NOT_FOUND);
    // The listing says beforehand which plans have one, so the portal asks for no absent SBC.
    expect(outcomes.map((o) => [o.plan.planName, o.plan.hasSbc])).toEqual(
      outcomes.map((o) => [o.plan.planName, o.status === 200]),
    );
    const meta = sbcMetadataResponseSchema.parse(found[0]?.body);
    expect(meta.docId).toMatch(/^SBC-/);
    expect(meta.marketSegment).toMatch(/Group$/);
  });

  it("refuses malformed metadata input and another client's group", async () => {
    expect(
      (
        await get(
          "/api/documents/summary-of-benefits/metadata?productId=x&isErisaIndicator=y&groupNumber=100100",
        )
      ).status,
    ).toBe(400);
    const other = new URLSearchParams({
      productId: "100200-MED",
      isErisaIndicator: "Y",
      groupNumber: "100200",
    });
    expect((await get(`/api/documents/summary-of-benefits/metadata?${other}`)).status).toBe(404);
  });
});

describe("document PDFs", () => {
  it("a booklet is a real PDF naming its plan, served with its type and download name", async () => {
    const { payload } = await list("/api/documents/benefit-booklets");
    const booklet = payload[0];
    if (!booklet) throw new Error("no booklet");
    const res = await get(booklet.fullURL);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${booklet.fileName}"`);
    const bytes = await pdfOf(res);
    expect(isPdf(bytes)).toBe(true);
    const text = pdfText(bytes);
    expect(text).toContain(booklet.planName);
    expect(text).toContain(`Group ${booklet.groupNumber}`);
    // Its inserts are listed in it.
    for (const insert of booklet.riderDocuments) expect(text).toContain(insert.title);
  });

  it("a group contract opens in the browser (inline) with its riders and window", async () => {
    const contract = (await list("/api/documents/group-contracts")).payload[0];
    if (!contract) throw new Error("no contract");
    const res = await get(contract.fullURL);
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${contract.fileName}"`);
    const text = pdfText(await pdfOf(res));
    expect(text).toContain("Group Contract");
    expect(text).toContain(contract.planName);
  });

  it("another client's document answers 404, like one that does not exist", async () => {
    const { rows } = await t.db.query<{ doc_id: string }>(
      "select doc_id from plan_documents where group_number like '1002%' limit 1",
    );
    expect((await get(`/api/documents/${rows[0]?.doc_id}/pdf`)).status).toBe(404);
    expect((await get("/api/documents/BK-NO-SUCH/pdf")).status).toBe(404);
    expect((await get("/api/documents/bk lower/pdf")).status).toBe(400);
  });
});

describe("recent documents (§2.13)", () => {
  it("counts booklets, inserts, contracts and riders added in the past 60 days", async () => {
    const counts = documentAlertsSchema.parse(await (await get("/api/documents/alerts")).json());
    const { rows } = await t.db.query<{ kind: string; n: number }>(
      `select kind, count(*)::int as n from plan_documents d join groups g on g.group_number = d.group_number
         join clients c on c.id = g.client_id
        where c.client_number = '100001' and added_at >= now() - interval '60 days' group by kind`,
    );
    const n = (kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0;
    expect(counts).toEqual({
      bookletAlertCounter: n("booklet"),
      bookletRiderCounter: n("insert"),
      contractAlertCounter: n("contract"),
      contractRiderCounter: n("rider"),
    });
    expect(counts.bookletAlertCounter).toBeGreaterThan(0);
  });
});

describe("emailGroupContracts (§7)", () => {
  it("e-mails the administrator the group's contract links through the outbox", async () => {
    const res = await agent.request("/api/documents/group-contracts/email", {
      method: "POST",
      body: JSON.stringify({ groupNumber: "100100" }),
    });
    expect(res.status).toBe(200);
    const answer = emailGroupContractsResponseSchema.parse(await res.json());
    expect(answer.contracts).toBe(3);
    const [mail] = await latestOutbox(t.db, 1);
    expect(mail?.subject).toBe("Group contracts of group 100100");
    expect(mail?.body).toContain("/api/documents/CT-100100-");
    const other = await agent.request("/api/documents/group-contracts/email", {
      method: "POST",
      body: JSON.stringify({ groupNumber: "100200" }),
    });
    expect(other.status).toBe(404);
  });
});

describe("View SBC for one employee (§2.5)", () => {
  it("gives the member's SBC for the group, or DOCUMENTS-NOT-FOUND", async () => {
    const { rows } = await t.db.query<{ umi: string; group_number: string }>(
      `select g.umi, g.group_number from employee_groups g join employees e on e.umi = g.umi
         join clients c on c.id = e.client_id
        where c.client_number = '100001' and g.group_number <> '100114' order by g.umi limit 1`,
    );
    const member = rows[0];
    if (!member) throw new Error("no member");
    const res = await get(`/api/employees/${member.umi}/sbc?groupNumber=${member.group_number}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(await pdfOf(res));
    expect(text).toContain("Summary of Benefits and Coverage");
    expect(text).toContain(`Group ${member.group_number}`);

    await t.db.query("delete from plan_documents where kind = 'sbc' and group_number = $1", [
      member.group_number,
    ]);
    const none = await get(`/api/employees/${member.umi}/sbc?groupNumber=${member.group_number}`);
    expect(none.status).toBe(404);
    expect((await none.json()).code).toBe(DOCUMENTS_NOT_FOUND);
  });

  it("is refused where the brand's record does not offer it", async () => {
    await createAdmin(t.db, {
      loginId: "docs.summit",
      clientNumber: "100002",
      employees: { view: true, edit: true },
      groupValue: "Modify",
    });
    const summit = await signIn("docs.summit");
    const { umi } = await t.employeeOf("100002");
    expect((await get(`/api/employees/${umi}/sbc`, summit)).status).toBe(403);
  });
});
