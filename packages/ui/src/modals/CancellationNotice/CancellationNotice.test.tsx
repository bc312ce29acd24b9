import { BrandProvider, copyFor, getBrand } from "@epr/brand-themes";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CancellationNotice, type CancellationNoticeItem } from "./CancellationNotice.js";

afterEach(cleanup);

const brand = getBrand("6012");

describe("CancellationNotice (enrollment.md §8: 'IMPORTANT', wording from the brand's copy)", () => {
  it.each<[CancellationNoticeItem, string]>([
    [
      { kind: "currentYear", groupNumber: "100200", groupCancelDate: "12/31/2026" },
      copyFor(brand, "cancellationNoticeCurrentYear", { group: "100200", date: "12/31/2026" }),
    ],
    [
      { kind: "upcomingYear", cancelDate: "01/01/2027" },
      copyFor(brand, "cancellationNoticeUpcomingYear", { date: "01/01/2027" }),
    ],
    [
      { kind: "groupsEnd", groups: [{ groupNumber: "100200", endDate: "12/31/2026" }] },
      copyFor(brand, "cancellationNoticeGroupEndsOn", { group: "100200", date: "12/31/2026" }),
    ],
    [{ kind: "policyYears" }, copyFor(brand, "cancellationNoticeBothYears")],
  ])("%o shows %s, titled IMPORTANT", (notice, text) => {
    render(
      <BrandProvider brandCode="6012">
        <CancellationNotice open notice={notice} onClose={vi.fn()} />
      </BrandProvider>,
    );
    const dialog = screen.getByRole("alertdialog", { name: "IMPORTANT" });
    expect(dialog.textContent).toContain(text);
    expect(dialog.textContent).not.toMatch(/\{\w+\}/);
  });
});
