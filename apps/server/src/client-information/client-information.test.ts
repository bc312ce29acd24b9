import {
  brandGroupsResponseSchema,
  CLIENT_INFO_CURSOR_MESSAGE,
  clientContactsResponseSchema,
  clientGeneralInfoResponseSchema,
  clientReportCodesResponseSchema,
  groupDetailResponseSchema,
  groupListResponseSchema,
} from "@epr/contract";
import { ID_THEFT_VENDOR } from "@epr/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_CONTACT_ROLES, GROUP_CONTACT_ROLE } from "../seed/clientInformation.js";
import { createTestApp } from "../test-support/testApp.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let agent: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;

beforeAll(async () => {
  t = await createTestApp({ members: 40 });
  agent = t.agent();
  expect((await agent.login("demo.admin")).status).toBe(200);
});
afterAll(() => t.close());

const get = async (path: string) => agent.request(`/api/client-information${path}`);
const groupList = async (query: string) =>
  groupListResponseSchema.parse(await (await get(`/groups${query}`)).json());

/** The demo client's groups counted straight from the table, to compare with the answers. */
async function countsOf(groupNumber: string) {
  const { rows } = await t.db.query<{ active: number; cancelled: number }>(
    `select count(*) filter (where status = 'active')::int as active,
            count(*) filter (where status = 'cancelled')::int as cancelled
       from employee_groups where group_number = $1`,
    [groupNumber],
  );
  const r = rows[0] ?? { active: 0, cancelled: 0 };
  return { acount: r.active, ccount: r.cancelled, tcount: r.active + r.cancelled };
}

describe("client info tabs (assist-employees.md §2.10, §7 getGeneralInfo, getContacts)", () => {
  it("answers the chosen client's general info with its address and group totals", async () => {
    const res = await get("/general-info");
    expect(res.status).toBe(200);
    const { payload } = clientGeneralInfoResponseSchema.parse(await res.json());
    expect(payload).toMatchObject({ clientNumber: "100001", brandCode: "6008", status: "Active" });
    expect(payload.address?.city).toBeTruthy();
    expect(payload.activeGroups).toBe(3);
    expect(payload.cancelledGroups).toBe(1);
  });

  it("lists the client's own contacts in order, and a group's separately", async () => {
    const client = clientContactsResponseSchema.parse(await (await get("/contacts")).json()).payload;
    expect(client.map((c) => c.role)).toEqual([...CLIENT_CONTACT_ROLES]);
    const group = clientContactsResponseSchema.parse(await (await get("/groups/100100/contacts")).json());
    expect(group.payload.map((c) => c.role)).toEqual([GROUP_CONTACT_ROLE]);
  });
});

