import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { MaskedSsn } from "./MaskedSsn.js";

const meta = {
  title: "Primitives/MaskedSsn",
  component: MaskedSsn,
  args: { ssn: "123456789" },
} satisfies Meta<typeof MaskedSsn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle shows the full SSN; moving focus away re-masks it (assist-employees.md §2.14). */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("*****6789")).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("123-45-6789")).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.queryByText("123-45-6789")).toBeNull();
    await expect(canvas.getByText("*****6789")).toBeInTheDocument();
  },
};

/** The full number comes from the server (an audited view); loading state while it is fetched. */
export const Loading: Story = {
  args: {
    ssn: "*****6789",
    loadFull: () => new Promise((resolve) => setTimeout(() => resolve("987656789"), 50)),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show full SSN" }));
    await expect(await canvas.findByText("987-65-6789")).toBeInTheDocument();
    await userEvent.click(canvas.getByText("987-65-6789"));
    await expect(canvas.queryByText("987-65-6789")).toBeNull();
  },
};

/** Without the full-SSN entitlement: masked only. */
export const Disabled: Story = {
  args: { allowFull: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
