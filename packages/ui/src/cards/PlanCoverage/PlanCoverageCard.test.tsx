import { BrandProvider } from "@epr/brand-themes";
import { coverageNoticeMessages } from "@epr/forms/schemas";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { family, plansByType, today } from "./fixtures.js";
import { PlanCoverageCard } from "./PlanCoverageCard.js";
import { PlanCoverageNotices } from "./PlanCoverageNotices.js";

afterEach(cleanup);

const context = { today, flow: "add" as const, path: "/employer/manage-employees/add/coverage" };

describe("PlanCoverageCard (enrollment.md §4 Plan selection)", () => {
  it("two cards on one page have distinct control ids", () => {
    render(
      <>
        <PlanCoverageCard
          coverageType="DENTAL"
          groups={plansByType.DENTAL}
          members={family}
          context={context}
          mode="edit"
        />
        <PlanCoverageCard
          coverageType="VISION"
          groups={plansByType.VISION}
          members={family}
          context={context}
          mode="edit"
        />
      </>,
    );
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getAllByLabelText("Plan")).toHaveLength(2);
  });

  it("tells the app each change as a plan selection of its coverage type", async () => {
    const onChange = vi.fn();
    render(
      <PlanCoverageCard
        coverageType="MEDICAL"
        groups={plansByType.MEDICAL}
        members={family}
        context={context}
        mode="edit"
        onChange={onChange}
      />,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Plan"), "Gold PPO (Group 100200)");
    await user.click(screen.getByLabelText("Jordan Lind"));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        coverageType: "MEDICAL",
        groupNumber: "100200",
        productId: "MED-GOLD",
        productName: "Gold PPO",
        effectiveDate: "07/01/2026",
        members: { subscriber: true, d1: true, d2: true },
      }),
    );
  });
});

describe("PlanCoverageNotices (enrollment.md §5 Coverage notices)", () => {
  it.each([
    ["6008", coverageNoticeMessages.noProductSelected],
    ["6011", coverageNoticeMessages.noProductSelected],
    ["6012", coverageNoticeMessages.noProductSelected6012],
    ["9017", coverageNoticeMessages.noProductSelected],
  ])("brand %s: no product selected", (brand, text) => {
    render(
      <BrandProvider brandCode={brand}>
        <PlanCoverageNotices notices={[{ key: "noProductSelected" }]} />
      </BrandProvider>,
    );
    expect(screen.getByRole("alert").textContent).toContain(text);
  });

  it("lists several products with no members, and leaves uncovered dependents to their modal", () => {
    render(
      <PlanCoverageNotices
        notices={[
          { key: "productWithNoMembers", product: "Gold PPO" },
          { key: "productWithNoMembers", product: "Dental Basic" },
        ]}
      />,
    );
    expect(
      within(screen.getByRole("alert"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "In order to enroll in Gold PPO coverage, at least one participant must be selected.",
      "In order to enroll in Dental Basic coverage, at least one participant must be selected.",
    ]);
    cleanup();
    render(<PlanCoverageNotices notices={[{ key: "uncoveredDependents", dependentKeys: ["d1"] }]} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
