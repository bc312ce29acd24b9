import { BrandProvider } from "@epr/brand-themes";
import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CoverageLineOnFile } from "./CoverageLinesOnFile.js";
import { family, plansByType, today } from "./fixtures.js";
import { PlanCoverageCard } from "./PlanCoverageCard.js";

afterEach(cleanup);

const context = { today, flow: "edit", screen: "employee.find.review" } as const;
const dental: CoverageLineOnFile = {
  groupNumber: "100200",
  lineOfBusiness: "DEN",
  productName: "Dental Basic",
  coverageEffectiveDate: "01/01/2026",
  coverageEndDate: null,
  groupHasMedical: true,
};
const trashName = "Cancel Dental Basic coverage, group 100200";

const renderCard = (brand: string, props: { editingRecord?: boolean; modifiableGroups?: string[] } = {}) => {
  const onCancelLine = vi.fn();
  render(
    <BrandProvider brandCode={brand}>
      <PlanCoverageCard
        coverageType="DENTAL"
        groups={plansByType.DENTAL}
        members={family}
        context={context}
        mode="read"
        linesOnFile={[dental]}
        editingRecord={props.editingRecord ?? true}
        modifiableGroups={props.modifiableGroups ?? ["100200"]}
        onCancelLine={onCancelLine}
      />
    </BrandProvider>,
  );
  return onCancelLine;
};

describe("PlanCoverageCard lines on file (enrollment.md §6 trash)", () => {
  it("the trash names the line and calls back with it", async () => {
    const onCancelLine = renderCard("3001");
    await userEvent.setup().click(screen.getByRole("button", { name: trashName }));
    expect(onCancelLine).toHaveBeenCalledWith(dental);
  });

  it.each([
    ["6012 hides a dental line's trash alongside medical", "6012", {}],
    ["edit off", "3001", { editingRecord: false }],
    ["group not modifiable", "6008", { modifiableGroups: [] }],
  ])("%s", (_label, brand, props) => {
    renderCard(brand, props);
    expect(screen.getByText("Dental Basic")).toBeTruthy();
    expect(screen.queryByRole("button", { name: trashName })).toBeNull();
  });

  it("without lines the card is the add flow's display alone", () => {
    render(
      <PlanCoverageCard
        coverageType="DENTAL"
        groups={plansByType.DENTAL}
        members={family}
        context={context}
        mode="read"
      />,
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("No plan chosen")).toBeTruthy();
  });
});
