import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import {
  expectClosedAndFocusReturned,
  expectFocusTrapped,
  ModalHarness,
  openModal,
} from "../../testing/modalStories.js";
import { ValidateSsn, defaultValidateSsnCopy as words } from "./ValidateSsn.js";

/**
 * Validate SSN (enrollment.md §5 Existing-SSN check): a match within the administrator's client
 * shows that subscriber's summary, SSN masked. The wording is the same in every brand family.
 */
const meta = {
  title: "Modals/Validate SSN",
  component: ValidateSsn,
  args: {
    open: false,
    match: {
      name: "Elena Lindqvist",
      memberId: "M100234567",
      ssn: "*****6789",
      birthDate: "05/23/1990",
      gender: "F",
      groups: ["100200", "100300"],
    },
    onContinue: fn(),
    onReturn: fn(),
  },
  render: (args) => (
    <ModalHarness trigger="Save & Continue">
      {(open, close) => (
        <ValidateSsn
          {...args}
          open={open}
          onContinue={close(args.onContinue)}
          onReturn={close(args.onReturn)}
        />
      )}
    </ModalHarness>
  ),
} satisfies Meta<typeof ValidateSsn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor: the summary with the SSN masked, focus on Return, Tab stays inside (left open for axe). */
export const Match: Story = {
  globals: { brand: "6009" },
  play: async (context) => {
    const { dialog, inDialog } = await openModal(context, "Save & Continue", words.title, "alertdialog");
    await expect(dialog).toHaveAccessibleDescription(words.text);
    await expect(dialog).toHaveTextContent("Elena Lindqvist");
    await expect(dialog).toHaveTextContent("*****6789");
    await expect(dialog).toHaveTextContent("Female");
    await expect(dialog).toHaveTextContent("100200, 100300");
    await expect(inDialog.getByRole("button", { name: words.return })).toHaveFocus();
    await expectFocusTrapped(dialog, context.userEvent);
  },
};

/** Summit: a new enrollment's match with no member ID yet; a 9-digit SSN is still shown masked. */
export const PartialMatch: Story = {
  globals: { brand: "6011" },
  args: { match: { name: "Kim Lind", ssn: "123456789" } },
  play: async (context) => {
    const { dialog } = await openModal(context, "Save & Continue", words.title, "alertdialog");
    await expect(dialog).toHaveTextContent("*****6789");
    await expect(dialog).not.toHaveTextContent("123456789");
    await expect(dialog).not.toHaveTextContent(words.memberId);
  },
};

/** Continue: onContinue fires, focus returns to the trigger. */
export const ChooseContinue: Story = {
  globals: { brand: "9017" },
  play: async (context) => {
    const { dialog, inDialog, trigger } = await openModal(
      context,
      "Save & Continue",
      words.title,
      "alertdialog",
    );
    await context.userEvent.click(inDialog.getByRole("button", { name: words.continue }));
    await expect(context.args.onContinue).toHaveBeenCalledOnce();
    await expect(context.args.onReturn).not.toHaveBeenCalled();
    await expectClosedAndFocusReturned(dialog, trigger);
  },
};

/** Return, and Escape alike: onReturn fires. */
export const ChooseReturn: Story = {
  globals: { brand: "3001" },
  play: async (context) => {
    const first = await openModal(context, "Save & Continue", words.title, "alertdialog");
    await context.userEvent.click(first.inDialog.getByRole("button", { name: words.return }));
    await expectClosedAndFocusReturned(first.dialog, first.trigger);
    const second = await openModal(context, "Save & Continue", words.title, "alertdialog");
    await context.userEvent.keyboard("{Escape}");
    await expectClosedAndFocusReturned(second.dialog, second.trigger);
    await expect(context.args.onReturn).toHaveBeenCalledTimes(2);
    await expect(context.args.onContinue).not.toHaveBeenCalled();
  },
};