describe("group list (§2.10, §9: status Active by default, 25 a page, counts §3)", () => {
  it("lists the active groups by default with their counts", async () => {
    const page = await groupList("");
    expect(page.payload.map((g) => g.groupNumber)).toEqual(["100100", "100107", "100114"]);
    expect(page.payload.every((g) => g.status === "Active")).toBe(true);
    for (const g of page.payload) expect(g).toMatchObject(await countsOf(g.groupNumber));
    expect(page.payload.some((g) => g.tcount > 0)).toBe(true);
    expect(page.next).toBeNull();
  });

  it.each([
    { query: "?status=Cancelled", groups: ["100121"] },
    { query: "?status=All", groups: ["100100", "100107", "100114", "100121"] },
    { query: "?status=All&search=10011", groups: ["100114"] },
    { query: "?status=All&search=union", groups: ["100114"] },
    { query: "?search=%25", groups: [] },
  ])("filters $query", async ({ query, groups }) => {
    expect((await groupList(query)).payload.map((g) => g.groupNumber)).toEqual(groups);
  });

  it("pages 25 at a time by keyset", async () => {
    const clientId = (
      await t.db.query<{ id: number }>("select id from clients where client_number = '100001'")
    ).rows[0]?.id;
    const extra = Array.from({ length: 30 }, (_, i) => String(900000 + i));
    for (const g of extra)
      await t.db.query(
        "insert into groups (group_number, client_id, name, status) values ($1, $2, 'Paging Plan', 'active')",
        [g, clientId],
      );
    await t.db.query(
      `insert into admin_group_entitlements (admin_id, group_number, employee_data, spending_account)
       select a.id, g, 'Modify', 'N/A' from plan_admins a, unnest($1::text[]) g where a.login_id = 'demo.admin'`,
      [extra],
    );
    expect((await agent.login("demo.admin")).status).toBe(200);
    const first = await groupList("?search=Paging");
    expect(first.payload).toHaveLength(25);
    expect(first.next).not.toBeNull();
    const second = await groupList(`?search=Paging&after=${first.next}`);
    expect(second.payload.map((g) => g.groupNumber)).toEqual(extra.slice(25));
    expect(second.next).toBeNull();
  });

  it.each(["?after=!!", "?after=QQ", "?status=Pending", `?search=${"x".repeat(61)}`])(
    "answers 400 for %s",
    async (query) => {
      const res = await get(`/groups${query}`);
      expect(res.status).toBe(400);
      if (query === "?after=QQ") expect((await res.json()).message).toBe(CLIENT_INFO_CURSOR_MESSAGE);
    },
  );
});

describe("group info (§2.10 six sections; §7 getBrandGroups)", () => {
  it("answers the group with its counts, cancel date and products; another client's group is 404", async () => {
    const { payload } = groupDetailResponseSchema.parse(await (await get("/groups/100121")).json());
    expect(payload).toMatchObject({
      groupNumber: "100121",
      status: "Cancelled",
      ...(await countsOf("100121")),
    });
    expect(payload.cancelDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(payload.products.length).toBeGreaterThan(0);
    expect((await get("/groups/100200")).status).toBe(404);
  });

  it("answers the login's groups with the vendor's protection, none for another vendor", async () => {
    await t.db.query(
      "insert into group_identity_theft (group_number, opted_in, changed_at) values ('100107', true, now()) on conflict do nothing",
    );
    const body = brandGroupsResponseSchema.parse(await (await get("/brand-groups")).json());
    expect(body).toMatchObject({ loginId: "demo.admin", vendor: ID_THEFT_VENDOR });
    expect(body.payload.find((g) => g.groupNumber === "100107")?.protectionEnabled).toBe(true);
    expect(body.payload.find((g) => g.groupNumber === "100100")?.protectionEnabled).toBe(false);
    const other = brandGroupsResponseSchema.parse(await (await get("/brand-groups?vendor=Other")).json());
    expect(other.payload).toEqual([]);
  });
});

describe("client report codes (§7 getReportCodes; §3 type, codes, groups; §9 1000 a page)", () => {
  it("groups the readable groups' report codes by type with their codes and groups", async () => {
    const body = clientReportCodesResponseSchema.parse(await (await get("/report-codes")).json());
    const { rows } = await t.db.query<{ type: string; groups: string[] }>(
      `select type, array_agg(distinct group_number order by group_number) as groups from group_report_codes
        where group_number in ('100100', '100107', '100114', '100121') group by type order by type`,
    );
    expect(body.payload.map((r) => ({ type: r.type, groups: r.groups }))).toEqual(rows);
    expect(body.next).toBeNull();
  });

  it("lists the view-only login's codes too, but a session without a client is refused", async () => {
    const viewer = t.agent();
    expect((await viewer.login("demo.VIEW")).status).toBe(200);
    expect((await viewer.request("/api/client-information/report-codes")).status).toBe(200);
    const mcu = t.agent();
    expect((await mcu.login("demo.mcu")).status).toBe(200);
    expect((await mcu.request("/api/client-information/general-info")).status).toBe(403);
  });
});
