import { assistMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { defaultSpendingViewCopy, SpendingAccountsView } from "./SpendingAccountsView.js";

/**
 * The spending accounts page's views (assist-employees.md §2.7, §4): loading, success, error and the
 * vendor rollout. The wording is the same in every brand family.
 */
const meta = {
  title: "Cards/Spending accounts/Spending account views",
  component: SpendingAccountsView,
  args: {
    state: "success",
    subtitle: "Jane Doe · Group 100100",
    children: <p>Plan period cards</p>,
  },
} satisfies Meta<typeof SpendingAccountsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: a status while the accounts load. */
export const Loading: Story = {
  globals: { brand: "6008" },
  args: { state: "loading" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      defaultSpendingViewCopy.loading,
    );
  },
};

/** Success with the vendor tool link (the two roles, vendor 12) and Change Group. */
export const Success: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  args: { vendorToolUrl: "https://spending-vendor.example/employer?vendor=12", onChangeGroup: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: /vendor's tool/ })).toHaveAttribute("target", "_blank");
    await userEvent.click(canvas.getByRole("button", { name: "Change Group" }));
    await expect(args.onChangeGroup).toHaveBeenCalled();
    await expect(canvas.getByText("Plan period cards")).toBeVisible();
  },
};

/** Success without the link (any other role, or no vendor with code 12), and no accounts. */
export const Empty: Story = {
  globals: { brand: "9017" },
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByText(defaultSpendingViewCopy.empty)).toBeVisible();
  },
};

/** Error: any failure says the catalogue's generic failure, announced (§8). */
export const ErrorView: Story = {
  tags: ["visual"],
  globals: { brand: "6010" },
  args: { state: "error" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(assistMessages.unableToProcess);
  },
};

/** Vendor rollout (AcclarisRolloutError): the first account marks a rollout. */
export const Rollout: Story = {
  globals: { brand: "6009" },
  args: { state: "rollout" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(defaultSpendingViewCopy.rollout)).toBeVisible();
    await expect(canvas.queryByText("Plan period cards")).toBeNull();
  },
};
