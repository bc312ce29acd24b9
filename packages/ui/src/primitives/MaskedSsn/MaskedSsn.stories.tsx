import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { MaskedSsn, REVEAL_SSN_ERROR } from "./MaskedSsn.js";

const meta = {
  title: "Primitives/Masked SSN",
  component: MaskedSsn,
  args: { ssn: "*****6789", reveal: fn(async () => "123456789") },
  render: (args) => (
    <div className="flex flex-col items-start gap-6">
      <p>
        SSN: <MaskedSsn {...args} />
      </p>
      <button type="button" className="rounded-control border px-2">
        Elsewhere
      </button>
    </div>
  ),
} satisfies Meta<typeof MaskedSsn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without `reveal` (a form's or a card's SSN): masked only, read as its last four digits, no toggle. */
export const MaskedOnly: Story = {
  args: { reveal: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("SSN ending in 6789")).toBeInTheDocument();
    await expect(canvas.getByText("*****6789")).toHaveAttribute("aria-hidden", "true");
    await expect(canvas.queryByRole("button", { name: /full SSN/ })).toBeNull();
  },
};

/** A full number typed on a form shows masked too. */
export const TypedNumberMasked: Story = {
  args: { ssn: "123456789", reveal: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("SSN ending in 6789")).toBeInTheDocument();
    await expect(canvas.queryByText(/123/)).toBeNull();
  },
};

/** With `reveal`, the full-SSN toggle: masked by default; each Show asks `reveal` again (never cached); moving focus away re-masks. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: "Show full SSN" });
    await expect(canvas.getByText("SSN ending in 6789")).toBeInTheDocument();
    await expect(canvas.queryByText("123-45-6789")).toBeNull();
    await userEvent.click(toggle);
    await expect(await canvas.findByText("123-45-6789")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Full SSN 123-45-6789");
    await expect(canvas.getByRole("button", { name: "Hide full SSN" })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText("123-45-6789")).toBeNull());
    await expect(canvas.getByRole("status")).toHaveTextContent("Full SSN hidden");
    await userEvent.click(canvas.getByRole("button", { name: "Show full SSN" }));
    await expect(await canvas.findByText("123-45-6789")).toBeVisible();
    await expect(args.reveal).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole("button", { name: "Hide full SSN" }));
    await waitFor(() => expect(canvas.queryByText("123-45-6789")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Show full SSN" })).toHaveFocus();
  },
};

/** A click elsewhere, even on something that takes no focus, re-masks; so does Escape. */
export const ClickElsewhereAndEscape: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show full SSN" }));
    await expect(await canvas.findByText("123-45-6789")).toBeVisible();
    await userEvent.click(canvasElement.querySelector("p") as HTMLElement);
    await waitFor(() => expect(canvas.queryByText("123-45-6789")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "Show full SSN" }));
    await expect(await canvas.findByText("123-45-6789")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByText("123-45-6789")).toBeNull());
    await expect(canvas.getByText("SSN ending in 6789")).toBeInTheDocument();
  },
};

/** While the server answers: the button is busy and the status says so, still masked. */
export const Loading: Story = {
  args: { reveal: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show full SSN" }));
    const toggle = await canvas.findByRole("button", { name: "Hide full SSN" });
    await expect(toggle).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the full SSN");
    await expect(canvas.getByText("SSN ending in 6789")).toBeInTheDocument();
  },
};

/** A refusal or failure says the server's sentence and stays masked; a retry asks again. */
export const ErrorState: Story = {
  args: {
    reveal: fn(async () => {
      throw new Error("Access Denied: You do not have permission to modify any active groups.");
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show full SSN" }));
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent(
        "Access Denied: You do not have permission to modify any active groups.",
      ),
    );
    await expect(canvas.getByText("SSN ending in 6789")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Show full SSN" }));
    await waitFor(() => expect(args.reveal).toHaveBeenCalledTimes(2));
  },
};

/** A failure without a sentence of its own says ours. */
export const ErrorWithoutMessage: Story = {
  args: { reveal: fn(() => Promise.reject(new Error(""))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show full SSN" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(REVEAL_SSN_ERROR));
    await expect(canvas.getByText(REVEAL_SSN_ERROR, { selector: "[aria-hidden]" })).toBeVisible();
  },
};
