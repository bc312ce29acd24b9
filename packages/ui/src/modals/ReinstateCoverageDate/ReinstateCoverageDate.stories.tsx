import { cancelMessages } from "@epr/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import {
  expectClosedAndFocusReturned,
  expectFocusTrapped,
  ModalHarness,
  openModal,
} from "../../testing/modalStories.js";
import { ReinstateCoverageDate, defaultReinstateCoverageDateCopy as words } from "./ReinstateCoverageDate.js";

const trigger = "Reinstate";

/**
 * Reinstate coverage date (enrollment.md §4 Reinstate, §5): the date is required, within 1900-2500 and
 * not before the latest cancel date (@epr/forms `reinstateFormSchema`). The same in every brand family.
 */
const meta = {
  title: "Modals/Reinstate coverage date",
  component: ReinstateCoverageDate,
  args: { open: false, lastCancelDate: "03/31/2026", onSubmit: fn(), onCancel: fn() },
  render: (args) => (
    <ModalHarness trigger={trigger}>
      {(open, close) => (
        <ReinstateCoverageDate
          {...args}
          open={open}
          onSubmit={close(args.onSubmit)}
          onCancel={close(args.onCancel)}
        />
      )}
    </ModalHarness>
  ),
} satisfies Meta<typeof ReinstateCoverageDate>;
export default meta;
type Story = StoryObj<typeof meta>;

const dateBox = (inDialog: Awaited<ReturnType<typeof openModal>>["inDialog"]) =>
  inDialog.getByRole("textbox", { name: new RegExp(words.date) });

/** Harbor: opened, focus on the date, Tab kept inside (left open for axe). */
export const Open: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    const { dialog, inDialog } = await openModal(context, trigger, words.title, "dialog");
    await expect(dialog).toHaveAccessibleDescription(words.text);
    await waitFor(() => expect(dateBox(inDialog)).toHaveFocus());
    await expectFocusTrapped(dialog, context.userEvent);
  },
};

/** Summit: no date gives the spec's message, in the focused summary and on the field (left open for axe). */
export const Required: Story = {
  globals: { brand: "6012" },
  play: async (context) => {
    const { inDialog } = await openModal(context, trigger, words.title, "dialog");
    await context.userEvent.click(inDialog.getByRole("button", { name: words.submit }));
    await expect(await inDialog.findByRole("alert")).toHaveTextContent(cancelMessages.reinstateDate);
    await expect(dateBox(inDialog)).toHaveAttribute("aria-invalid", "true");
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Meridian: a date before the latest cancel date is refused (left open for axe). */
export const BeforeCancelDate: Story = {
  globals: { brand: "9018" },
  play: async (context) => {
    const { inDialog } = await openModal(context, trigger, words.title, "dialog");
    await context.userEvent.type(dateBox(inDialog), "03/30/2026");
    await context.userEvent.click(inDialog.getByRole("button", { name: words.submit }));
    await expect(await inDialog.findByRole("alert")).toHaveTextContent(cancelMessages.reinstateDate);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid date goes to onSubmit and closes the modal; Escape cancels; focus returns each time. */
export const SubmitAndCancel: Story = {
  globals: { brand: "3001" },
  play: async (context) => {
    const first = await openModal(context, trigger, words.title, "dialog");
    await context.userEvent.type(dateBox(first.inDialog), "04/01/2026");
    await context.userEvent.click(first.inDialog.getByRole("button", { name: words.submit }));
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledWith("04/01/2026"));
    await expectClosedAndFocusReturned(first.dialog, first.trigger);
    const second = await openModal(context, trigger, words.title, "dialog");
    await expect(dateBox(second.inDialog)).toHaveValue("");
    await context.userEvent.keyboard("{Escape}");
    await expect(context.args.onCancel).toHaveBeenCalledOnce();
    await expectClosedAndFocusReturned(second.dialog, second.trigger);
  },
};

/**
 * The calendar opens over the modal: Escape closes only the calendar, a picked day fills the date,
 * and focus comes back inside the modal. Summit (6011).
 */
export const Calendar: Story = {
  globals: { brand: "6011" },
  play: async (context) => {
    const { dialog, inDialog, body } = await openModal(context, trigger, words.title, "dialog");
    await context.userEvent.type(dateBox(inDialog), "04/10/2026");
    const calendarButton = inDialog.getByRole("button", {
      name: new RegExp(`Choose date for ${words.date}`),
    });
    await context.userEvent.click(calendarButton);
    await body.findByRole("grid", { name: "April 2026" });
    await context.userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("grid")).toBeNull());
    await expect(dialog.isConnected).toBe(true);
    await expect(context.args.onCancel).not.toHaveBeenCalled();
    await context.userEvent.click(calendarButton);
    await waitFor(() => expect(body.getByRole("button", { name: "Friday, April 10, 2026" })).toHaveFocus());
    await context.userEvent.keyboard("{ArrowRight}{Enter}");
    await waitFor(() => expect(dateBox(inDialog)).toHaveValue("04/11/2026"));
    await waitFor(() => expect(calendarButton).toHaveFocus());
    await context.userEvent.click(inDialog.getByRole("button", { name: words.submit }));
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledWith("04/11/2026"));
  },
};
