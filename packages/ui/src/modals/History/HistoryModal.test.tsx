import { cleanup, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cobRows, planRows } from "./fixtures.js";
import { HistoryModal } from "./HistoryModal.js";
import { describeChange, formatHistoryTime, type HistoryModalKind } from "./historyColumns.js";

afterEach(cleanup);

describe("formatHistoryTime: MM/dd/yyyy with the time, in the administrator's zone", () => {
  it.each([
    ["2026-03-02T15:04:00.000Z", "UTC", "03/02/2026 3:04 PM"],
    ["2026-03-02T15:04:00.000Z", "America/New_York", "03/02/2026 10:04 AM"],
    ["2026-01-01T02:30:00.000Z", "America/Los_Angeles", "12/31/2025 6:30 PM"],
    ["2026-07-04T00:00:00.000Z", "UTC", "07/04/2026 12:00 AM"],
    ["not a time", "UTC", "not a time"],
  ])("%s in %s → %s", (iso, zone, shown) => {
    expect(formatHistoryTime(iso, zone)).toBe(shown);
  });
});

/** A COB value as the server's writer and the seed keep it: the answers, no details. */
const answeredNo = {
  otherInsuranceIndicator: "no",
  otherInsurance: null,
  medicareEligibleIndicator: "no",
  medicareEligible: null,
};

describe("describeChange: each modal's column set in words", () => {
  const medicare = cobRows[0] as (typeof cobRows)[number];
  const other = cobRows[1] as (typeof cobRows)[number];
  it.each<[HistoryModalKind, unknown, unknown, string[] | null, string[] | null]>([
    // plan: the line whole (line of business, product, effective and cancel dates)
    [
      "plan",
      null,
      { lineOfBusiness: "PPO", productName: "Gold PPO", coverageEffectiveDate: "01/01/2026" },
      [],
      ["Line of business: PPO", "Product: Gold PPO", "Effective date: 01/01/2026"],
    ],
    // PCP: number, name, effective date
    [
      "provider",
      { physicianNumber: "1", physicianName: "Dr A", physicianEffectiveDate: "01/01/2026" },
      null,
      ["PCP number: 1", "PCP name: Dr A", "Effective date: 01/01/2026"],
      [],
    ],
    // report code: type and value
    [
      "reportCode",
      { type: "DEPT", value: "A" },
      { type: "DEPT", value: "B" },
      ["Type: DEPT", "Value: A"],
      ["Type: DEPT", "Value: B"],
    ],
    // other insurance and Medicare: only what changed, codes in words
    ["otherInsurance", other.before, other.after, ["Carrier: Acme Health"], ["Carrier: Beacon Mutual"]],
    [
      "medicare",
      medicare.before,
      medicare.after,
      ["Reason eligible: Age"],
      ["Reason eligible: Disability", "Part A start date: 02/01/2026"],
    ],
    // a Medicare-only change is not in the other-insurance history, and the reverse
    ["otherInsurance", medicare.before, medicare.after, null, null],
    ["medicare", other.before, other.after, null, null],
    [
      "otherInsuranceMedicare",
      other.before,
      other.after,
      ["Carrier: Acme Health"],
      ["Carrier: Beacon Mutual"],
    ],
    // the answers a COB row always carries (the seed's and the writer's shape): an ADD with No
    ["otherInsurance", null, answeredNo, [], ["Other insurance: No"]],
    ["medicare", null, answeredNo, [], ["Medicare eligible: No"]],
    ["otherInsuranceMedicare", null, answeredNo, [], ["Other insurance: No", "Medicare eligible: No"]],
    // an answer changed to Yes with its details
    [
      "otherInsurance",
      answeredNo,
      { ...answeredNo, otherInsuranceIndicator: "yes", otherInsurance: { insuranceCarrier: "Acme Health" } },
      ["Other insurance: No"],
      ["Other insurance: Yes", "Carrier: Acme Health"],
    ],
    // a Medicare answer changed: not in the other-insurance history
    ["otherInsurance", answeredNo, { ...answeredNo, medicareEligibleIndicator: "yes" }, null, null],
    // nothing this modal describes
    ["plan", { x: 1 }, "text", null, null],
  ])("%s: %j → %j", (kind, before, after, wantBefore, wantAfter) => {
    const change = describeChange(kind, { before, after });
    const words = (facts: { label: string; value: string }[]) => facts.map((f) => `${f.label}: ${f.value}`);
    expect(change ? words(change.before) : null).toEqual(wantBefore);
    expect(change ? words(change.after) : null).toEqual(wantAfter);
  });
});

describe("HistoryModal", () => {
  it("sorts by a header with the keyboard: aria-sort and the row order follow", async () => {
    render(
      <HistoryModal open kind="plan" status="success" rows={planRows} timeZone="UTC" onClose={vi.fn()} />,
    );
    const user = userEvent.setup();
    const who = screen.getByRole("columnheader", { name: "Changed By" });
    const whoColumn = () =>
      screen
        .getAllByRole("row")
        .slice(1)
        .map((r) => within(r).getAllByRole("cell")[1]?.textContent);
    expect(whoColumn()).toEqual(["Ada Admin", "Bo Baker", "Cy Carter"]);
    within(who).getByRole("button").focus();
    await user.keyboard("{Enter}");
    expect(who.getAttribute("aria-sort")).toBe("ascending");
    await user.keyboard("{Enter}");
    expect(who.getAttribute("aria-sort")).toBe("descending");
    expect(whoColumn()).toEqual(["Cy Carter", "Bo Baker", "Ada Admin"]);
    expect(screen.getByRole("columnheader", { name: "Date" }).getAttribute("aria-sort")).toBe("none");
  });

  it("on a failed fetch shows the error modal and no spinner; OK and Escape close", async () => {
    const onClose = vi.fn();
    render(<HistoryModal open kind="plan" status="error" rows={[]} onClose={onClose} />);
    expect(screen.getByRole("alertdialog", { name: "An Error Occured" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "OK" }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it.each<[HistoryModalKind, string]>([
    ["otherInsurance", "Other insurance: No"],
    ["medicare", "Medicare eligible: No"],
  ])("%s: lists a COB row holding only the member's answers (an ADD with No)", (kind, shown) => {
    const row = {
      id: "41",
      when: "2025-03-01T12:00:00.000Z",
      who: "Benefits Office",
      memberName: "Hal Hollister",
      transactionType: "ADD",
      before: null,
      after: answeredNo,
    };
    render(<HistoryModal open kind={kind} status="success" rows={[row]} timeZone="UTC" onClose={vi.fn()} />);
    expect(screen.queryByText("No history to display.")).toBeNull();
    const cells = screen.getAllByRole("row")[1]?.textContent ?? "";
    expect(cells).toContain("Hal Hollister");
    expect(cells).toContain(shown.split(": ")[1]);
    expect(screen.getByRole("table").textContent).toContain(shown.split(": ")[0]);
  });

  it("says so when there is no history", () => {
    render(<HistoryModal open kind="reportCode" status="success" rows={[]} onClose={vi.fn()} />);
    expect(screen.getByText("No history to display.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
