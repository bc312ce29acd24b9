import { addResult, editResult } from "@epr/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ModalHarness, playCloseMessage, playOpenMessage } from "../../testing/modalStories.js";
import { SaveStatus, defaultSaveStatusCopy as words } from "./SaveStatus.js";

const name = "Elena Lindqvist";
const success = addResult({ "100200": true, "100300": true }, name);
const submitted = addResult({ "100200": "pending" }, name);
const partial = addResult({ "100200": true, "100300": "pending", "100400": false }, name);
const base = { trigger: "Finish", button: words.ok };

/**
 * Save status (enrollment.md §8 outcomes): the title and text come from `addResult` / `editResult` of
 * @epr/domain; each group's result is listed. The wording is the same in every brand family.
 */
const meta = {
  title: "Modals/Save status",
  component: SaveStatus,
  args: {
    open: false,
    outcome: success,
    groups: [
      { groupNumber: "100200", result: true },
      { groupNumber: "100300", result: true },
    ],
    onClose: fn(),
  },
  render: (args) => (
    <ModalHarness trigger={base.trigger}>
      {(open, close) => <SaveStatus {...args} open={open} onClose={close(args.onClose)} />}
    </ModalHarness>
  ),
} satisfies Meta<typeof SaveStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor, add flow, every group applied: 'Success', a plain dialog (left open for axe). */
export const Success: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    const dialog = await playOpenMessage(context, {
      ...base,
      title: "Success",
      text: `You have successfully enrolled ${name}`,
      role: "dialog",
    });
    await expect(dialog).toHaveTextContent("Group 100200: Completed");
  },
};

/** Summit, the only group waits for processing: 'Submitted' with the 48-hour text (left open for axe). */
export const Submitted: Story = {
  globals: { brand: "6012" },
  args: { outcome: submitted, groups: [{ groupNumber: "100200", result: "pending" }] },
  play: async (context) => {
    const dialog = await playOpenMessage(context, {
      ...base,
      title: "Submitted",
      text: /Please allow 48 hours/,
    });
    await expect(dialog).toHaveTextContent(words.pending);
  },
};

/** Meridian, mixed answers: 'Partially Submitted', each group's result listed (left open for axe). */
export const PartiallySubmitted: Story = {
  globals: { brand: "9017" },
  args: {
    outcome: partial,
    groups: [
      { groupNumber: "100200", result: true },
      { groupNumber: "100300", result: "pending" },
      { groupNumber: "100400", result: false },
    ],
  },
  play: async (context) => {
    const dialog = await playOpenMessage(context, {
      ...base,
      title: "Partially Submitted",
      text: /Please allow 48 hours/,
    });
    const results = [...dialog.querySelectorAll("li")].map((item) => item.dataset.result);
    await expect(results).toEqual(["applied", "pending", "failed"]);
  },
};

/** Evergreen, the edit flow's outcome through the same modal (left open for axe). */
export const EditSuccess: Story = {
  globals: { brand: "3001" },
  args: { outcome: editResult({ "100200": true }, name), groups: undefined },
  play: async (context) => {
    const dialog = await playOpenMessage(context, {
      ...base,
      title: "Success",
      text: `You have successfully edited ${name}`,
      role: "dialog",
    });
    await expect(dialog.querySelector("ul")).toBeNull();
  },
};

/** OK and Escape close it; focus returns to Finish. */
export const Close: Story = {
  globals: { brand: "6010" },
  play: (context) =>
    playCloseMessage(
      context,
      { ...base, title: "Success", text: success.text, role: "dialog" },
      context.args.onClose,
    ),
};
