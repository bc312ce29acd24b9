import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Button } from "./Button.js";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Save & Continue", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: ["primary", "secondary", "outline", "ghost", "link", "danger"] },
    size: { control: "select", options: ["sm", "md", "lg", "icon"] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Save & Continue" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args} variant="primary">
        Finish
      </Button>
      <Button {...args} variant="secondary">
        Save for Later
      </Button>
      <Button {...args} variant="outline">
        Cancel
      </Button>
      <Button {...args} variant="ghost">
        History
      </Button>
      <Button {...args} variant="link">
        View next
      </Button>
      <Button {...args} variant="danger">
        Cancel Coverage
      </Button>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    // Tab order follows reading order.
    for (const name of ["Finish", "Save for Later", "Cancel", "History", "View next", "Cancel Coverage"]) {
      await userEvent.tab();
      await expect(canvas.getByRole("button", { name })).toHaveFocus();
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button");
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: "Saving" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Saving" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#find">Find Employee</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Find Employee" })).toHaveAttribute("data-slot", "button");
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};
