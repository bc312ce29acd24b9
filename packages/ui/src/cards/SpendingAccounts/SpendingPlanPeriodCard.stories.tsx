import { spendingPayFrequencies } from "@epr/domain";
import { spendingMessages } from "@epr/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  type SpendingPlanPeriod,
  SpendingPlanPeriodCard,
  type SpendingPlanPeriodCardProps,
} from "./SpendingPlanPeriodCard.js";

const period: SpendingPlanPeriod = {
  planPeriod: "2026",
  status: "Elected",
  beginDate: "01/01/2026",
  endDate: "",
  contractBeginDate: "01/01/2026",
  contractEndDate: "12/31/2026",
  employeeAnnualContribution: 1200,
  employerAnnualContribution: 250,
  minAnnualContribution: 100,
  maxAnnualContribution: 3300,
  readOnly: false,
};

/** The card with its Edit button wired to edit mode, as the page composes it. */
function Editable(props: SpendingPlanPeriodCardProps) {
  const [editing, setEditing] = useState(props.editing ?? false);
  return (
    <SpendingPlanPeriodCard
      {...props}
      editing={editing}
      onEdit={() => setEditing(true)}
      onCancel={() => setEditing(false)}
    />
  );
}

/**
 * A spending plan period (assist-employees.md §2.7, §3, §5): read view, edit form with the §5 rules
 * and pay frequency, and a read-only period. The wording is the same in every brand family; the
 * labels change by account type group (FSA, transit, HRA).
 */
const meta = {
  title: "Cards/Spending accounts/Spending plan period",
  component: SpendingPlanPeriodCard,
  args: {
    accountDescription: "Health Care FSA",
    accountType: "FSA",
    period,
    payFrequency: "26",
    payClasses: spendingPayFrequencies.map((p) => ({ ...p })),
    editable: true,
    onSubmit: fn(),
  },
  render: (args) => <Editable {...args} />,
} satisfies Meta<typeof SpendingPlanPeriodCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor: the read view with its totals and limits; Edit opens the form. */
export const Read: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Total Annual Contribution")).toBeVisible();
    await expect(canvas.getByText("$1,450.00")).toBeVisible();
    await expect(canvas.getByText("$100.00 to $3,300.00")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /Edit/ }));
    await expect(await canvas.findByLabelText(/Employee Annual Contribution/)).toHaveValue("1200");
  },
};

/**
 * Summit: focus follows the mode — Edit moves it to the form's first field (Status), Cancel gives it
 * back to Edit (never to the page's body), by pointer and by keyboard.
 */
export const FocusFollowsMode: Story = {
  globals: { brand: "6010" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Edit Health Care FSA 2026" }));
    await waitFor(() => expect(canvas.getByLabelText("Status")).toHaveFocus());
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Edit Health Care FSA 2026" })).toHaveFocus(),
    );
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByLabelText("Status")).toHaveFocus());
    canvas.getByRole("button", { name: "Cancel" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Edit Health Care FSA 2026" })).toHaveFocus(),
    );
  },
};

/** Evergreen: the §5 rules on submit — end date required when Canceled, 2 decimals, pay frequency. */
export const EditRules: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  args: { editing: true, payFrequency: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText("Status"), "Canceled");
    const amount = canvas.getByLabelText(/Employee Annual Contribution/);
    await userEvent.clear(amount);
    await userEvent.type(amount, "12.345");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    const summary = canvas.getByRole("alert");
    await expect(summary).toHaveTextContent(spendingMessages.endRequired);
    await expect(summary).toHaveTextContent(spendingMessages.amount);
    await expect(summary).toHaveTextContent(spendingMessages.payFrequency);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Meridian: a valid election is submitted as text, whatever its bounds (the save modal checks them). */
export const EditSubmit: Story = {
  globals: { brand: "9017" },
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText(/Employee Annual Contribution/);
    await userEvent.clear(amount);
    await userEvent.type(amount, "3400");
    await expect(canvas.getByText("$3,650.00")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        status: "Elected",
        beginDate: "01/01/2026",
        endDate: "",
        employeeAnnualContribution: "3400",
        payFrequency: "26",
      }),
    );
  },
};

/** Summit, a transit account whose contract has ended: read-only, no Edit, its own labels. */
export const ReadOnlyTransit: Story = {
  globals: { brand: "6010" },
  args: {
    accountDescription: "Commuter Transit",
    accountType: "TRANS",
    period: {
      ...period,
      planPeriod: "2025",
      contractBeginDate: "01/01/2025",
      contractEndDate: "12/31/2025",
      readOnly: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("This plan period has ended and cannot be changed.")).toBeVisible();
    await expect(canvas.getByText("Employee Commuter Election")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /Edit/ })).toBeNull();
  },
};

/** No edit for an administrator who may not (view on the group, deposit not y, or blackout). */
export const NotEditable: Story = {
  globals: { brand: "6009" },
  args: { editable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: /Edit/ })).toBeNull();
  },
};
