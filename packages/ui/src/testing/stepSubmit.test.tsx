import { act, cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProviderCard } from "../cards/Provider/ProviderCard.js";
import { ReportCodesCard } from "../cards/ReportCodes/ReportCodesCard.js";
import { TobaccoCard } from "../cards/Tobacco/TobaccoCard.js";
import { type StepForms, StepFormsProvider, useStepForms } from "../primitives/StepForms/StepForms.js";

afterEach(cleanup);

const today = new Date(2026, 10, 22);

/** The Plan Coverage step's cards (enrollment.md §4: plans, providers, tobacco, report codes) under one footer. */
function CoverageStep({ expose, onSubmit }: { expose: (step: StepForms) => void; onSubmit: () => void }) {
  const step = useStepForms();
  expose(step);
  return (
    <StepFormsProvider step={step}>
      <ProviderCard
        id="p0"
        participantName="Ana Lind"
        mode="edit"
        groupRequiresProvider
        onSubmit={onSubmit}
      />
      <TobaccoCard
        id="p0"
        participantName="Ana Lind"
        mode="edit"
        today={today}
        required
        onSubmit={onSubmit}
      />
      <ReportCodesCard
        groupNumber="100"
        mode="edit"
        codes={[{ type: "Department", abbreviatedType: "DEPT", required: true }]}
        onSubmit={onSubmit}
      />
    </StepFormsProvider>
  );
}

describe("the provider, tobacco and report codes cards in an add-flow step (enrollment.md §4 footer actions)", () => {
  it("have no Save of their own, and the step advances only once all three are valid", async () => {
    let step: StepForms | undefined;
    const onSubmit = vi.fn();
    render(<CoverageStep expose={(s) => (step = s)} onSubmit={onSubmit} />);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();

    let result: boolean | undefined;
    await act(async () => {
      result = await step?.submitAll();
    });
    expect(result).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /^Provider Number/ }), "A1234");
    await user.type(screen.getByRole("textbox", { name: /^Effective Date/ }), "12012026");
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.type(screen.getByRole("textbox", { name: /^Department/ }), "sales");
    await act(async () => {
      result = await step?.submitAll();
    });
    expect(result).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(3);
  });
});
