import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router";
import { expect } from "storybook/test";
import { FindEmployeePanel } from "./FindEmployeePanel.js";

/**
 * The find-employee panel (enrollment.md §2 employee.find, §5 Search). Its wording differs by brand
 * family: the member ID field is 'Member ID/SSN' for 6008 and 6009 and 'Member ID/SSN/Client-Assigned
 * ID' for the others, so each family has a story.
 */
const meta = {
  title: "Portal/Find Employee panel",
  component: FindEmployeePanel,
  args: { canAdd: true },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={["/employer/home"]}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof FindEmployeePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008, 6009): a member ID with symbols shows the hint, summarised and linked, focus on the summary. */
export const Harbor: Story = {
  globals: { brand: "6008" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const memberId = canvas.getByLabelText("Member ID/SSN", { exact: true });
    await userEvent.type(memberId, "AB-12$");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    const summary = canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]");
    await expect(summary).toHaveFocus();
    await userEvent.click(canvas.getByRole("link", { name: "Please enter the value in a valid format." }));
    await expect(memberId).toHaveFocus();
    await expect(memberId).toHaveAttribute("aria-invalid", "true");
  },
};

/** Summit (6010 to 6012): every field empty makes no search and says what is needed. */
export const Summit: Story = {
  globals: { brand: "6010" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText("Member ID/SSN/Client-Assigned ID", { exact: true })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Enter a last name, group number or member ID to search.",
    );
  },
};

/** Meridian (9017, 9018): group number hints, on both sides of the limits. */
export const Meridian: Story = {
  globals: { brand: "9017" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText("Member ID/SSN/Client-Assigned ID", { exact: true })).toBeVisible();
    const group = canvas.getByLabelText("Group Number");
    await userEvent.type(group, "12ab56");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(canvas.getAllByText("There can only be digits here.").length).toBeGreaterThan(0);
    await userEvent.clear(group);
    await userEvent.type(group, "12345");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(canvas.getAllByText("This must be at least 6 digits.").length).toBeGreaterThan(0);
  },
};

/** Evergreen (every other brand), for an administrator who may not add employees: no Add Employee. */
export const EvergreenViewOnly: Story = {
  globals: { brand: "3001" },
  args: { canAdd: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Member ID/SSN/Client-Assigned ID", { exact: true })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Add Employee" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Clear" })).toBeVisible();
  },
};
