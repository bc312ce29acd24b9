import { type EligibilityMemberRow, write834 } from "@epr/domain";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { firstOfNextMonth, uniqueLastName, uniqueSsn } from "./addFlow.js";
import { test } from "./browser.js";
import {
  applyAndWait,
  BULK_CHANGES,
  endOfMonthFromNow,
  enrolledInGroup,
  GROUP,
  PLAN,
  shownCount,
  storedEmployee,
} from "./bulkChanges.js";
import { firstOfLastMonth } from "./employees.js";

/**
 * Eligibility in bulk with an X12 834 (docs/features/bulk-eligibility.md, EDI 834): a file written
 * by @epr/domain's write834 (the writer the product's own 834 downloads use) is uploaded on the Bulk
 * changes page, previewed and applied; what the server stored is read back through the API.
 */

/** An 834 of `rows` as a trading partner would send it to the demo client. */
const file834 = (rows: EligibilityMemberRow[], fullFile = false) =>
  write834({
    sender: { id: "HRSYSTEM" },
    receiver: { id: "PORTAL" },
    interchangeControlNumber: 42,
    createdAt: new Date(),
    sponsor: { name: "NORTHWIND" },
    payer: { name: "CARRIER" },
    fullFile,
    rows,
  });

/** A member row of the 834 (the writer numbers the segments; `source` is the reader's). */
const member = (over: Partial<EligibilityMemberRow>): EligibilityMemberRow => ({
  source: { kind: "segment", segment: 1 },
  action: "change",
  subscriberSsn: "",
  relationshipCode: "18",
  coverages: [],
  columns: {},
  ...over,
});

/**
 * A new member's line on PLAN from `effective` with every answer the add flow asks: other insurance
 * and Medicare, and GROUP's Plan Coverage answers (tobacco, its DEPT and DIV report codes).
 */
const newOnPlan = (effective: string): Partial<EligibilityMemberRow> => ({
  coverages: [
    {
      groupNumber: GROUP,
      coverageType: "MEDICAL",
      productId: PLAN,
      effectiveDate: effective,
      tobaccoStatus: "N",
      reportCodes: "DEPT=HR; DIV=D1",
    },
  ],
  otherInsuranceIndicator: "No",
  medicareEligibleIndicator: "No",
});

/** A subscriber enrolled by enrolledInGroup, as an 834 names them (maintenance type `action`). */
const enrolledMember = (
  employee: { ssn: string; last: string; effective: string },
  action: EligibilityMemberRow["action"],
  over: Partial<EligibilityMemberRow> = {},
) =>
  member({
    action,
    subscriberSsn: employee.ssn,
    ssn: employee.ssn,
    firstName: "Rowan",
    lastName: employee.last,
    gender: "F",
    birthDate: "04/14/1984",
    address1: "12 Harbor Street",
    city: "Philadelphia",
    state: "PA",
    zip: "19103",
    coverages: [
      { groupNumber: GROUP, coverageType: "MEDICAL", productId: PLAN, effectiveDate: employee.effective },
    ],
    ...over,
  });

/** Uploads `text` through the drop zone's file input as `name`. */
const upload = (page: Page, name: string, text: string) =>
  page
    .locator("[data-slot=bulk-upload] input[type=file]")
    .setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from(text) });

/** Uploads an 834 and waits for its preview. */
async function previewOf(page: Page, name: string, text: string) {
  await page.goto(BULK_CHANGES);
  await page.getByRole("heading", { name: "Upload a file", level: 2 }).waitFor();
  await upload(page, name, text);
  await page.getByRole("heading", { name: `Preview of “${name}”` }).waitFor();
}

const importIds = async (page: Page) => {
  const res = await page.request.get("/api/eligibility/imports");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { imports: { importId: string }[] }).imports.map((i) => i.importId);
};

