import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Tooltip } from "./Tooltip.js";

const meta = {
  title: "Primitives/Tooltip",
  component: Tooltip,
  args: {
    content: "This displays the entitlements and access you have on the portal.",
    label: "About access",
    side: "bottom",
  },
  render: (args) => (
    <p className="flex items-center gap-1">
      Access <Tooltip {...args} />
    </p>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focus shows the tip and describes the button; Escape hides it. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "About access" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole("tooltip")).toBeVisible();
    await expect(button).toHaveAccessibleDescription(/entitlements and access/);
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("tooltip")).toBeNull();
  },
};

export const Hover: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "About access" }));
    await expect(canvas.getByRole("tooltip")).toBeVisible();
    await userEvent.unhover(canvas.getByRole("button", { name: "About access" }));
  },
};
