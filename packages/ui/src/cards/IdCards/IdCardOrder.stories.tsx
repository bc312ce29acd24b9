import { copyFor } from "@epr/brand-themes";
import { assistMessages } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { orderMembers } from "./fixtures.js";
import { IdCardOrder } from "./IdCardOrder.js";

const copyOf = (brand: string) => ({ customerServicePhone: copyFor(brand, "customerServicePhone") });

/**
 * Ordering ID cards (assist-employees.md §2.6, §4, §5): at least one member, a member without a
 * card cannot be chosen, the selections cleared after an order. The confirmation names the brand's
 * customer service number, which differs by family.
 */
const meta = {
  title: "Cards/ID cards/ID card order",
  component: IdCardOrder,
  args: {
    members: orderMembers,
    mailingAddress: "12 Harbor Street, Philadelphia, PA 19103",
    copy: copyOf("3001"),
    onOrder: fn(async () => true),
  },
} satisfies Meta<typeof IdCardOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No member chosen: the §5 warning, summarised and focused; then two members ordered and cleared. */
export const Default: Story = {
  tags: ["visual"],
  globals: { brand: "3001" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: /Anne King/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Order ID Cards" }));
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>("[data-slot=error-summary]")).toHaveFocus(),
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent(assistMessages.idCardSelectMember);
    await expect(args.onOrder).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("checkbox", { name: /Ada Byron/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /William King/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Order ID Cards" }));
    await waitFor(() => expect(args.onOrder).toHaveBeenCalledWith(["subscriber", "dependent:02"]));
    await waitFor(() => expect(canvas.getByRole("checkbox", { name: /Ada Byron/ })).not.toBeChecked());
    await expect(canvas.getByRole("checkbox", { name: /William King/ })).not.toBeChecked();
  },
};

/** Harbor (6008): the confirmation with Harbor's customer service number. */
export const HarborPlaced: Story = {
  globals: { brand: "6008" },
  args: { copy: copyOf("6008"), outcome: { kind: "success", orders: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/order was placed \(2 orders\)/)).toHaveTextContent(
      "Call 1-800-555-0142.",
    );
  },
};

/** Summit (6010): its number; a failed order keeps the selection for another try. */
export const SummitFailed: Story = {
  globals: { brand: "6010" },
  args: {
    copy: copyOf("6010"),
    onOrder: fn(async () => false),
    outcome: { kind: "failure", message: assistMessages.idCardError },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(assistMessages.idCardError)).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: /William King/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Order ID Cards" }));
    await waitFor(() => expect(args.onOrder).toHaveBeenCalledWith(["dependent:02"]));
    await expect(canvas.getByRole("checkbox", { name: /William King/ })).toBeChecked();
  },
};

/** Meridian (9017): the confirmation of one order, with Meridian's (default) number. */
export const MeridianPlaced: Story = {
  globals: { brand: "9017" },
  args: { copy: copyOf("9017"), outcome: { kind: "success", orders: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/\(1 order\)/)).toHaveTextContent(
      `Call ${copyFor("9017", "customerServicePhone")}.`,
    );
  },
};
