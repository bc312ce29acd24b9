import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StepForms, StepFormsProvider, useStepForms } from "../../primitives/StepForms/StepForms.js";
import { family, plansByType, today } from "./fixtures.js";
import { PlanCoverageCard } from "./PlanCoverageCard.js";

afterEach(cleanup);

const context = { today, flow: "add", screen: "employee.add.coverage" } as const;

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
        lineOfBusiness: "PPO",
        groupNumber: "100200",
        productId: "MED-GOLD",
        productName: "Gold PPO",
        effectiveDate: "07/01/2026",
        members: { subscriber: true, d1: true, d2: true },
      }),
    );
  });
});

/** A plan coverage step of one card with a plan chosen and nobody checked; hands its step out. */
function Step({ onStep, onSubmit }: { onStep: (step: StepForms) => void; onSubmit: () => void }) {
  const step = useStepForms();
  onStep(step);
  return (
    <StepFormsProvider step={step}>
      <PlanCoverageCard
        coverageType="DENTAL"
        groups={plansByType.DENTAL}
        members={family}
        context={context}
        mode="edit"
        values={{ groupNumber: "100200", productId: "DEN-BASIC", coverageEffectiveDate: "07/01/2026" }}
        onSubmit={onSubmit}
      />
    </StepFormsProvider>
  );
}

describe("PlanCoverageCard inside an add-flow step (enrollment.md §4 footer actions)", () => {
  it("the step's submit resolves false while a chosen plan has no member, true once one is checked", async () => {
    const onSubmit = vi.fn();
    const steps: StepForms[] = [];
    render(<Step onStep={(step) => steps.push(step)} onSubmit={onSubmit} />);
    const step = () => steps.at(-1);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(await step()?.submitAll()).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByLabelText("Jordan Lind"));
    expect(await step()?.submitAll()).toBe(true);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ productId: "DEN-BASIC", coverageType: "DENTAL" }),
    );
  });
});
