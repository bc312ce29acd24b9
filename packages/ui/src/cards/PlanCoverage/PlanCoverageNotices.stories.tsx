import { assignPlansNotices, type CoverageNotice, coverageTypes, type PlanSelection } from "@epr/domain";
import { coverageNoticeMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import { Button } from "../../primitives/Button/Button.js";
import { family, plansByType, today } from "./fixtures.js";
import { PlanCoverageCard } from "./PlanCoverageCard.js";
import { PlanCoverageNotices } from "./PlanCoverageNotices.js";

/**
 * The plan coverage step as an app composes it: one card per coverage type, and on Continue the
 * coverage notices of @epr/domain's `assignPlansNotices` (enrollment.md §4 Assigning plans, §5
 * Coverage notices), worded by the brand record.
 */
function PlanCoverageStep() {
  const [selections, setSelections] = useState<Record<string, PlanSelection>>({});
  const [notices, setNotices] = useState<CoverageNotice[] | null>(null);
  const dependentKeys = family.filter((member) => member.key !== "subscriber").map((member) => member.key);
  return (
    <div className="flex flex-col gap-4">
      <h2 className="m-0 font-bold text-xl">Plan Coverage</h2>
      {notices ? <PlanCoverageNotices notices={notices} /> : null}
      {coverageTypes.map((coverageType) => (
        <PlanCoverageCard
          key={coverageType}
          coverageType={coverageType}
          groups={plansByType[coverageType]}
          members={family}
          context={{ today, flow: "add", path: "/employer/manage-employees/add/coverage" }}
          mode="edit"
          onChange={(selection) => setSelections((all) => ({ ...all, [coverageType]: selection }))}
        />
      ))}
      <div>
        <Button onClick={() => setNotices(assignPlansNotices(Object.values(selections), dependentKeys))}>
          Continue
        </Button>
      </div>
    </div>
  );
}

// The step's notice bar (each member box also has its own live regions, so not found by role alone).
const noticeBar = (root: HTMLElement) => root.querySelector<HTMLElement>("[data-coverage-notices]");

/**
 * The coverage notices of the plan coverage step. 'No product selected' differs by brand (brand
 * 6012's own wording, by its record's flag); 'product with no members' names the product.
 */
const meta = {
  title: "Cards/Plan Coverage/Step",
  component: PlanCoverageNotices,
  args: { notices: [] },
  render: () => <PlanCoverageStep />,
} satisfies Meta<typeof PlanCoverageNotices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor: Continue with no plan shows the default 'no product selected' notice. */
export const NoProductSelected: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(noticeBar(canvasElement)).toHaveTextContent(coverageNoticeMessages.noProductSelected),
    );
    await expect(noticeBar(canvasElement)).toHaveAttribute("role", "alert");
  },
};

/** Summit, brand 6012: the same notice in 6012's wording. */
export const NoProductSelected6012: Story = {
  globals: { brand: "6012" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(noticeBar(canvasElement)).toHaveTextContent(coverageNoticeMessages.noProductSelected6012),
    );
    await expect(noticeBar(canvasElement)).toHaveAttribute("role", "alert");
  },
};

/** Summit, brand 6010: the family's other brands keep the default wording (a flag of 6012, not of the family). */
export const NoProductSelected6010: Story = {
  globals: { brand: "6010" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(noticeBar(canvasElement)).toHaveTextContent(coverageNoticeMessages.noProductSelected),
    );
    await expect(noticeBar(canvasElement)).toHaveAttribute("role", "alert");
  },
};

/** Evergreen: a medical plan with nobody checked names the product; checking the subscriber clears it. */
export const ProductWithNoMembers: Story = {
  globals: { brand: "3001" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(
      canvas.getAllByLabelText("Plan")[0] as HTMLElement,
      "Gold PPO (Group 100200)",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(noticeBar(canvasElement)).toHaveTextContent(
        coverageNoticeMessages.productWithNoMembers.replace("{product}", "Gold PPO"),
      ),
    );
    const medical = canvasElement.querySelector<HTMLElement>('[data-coverage-type="MEDICAL"]');
    const subscriberBox = medical?.querySelector<HTMLInputElement>('[data-member="subscriber"] input');
    if (!subscriberBox) throw new Error("no subscriber box");
    await userEvent.click(subscriberBox);
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(noticeBar(canvasElement)).toBeNull());
  },
};