describe("bulk changes with an 834 (eligibility in bulk)", () => {
  test("a change is applied from an 834; a malformed envelope is refused with its segment and nothing is stored", async ({
    browserConsole,
    context,
    page,
  }) => {
    // Chromium logs the refused upload's 422 as a console error: that one is expected.
    browserConsole.expectError(/status of 422/);
    const admin = await createAdmin();
    await signIn(context, admin);
    const moved = await enrolledInGroup(context.request, uniqueLastName("Pier"), firstOfNextMonth());

    await previewOf(
      page,
      "weekly.834",
      file834([enrolledMember(moved, "change", { address1: "7 Lighthouse Road" })]),
    );
    expect([await shownCount(page, "total"), await shownCount(page, "change")]).toEqual(["1", "1"]);
    await expect
      .poll(() => page.locator("[data-preview-scroll] [data-change-field]").allTextContents())
      .toEqual(["address1: was 12 Harbor Street → now 7 Lighthouse Road"]);
    // The row says where the 834 had it: its INS segment's place in the set (ST is 1).
    await expect
      .poll(() => page.locator("[data-preview-scroll] tbody tr[data-index] th").first().textContent())
      .toBe("Segment 5");
    expect(await applyAndWait(page, "weekly.834", "allOrNothing")).toEqual({
      applied: "1",
      refused: "0",
      pending: "0",
    });
    expect((await storedEmployee(context.request, moved.umi)).payload.subscriber.address.address1).toBe(
      "7 Lighthouse Road",
    );

    // SE01 counting one segment too many: refused on the page with the segment's number and id.
    const before = await importIds(page);
    const good = file834([enrolledMember(moved, "change", { address1: "8 Lighthouse Road" })]);
    const broken = good.replace(/^SE\*(\d+)\*/m, (_, n: string) => `SE*${Number(n) + 1}*`);
    const seNumber = good.split("\n").findIndex((line) => line.startsWith("SE*")) + 1;
    await page.goto(BULK_CHANGES);
    await page.getByRole("heading", { name: "Upload a file", level: 2 }).waitFor();
    await upload(page, "broken.834", broken);
    const refusal = page.locator("[data-upload-refusal]");
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain("“broken.834” was not imported and nothing changed.");
    expect(await refusal.locator("[data-refusal-message]").textContent()).toMatch(
      new RegExp(
        `^Segment ${seNumber} \\(SE\\): SE01 says the transaction set has \\d+ segments, but it has \\d+`,
      ),
    );
    // Nothing stored: no import, and the employee as the first file left it.
    expect(await importIds(page)).toEqual(before);
    expect((await storedEmployee(context.request, moved.umi)).payload.subscriber.address.address1).toBe(
      "7 Lighthouse Road",
    );
  });

  test("a full file proposes the roster's missing members apart; only the ticked one is ended", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin();
    await signIn(context, admin);
    // Covered since the first of last month (the earliest the add flow allows), so the end of this
    // month, the date a proposed termination ends coverage on, is after the coverage's start.
    const effective = firstOfLastMonth();
    const suffix = uniqueLastName("").slice(0, 6);
    const named = await enrolledInGroup(context.request, `Anchor${suffix}`, effective, false);
    const ended = await enrolledInGroup(context.request, `Buoy${suffix}`, effective, false);
    const kept = await enrolledInGroup(context.request, `Cleat${suffix}`, effective, false);

    // The file names only `named` (unchanged): every other active employee of the client is missing.
    await previewOf(page, "full-roster.834", file834([enrolledMember(named, "audit")], true));
    const missing = page.locator("[data-proposed-terminations]");
    await missing.waitFor();
    const endFor = (employee: { last: string }) =>
      missing.getByRole("checkbox", { name: `End coverage for Rowan ${employee.last}` });
    await endFor(ended).waitFor();
    await endFor(kept).waitFor();
    expect(
      await missing.getByRole("checkbox", { name: `End coverage for Rowan ${named.last}` }).count(),
    ).toBe(0);
    // The named member is as on file, so nothing of the file itself is to apply.
    expect([
      await shownCount(page, "noChange"),
      await shownCount(page, "change"),
      await shownCount(page, "error"),
    ]).toEqual(["1", "0", "0"]);
    // None is ticked: nothing would be ended.
    expect(await missing.getByRole("checkbox", { checked: true }).count()).toBe(0);
    await endFor(ended).check();
    expect((await applyAndWait(page, "full-roster.834", "validOnly")).applied).toBe("1");

    // The ticked member's coverage ends (this month's end, reason 01); the unticked one's goes on.
    const line = async (umi: string) =>
      (await storedEmployee(context.request, umi)).payload.subscriber.memberCoverages[0]?.memberLobs[0];
    expect(await line(ended.umi)).toMatchObject({
      coverageEndDate: endOfMonthFromNow(0),
      cancelReasonCode: "01",
    });
    expect((await line(kept.umi))?.coverageEndDate ?? null).toBeNull();
    expect((await line(named.umi))?.coverageEndDate ?? null).toBeNull();
  });

  // The add flow's answers ride in the 834: INS06 and a COB loop (Medicare, other insurance), HLH
  // (tobacco) and the reporting categories (the group's DEPT and DIV report codes).
  test("adds and a term from an 834 are applied", async ({ context, page }) => {
    const admin = await createAdmin();
    await signIn(context, admin);
    const effective = firstOfNextMonth();
    const parent = await enrolledInGroup(context.request, uniqueLastName("Dock"), effective);
    const leaving = await enrolledInGroup(context.request, uniqueLastName("Wharf"), effective);
    const newSsn = uniqueSsn();
    const newcomer = uniqueLastName("Keel");
    await previewOf(
      page,
      "adds-and-term.834",
      file834([
        member({
          action: "add",
          subscriberSsn: newSsn,
          ssn: newSsn,
          firstName: "Edi",
          lastName: newcomer,
          gender: "M",
          birthDate: "03/03/1980",
          address1: "1 Dock Road",
          city: "Philadelphia",
          state: "PA",
          zip: "19103",
          ...newOnPlan(effective),
        }),
        member({
          action: "add",
          subscriberSsn: parent.ssn,
          relationshipCode: "02",
          firstName: "Kit",
          lastName: parent.last,
          gender: "M",
          birthDate: "06/10/2016",
          ...newOnPlan(effective),
        }),
        enrolledMember(leaving, "terminate", {
          coverages: [
            { groupNumber: GROUP, coverageType: "MEDICAL", productId: PLAN, endDate: endOfMonthFromNow(1) },
          ],
        }),
      ]),
    );
    expect([
      await shownCount(page, "addEmployee"),
      await shownCount(page, "addDependent"),
      await shownCount(page, "endCoverage"),
      await shownCount(page, "error"),
    ]).toEqual(["1", "1", "1", "0"]);
    expect(await applyAndWait(page, "adds-and-term.834", "allOrNothing")).toMatchObject({ applied: "3" });
    const family = await storedEmployee(context.request, parent.umi);
    expect(family.payload.dependents.map((d) => d.fullName.first)).toEqual(["Kit"]);
    const term = await storedEmployee(context.request, leaving.umi);
    expect(term.payload.subscriber.memberCoverages[0]?.memberLobs[0]?.coverageEndDate).toBe(
      endOfMonthFromNow(1),
    );
  });
});
