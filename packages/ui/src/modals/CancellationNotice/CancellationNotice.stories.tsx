import { copyFor, getBrand } from "@epr/brand-themes";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import {
  expectClosedAndFocusReturned,
  expectFocusTrapped,
  ModalHarness,
  openModal,
  playCloseMessage,
  playOpenMessage,
} from "../../testing/modalStories.js";
import { CancellationNotice, defaultCancellationNoticeCopy as words } from "./CancellationNotice.js";

const trigger = "Cancel Coverage";
const brandText = (code: string, key: Parameters<typeof copyFor>[1], values?: Record<string, string>) =>
  copyFor(getBrand(code), key, values);

/**
 * Cancellation notices titled 'IMPORTANT' (enrollment.md §8). The spec leaves the wording out: it is
 * ours, in @epr/brand-themes copy (`cancellationNotice*`), the same in every brand family unless a
 * brand overrides it.
 */
const meta = {
  title: "Modals/Cancellation notice",
  component: CancellationNotice,
  args: {
    open: false,
    notice: { kind: "currentYear", groupNumber: "100200", groupCancelDate: "12/31/2026" },
    onClose: fn(),
    onChoosePolicyYears: fn(),
  },
  render: (args) => (
    <ModalHarness trigger={trigger}>
      {(open, close) => (
        <CancellationNotice
          {...args}
          open={open}
          onClose={close(args.onClose)}
          onChoosePolicyYears={close(args.onChoosePolicyYears)}
        />
      )}
    </ModalHarness>
  ),
} satisfies Meta<typeof CancellationNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor, cancelationNotice1: the group and its cancel date (left open for axe). */
export const CurrentYear: Story = {
  globals: { brand: "6008" },
  play: async (context) => {
    await playOpenMessage(context, {
      trigger,
      title: words.title,
      text: brandText("6008", "cancellationNoticeCurrentYear", { group: "100200", date: "12/31/2026" }),
      button: words.ok,
    });
  },
};

/** Summit: the upcoming policy year from the chosen cancel date (left open for axe). */
export const UpcomingYear: Story = {
  globals: { brand: "6012" },
  args: { notice: { kind: "upcomingYear", cancelDate: "01/01/2027" } },
  play: async (context) => {
    await playOpenMessage(context, {
      trigger,
      title: words.title,
      text: brandText("6012", "cancellationNoticeUpcomingYear", { date: "01/01/2027" }),
      button: words.ok,
    });
  },
};

/** Meridian: the client's groups and their end dates (left open for axe). */
export const GroupsEnd: Story = {
  globals: { brand: "9017" },
  args: {
    notice: {
      kind: "groupsEnd",
      groups: [
        { groupNumber: "100200", endDate: "12/31/2026" },
        { groupNumber: "100300", endDate: "06/30/2027" },
      ],
    },
  },
  play: async (context) => {
    const dialog = await playOpenMessage(context, {
      trigger,
      title: words.title,
      text: brandText("9017", "cancellationNoticeGroupsEnd"),
      button: words.ok,
    });
    await expect([...dialog.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      brandText("9017", "cancellationNoticeGroupEndsOn", { group: "100200", date: "12/31/2026" }),
      brandText("9017", "cancellationNoticeGroupEndsOn", { group: "100300", date: "06/30/2027" }),
    ]);
  },
};

/** Evergreen, a member with two policy years: three choices, current first (left open for axe). */
export const PolicyYears: Story = {
  globals: { brand: "3001" },
  args: { notice: { kind: "policyYears" } },
  play: async (context) => {
    const { dialog, inDialog } = await openModal(context, trigger, words.title, "alertdialog");
    await expect(dialog).toHaveAccessibleDescription(brandText("3001", "cancellationNoticePolicyYears"));
    await expect(inDialog.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "current",
      "upcoming",
      "both",
    ]);
    await expect(
      inDialog.getByRole("radio", { name: brandText("3001", "cancellationNoticeCurrentYearOnly") }),
    ).toBeChecked();
    await expectFocusTrapped(dialog, context.userEvent);
  },
};

/** Both years chosen go to onChoosePolicyYears; Escape cancels; focus returns. Harbor (6009). */
export const ChooseYears: Story = {
  globals: { brand: "6009" },
  args: { notice: { kind: "policyYears" } },
  play: async (context) => {
    const first = await openModal(context, trigger, words.title, "alertdialog");
    await context.userEvent.click(
      first.inDialog.getByRole("radio", { name: brandText("6009", "cancellationNoticeBothYears") }),
    );
    await context.userEvent.click(first.inDialog.getByRole("button", { name: words.continue }));
    await waitFor(() => expect(context.args.onChoosePolicyYears).toHaveBeenCalledWith("both"));
    await expectClosedAndFocusReturned(first.dialog, first.trigger);
    const second = await openModal(context, trigger, words.title, "alertdialog");
    await context.userEvent.keyboard("{Escape}");
    await expect(context.args.onClose).toHaveBeenCalledOnce();
    await expectClosedAndFocusReturned(second.dialog, second.trigger);
  },
};

/** OK and Escape close an information notice. Summit (6011). */
export const Close: Story = {
  globals: { brand: "6011" },
  play: (context) =>
    playCloseMessage(
      context,
      { trigger, title: words.title, text: /Group 100200 will be cancelled/, button: words.ok },
      context.args.onClose,
    ),
};
