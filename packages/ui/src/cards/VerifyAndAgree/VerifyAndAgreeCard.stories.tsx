import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { VerifyAndAgreeCard } from "./VerifyAndAgreeCard.js";

/** Verify & Agree (session-and-admin.md §2 /verify-and-agree): the details to check, Agree and Cancel. */
const meta = {
  title: "Cards/Session/Verify and agree",
  component: VerifyAndAgreeCard,
  args: {
    mode: "edit",
    admin: {
      firstName: "Dana",
      lastName: "Okafor",
      loginId: "dana.okafor",
      email: "dana.okafor@example.com",
      company: "Northwind Traders",
    },
    onAgree: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof VerifyAndAgreeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor (6008): Agree and Cancel each call back. */
export const Edit: Story = {
  tags: ["visual"],
  globals: { brand: "6008" },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("dana.okafor@example.com")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Agree" }));
    await expect(args.onAgree).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Meridian (6010), read mode: agreed, no actions. */
export const Read: Story = {
  tags: ["visual"],
  globals: { brand: "6010" },
  args: { mode: "read" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Agree" })).toBeNull();
  },
};

/** Summit (6012), under a page whose H1 already says Verify & Agree: no heading of its own. */
export const WithoutTitle: Story = {
  globals: { brand: "6012" },
  args: { hideTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("dana.okafor")).toBeInTheDocument();
    await expect(canvas.queryByRole("heading")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Agree" })).toBeInTheDocument();
  },
};
