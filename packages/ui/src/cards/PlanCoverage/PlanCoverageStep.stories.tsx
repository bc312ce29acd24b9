import { copyFor } from "@epr/brand-themes";
import { assignPlansNotices, coverageTypes, type PlanSelection } from "@epr/domain";
import { coverageNoticeMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { CoverageNotice, type CoverageNoticeItem } from "../../modals/CoverageNotice/CoverageNotice.js";
import { Button } from "../../primitives/Button/Button.js";
import { StepFormsProvider, useStepForms } from "../../primitives/StepForms/StepForms.js";
import { summaryLink } from "../../testing/cardStories.js";
import { family, plansByType, today } from "./fixtures.js";
import { PlanCoverageCard } from "./PlanCoverageCard.js";

const dependentKeys = family.filter((member) => member.key !== "subscriber").map((member) => member.key);

/**
 * The plan coverage step as an app composes it: one card per coverage type in a step
 * (`StepFormsProvider`), and Save & Continue submitting them together; when every card is valid,
 * @epr/domain's `assignPlansNotices` decides the coverage notices (enrollment.md §4 Assigning plans,
 * §5 Coverage notices), shown by the coverage notice modal in the brand's wording. (Uncovered
 * dependents go to their own modal, not shown here.)
 */
function PlanCoverageStep() {
  const step = useStepForms();
  const [selections, setSelections] = useState<Record<string, PlanSelection>>({});
  const [notices, setNotices] = useState<CoverageNoticeItem[]>([]);
  const [advanced, setAdvanced] = useState(false);
  const next = async () => {
    setAdvanced(false);
    if (!(await step.submitAll())) return;
    const found = assignPlansNotices(Object.values(selections), dependentKeys).flatMap((notice) =>
      notice.key === "uncoveredDependents" ? [] : [notice],
    );
    setNotices(found);
    setAdvanced(found.length === 0);
  };
  return (
    <div className="flex flex-col gap-4">
      <h2 className="m-0 font-bold text-xl">Plan Coverage</h2>
      <StepFormsProvider step={step}>
        {coverageTypes.map((coverageType) => (
          <PlanCoverageCard
            key={coverageType}
            coverageType={coverageType}
            groups={plansByType[coverageType]}
            members={family}
            context={{ today, flow: "add", screen: "employee.add.coverage" }}
            mode="edit"
            onChange={(selection) => setSelections((all) => ({ ...all, [coverageType]: selection }))}
          />
        ))}
      </StepFormsProvider>
      <div className="flex items-center gap-4">
        <Button onClick={() => void next()}>Save &amp; Continue</Button>
        <p role="status" className="m-0">
          {advanced ? "Plans assigned." : ""}
        </p>
      </div>
      <CoverageNotice open={notices.length > 0} notices={notices} onClose={() => setNotices([])} />
    </div>
  );
}

const meta = {
  title: "Cards/Coverage/Plan coverage step",
  render: () => <PlanCoverageStep />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole("alertdialog");

/** Harbor: no plan at all opens the notice in the default wording; inside the step the cards have no own Save. */
export const NoProductSelected: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole("button", { name: "Save" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Save & Continue" }));
    await expect(await dialog()).toHaveTextContent(copyFor("6008", "noProductSelected"));
  },
};

/** Summit, brand 6012: the same notice in the wording of 6012's brand record. */
export const NoProductSelected6012: Story = {
  globals: { brand: "6012" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save & Continue" }));
    await expect(await dialog()).toHaveTextContent(copyFor("6012", "noProductSelected"));
  },
};

/**
 * Evergreen: a plan with nobody checked stops the step on its card (the spec's message, linked to
 * the members); checking the subscriber lets the step through.
 */
export const ProductWithNoMembers: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const medical = canvasElement.querySelector<HTMLElement>('[data-coverage-type="MEDICAL"]');
    if (!medical) throw new Error("no medical card");
    const card = within(medical);
    await userEvent.selectOptions(card.getByLabelText("Plan"), "Gold PPO (Group 100200)");
    await userEvent.click(canvas.getByRole("button", { name: "Save & Continue" }));
    const message = coverageNoticeMessages.productWithNoMembers.replace("{product}", "Gold PPO");
    await waitFor(() =>
      expect(medical.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    await expect(card.getByRole("link", { name: summaryLink(message) })).toBeVisible();
    await userEvent.click(card.getByRole("checkbox", { name: "Jordan Lind" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save & Continue" }));
    await expect(await canvas.findByText("Plans assigned.")).toBeVisible();
  },
};
