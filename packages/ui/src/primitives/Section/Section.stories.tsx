import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "../Button/Button.js";
import { DataList } from "../Card/Card.js";
import { Section, SectionGroup } from "./Section.js";

const sections = [
  ["subscriberInfo", "Subscriber Information"],
  ["dependents", "Dependents"],
  ["planCoverage", "Plan Coverage"],
  ["otherInsurance", "Other Insurance"],
  ["medicare", "Medicare"],
] as const;

const meta = {
  title: "Primitives/Section",
  component: SectionGroup,
  args: { children: null },
  render: (args) => (
    <SectionGroup {...args}>
      {sections.map(([value, title]) => (
        <Section
          key={value}
          value={value}
          title={title}
          actions={
            <Button variant="ghost" size="sm">
              History
            </Button>
          }
        >
          <DataList
            items={[
              { label: "Effective date", value: "01/01/2025" },
              { label: "Status", value: "Active" },
            ]}
          />
        </Section>
      ))}
    </SectionGroup>
  ),
} satisfies Meta<typeof SectionGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The employee summary: all sections open; Collapse all / Expand all (enrollment.md §2). */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const [, title] of sections) {
      await expect(canvas.getByRole("button", { name: title })).toHaveAttribute("aria-expanded", "true");
    }
    await userEvent.click(canvas.getByRole("button", { name: "Collapse all" }));
    await expect(canvas.getByRole("button", { name: "Medicare" })).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(canvas.getByRole("button", { name: "Expand all" }));
    await expect(canvas.getByRole("button", { name: "Medicare" })).toHaveAttribute("aria-expanded", "true");
  },
};

/** Keyboard: Enter and Space toggle a section; the control then reads Expand all. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Collapse all" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Subscriber Information" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: "Subscriber Information" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(canvas.getByRole("button", { name: "Expand all" })).toBeInTheDocument();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("button", { name: "Collapse all" })).toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  args: { defaultOpen: "none" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Dependents" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(canvas.getByRole("button", { name: "Expand all" })).toBeInTheDocument();
  },
};

/** A section on its own, outside a group. */
export const Standalone: Story = {
  render: () => (
    <Section title="Report Codes" defaultOpen={false}>
      No report codes.
    </Section>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Report Codes" }));
    await expect(canvas.getByText("No report codes.")).toBeVisible();
  },
};
