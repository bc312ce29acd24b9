import { fillMessage } from "@epr/domain";
import { cancelMessages } from "@epr/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import {
  expectClosedAndFocusReturned,
  expectFocusTrapped,
  ModalHarness,
  openModal,
} from "../../testing/modalStories.js";
import { CancelLineOfBusiness, defaultCancelLineOfBusinessCopy as words } from "./CancelLineOfBusiness.js";

const trigger = "Cancel Medical coverage";
const reasons = [
  { value: "01", label: "01 - Voluntary termination" },
  { value: "03", label: "03 - Void" },
  { value: "06", label: "06 - Ineligible dependent" },
  { value: "99", label: "99 - System use only" },
];
const lines = [{ groupNumber: "100200", lineOfBusiness: "MED", effectiveDate: "01/01/2026" }];
const groupEnd = fillMessage(cancelMessages.groupEnds, { group: "100200", date: "03/31/2026" });

/**
 * Cancel line of business (enrollment.md §4, §5 Cancel modal): reason without 99, cancel date, the
 * spec's messages from @epr/forms. The rules and wording are the same in every brand family (the
 * 6012 cascade of vision and dental is the app's, through `cancelLineOfBusiness`).
 */
const meta = {
  title: "Modals/Cancel line of business",
  component: CancelLineOfBusiness,
  args: {
    open: false,
    lines,
    reasons,
    groupCancelDates: { "100200": "03/31/2026" },
    onSubmit: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <ModalHarness trigger={trigger}>
      {(open, close) => (
        <CancelLineOfBusiness
          {...args}
          open={open}
          onSubmit={close(args.onSubmit)}
          onCancel={close(args.onCancel)}
        />
      )}
    </ModalHarness>
  ),
} satisfies Meta<typeof CancelLineOfBusiness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor: the form opened, focus on the reason, 99 not offered, Tab kept inside (left open for axe). */
export const Open: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    const { dialog, inDialog } = await openModal(context, trigger, words.title, "dialog");
    await expect(dialog).toHaveAccessibleDescription(words.text);
    const reason = inDialog.getByRole("combobox", { name: new RegExp(words.reason) });
    await waitFor(() => expect(reason).toHaveFocus());
    const offered = [...(reason as HTMLSelectElement).options].map((option) => option.value);
    await expect(offered).toEqual(["", "01", "03", "06"]);
    await expect(dialog).toHaveTextContent("Group 100200: MED, effective 01/01/2026");
    await expectFocusTrapped(dialog, context.userEvent);
  },
};

/** Summit: submitting nothing gives the spec's submission error, focused in the summary (left open for axe). */
export const Empty: Story = {
  globals: { brand: "6012" },
  play: async (context) => {
    const { dialog, inDialog } = await openModal(context, trigger, words.title, "dialog");
    await context.userEvent.click(inDialog.getByRole("button", { name: words.submit }));
    const summary = await inDialog.findByRole("alert");
    await expect(summary).toHaveTextContent(cancelMessages.submission);
    await waitFor(() => expect(summary.parentElement?.contains(document.activeElement)).toBe(true));
    await expect(inDialog.getByRole("textbox", { name: new RegExp(words.cancelDate) })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.isConnected).toBe(true);
  },
};

/** Meridian: reason 03 (void) with a date other than the effective date: the void message (left open for axe). */
export const Void: Story = {
  globals: { brand: "9017" },
  play: async (context) => {
    const { inDialog } = await openModal(context, trigger, words.title, "dialog");
    await context.userEvent.selectOptions(
      inDialog.getByRole("combobox", { name: new RegExp(words.reason) }),
      "03",
    );
    await context.userEvent.type(
      inDialog.getByRole("textbox", { name: new RegExp(words.cancelDate) }),
      "02/01/2026",
    );
    await context.userEvent.click(inDialog.getByRole("button", { name: words.submit }));
    await expect(await inDialog.findByRole("alert")).toHaveTextContent(cancelMessages.void);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Evergreen: a date after the group's end names the group and its end date (left open for axe). */
export const GroupEnds: Story = {
  globals: { brand: "3001" },
  play: async (context) => {
    const { inDialog } = await openModal(context, trigger, words.title, "dialog");
    await context.userEvent.selectOptions(
      inDialog.getByRole("combobox", { name: new RegExp(words.reason) }),
      "01",
    );
    await context.userEvent.type(
      inDialog.getByRole("textbox", { name: new RegExp(words.cancelDate) }),
      "04/15/2026",
    );
    await context.userEvent.click(inDialog.getByRole("button", { name: words.submit }));
    await expect(await inDialog.findByRole("alert")).toHaveTextContent(groupEnd);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Harbor: a date before the effective date gives the spec's message (left open for axe). */
export const BeforeEffective: Story = {
  globals: { brand: "6009" },
  play: async (context) => {
    const { inDialog } = await openModal(context, trigger, words.title, "dialog");
    await context.userEvent.selectOptions(
      inDialog.getByRole("combobox", { name: new RegExp(words.reason) }),
      "01",
    );
    await context.userEvent.type(
      inDialog.getByRole("textbox", { name: new RegExp(words.cancelDate) }),
      "12/31/2025",
    );
    await context.userEvent.click(inDialog.getByRole("button", { name: words.submit }));
    await expect(await inDialog.findByRole("alert")).toHaveTextContent(cancelMessages.beforeEffective);
  },
};

/** A valid reason and date: onSubmit gets them, the modal closes, focus returns; Escape keeps coverage. */
export const SubmitAndKeep: Story = {
  globals: { brand: "6010" },
  play: async (context) => {
    const first = await openModal(context, trigger, words.title, "dialog");
    await context.userEvent.selectOptions(
      first.inDialog.getByRole("combobox", { name: new RegExp(words.reason) }),
      "01",
    );
    await context.userEvent.type(
      first.inDialog.getByRole("textbox", { name: new RegExp(words.cancelDate) }),
      "02/28/2026",
    );
    await context.userEvent.click(first.inDialog.getByRole("button", { name: words.submit }));
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith(
        { cancelReason: "01", cancelDate: "02/28/2026" },
        expect.anything(),
      ),
    );
    await expectClosedAndFocusReturned(first.dialog, first.trigger);
    const second = await openModal(context, trigger, words.title, "dialog");
    await expect(second.inDialog.getByRole("combobox", { name: new RegExp(words.reason) })).toHaveValue("");
    await context.userEvent.keyboard("{Escape}");
    await expect(context.args.onCancel).toHaveBeenCalledOnce();
    await expectClosedAndFocusReturned(second.dialog, second.trigger);
  },
};
