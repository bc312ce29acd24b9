import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
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

/** By keyboard: Enter opens the tip and focus moves into it; Escape closes it and focus returns. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole("button", { name: "About access" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{Enter}");
    const tip = await body.findByRole("dialog", { name: "About access" });
    await expect(tip).toHaveTextContent("This displays the entitlements and access you have on the portal.");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(tip).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** By pointer: the button toggles the tip; a click elsewhere closes it. */
export const Click: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole("button", { name: "About access" });
    await userEvent.click(button);
    await expect(await body.findByRole("dialog", { name: "About access" })).toBeVisible();
    await userEvent.click(button);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await userEvent.click(button);
    await body.findByRole("dialog", { name: "About access" });
    await userEvent.click(canvas.getByText("Access"));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

const plans = ["Medical", "Dental", "Vision", "Life", "Disability", "Spending"];

/**
 * In the last cell of a table that scrolls sideways, at the top of the page: the tip (asked for
 * above) renders outside the scrolling frame, flips below and shifts left, and is fully visible.
 */
export const InScrollingTable: Story = {
  args: {
    label: "About the spending account",
    side: "top",
    content: "Spending accounts are set up by your benefits administrator; ask them to change the plan year.",
  },
  render: (args) => (
    <div className="w-80 overflow-x-auto rounded-card border border-input" data-testid="frame">
      <table className="w-[56rem] border-collapse text-start">
        <thead>
          <tr>
            {plans.map((p) => (
              <th key={p} scope="col" className="px-3 py-2 text-start">
                {p}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {plans.map((p) => (
              <td key={p} className="px-3 py-2">
                {p === "Spending" ? (
                  <span className="inline-flex items-center gap-1">
                    Active <Tooltip {...args} />
                  </span>
                ) : (
                  "Active"
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  ),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const frame = canvas.getByTestId("frame");
    frame.scrollLeft = frame.scrollWidth;
    const button = canvas.getByRole("button", { name: "About the spending account" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const tip = await body.findByText(String(args.content));
    await expect(tip).toHaveAttribute("role", "dialog");

    const view = canvasElement.ownerDocument.defaultView as Window;
    await waitFor(() => {
      const box = tip.getBoundingClientRect();
      expect(box.width).toBeGreaterThan(0);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(view.innerWidth);
      expect(box.bottom).toBeLessThanOrEqual(view.innerHeight);
      // Nothing covers or clips it: each corner shows the tip itself.
      for (const [x, y] of [
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ] as const) {
        expect(tip.contains(canvasElement.ownerDocument.elementFromPoint(x, y))).toBe(true);
      }
    });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(button).toHaveFocus());
  },
};
